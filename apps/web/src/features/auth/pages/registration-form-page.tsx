import { RegistrationScreen } from '../components/registration-screen';

/** /Inspiring World/registrationfrom: the URL-based registration form. */
export default function RegistrationFormPage() {
  return <RegistrationScreen title="Associate registration" testId="registration-page" />;
}
