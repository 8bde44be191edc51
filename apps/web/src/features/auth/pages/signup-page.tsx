import { AuthShell } from '../components/auth-shell';
import { RegistrationIntro } from '../components/registration-intro';

export default function SignupPage() {
  return (
    <AuthShell title="Join as an associate" testId="signup-page">
      <RegistrationIntro />
    </AuthShell>
  );
}
