import { AuthShell } from '../components/auth-shell';
import { RegistrationIntro } from '../components/registration-intro';

/** /Inspiring World/registrationfrom: the URL-based registration form. */
export default function RegistrationFormPage() {
  return (
    <AuthShell title="Associate registration" testId="registration-page">
      <RegistrationIntro />
    </AuthShell>
  );
}
