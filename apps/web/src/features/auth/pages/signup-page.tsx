import { RegistrationScreen } from '../components/registration-screen';
import { useAuthT } from '../messages';

export default function SignupPage() {
  const t = useAuthT();
  return <RegistrationScreen title={t('auth.joinTitle')} testId="signup-page" />;
}
