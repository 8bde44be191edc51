import { useState } from 'react';
import { MESSAGES } from '@saathi/shared/messages';
import { Modal } from '../../../components/ui/modal';
import { LegacySignup } from './legacy-signup';
import { LoginForm } from './login-form';

const linkButton =
  'inline-flex min-h-11 items-center font-semibold text-brand underline-offset-2 hover:underline';

/**
 * The login modal any screen can open: the full login form, and a switch to the older
 * registration popup. It closes on success and leaves the person on the same page.
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const [view, setView] = useState<'login' | 'signup'>('login');
  return (
    <Modal open onClose={onClose} title={view === 'login' ? 'Sign in' : 'Sign up'}>
      {view === 'login' ? (
        <>
          <LoginForm onSuccess={onClose} />
          <p className="mt-6 text-center text-sm text-neutral-700">
            {MESSAGES.login.newMember}{' '}
            <button type="button" className={linkButton} onClick={() => setView('signup')}>
              Sign up
            </button>
          </p>
        </>
      ) : (
        <>
          <LegacySignup onSuccess={onClose} />
          <p className="mt-6 text-center text-sm text-neutral-700">
            Already a member?{' '}
            <button type="button" className={linkButton} onClick={() => setView('login')}>
              Sign in
            </button>
          </p>
        </>
      )}
    </Modal>
  );
}
