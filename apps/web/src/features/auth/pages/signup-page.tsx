import { RegistrationScreen } from '../components/registration-screen';

export default function SignupPage() {
  return <RegistrationScreen title="Join as an associate" testId="signup-page" />;
}
