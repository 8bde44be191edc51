import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { Modal } from '../../../components/ui/modal';
import { useShellT } from '../../../lib/i18n/shell';
import { useAuthT } from '../messages';
import { LegacySignup } from './legacy-signup';
import { LoginForm } from './login-form';

const linkButton =
  'inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline';

/**
 * The login modal any screen can open: the full login form, and the older registration popup
 * opened over it (a nested dialog: Escape or "Sign in" goes back to the login). Either closes
 * everything on success and leaves the person on the same page (after "Forgot password?", on the
 * profile, where the new password is set).
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const [isSignupOpen, setSignupOpen] = useState(false);
  const [, navigate] = useLocation();
  const t = useAuthT();
  const shellT = useShellT();
  return (
    <Modal open onClose={onClose} title={t('auth.signIn')}>
      <LoginForm
        onSuccess={(method) => {
          onClose();
          // Signed in by code after "Forgot password?": the new password is set on the profile.
          if (method === 'reset') navigate(ROUTES.manage.profile);
        }}
      />
      <p className="mt-6 text-center text-sm text-neutral-700">
        {shellT('shell.newMember')}{' '}
        <button type="button" className={linkButton} onClick={() => setSignupOpen(true)}>
          {t('auth.signUp')}
        </button>
      </p>
      <Modal open={isSignupOpen} onClose={() => setSignupOpen(false)} title={t('auth.signUp')}>
        <LegacySignup onSuccess={onClose} />
        <p className="mt-6 text-center text-sm text-neutral-700">
          {t('auth.alreadyMember')}{' '}
          <button type="button" className={linkButton} onClick={() => setSignupOpen(false)}>
            {t('auth.signIn')}
          </button>
        </p>
      </Modal>
    </Modal>
  );
}
