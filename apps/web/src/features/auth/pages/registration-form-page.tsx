import { RegistrationScreen } from '../components/registration-screen';
import { useAuthT } from '../messages';

/** /Inspiring World/registrationfrom: the URL-based registration form. */
export default function RegistrationFormPage() {
  const t = useAuthT();
  return <RegistrationScreen title={t('auth.registrationTitle')} testId="registration-page" />;
}
