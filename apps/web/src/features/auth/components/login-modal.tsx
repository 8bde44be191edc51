import { Link } from 'react-router';
import { MESSAGES } from '@saathi/shared/messages';
import { ROUTES } from '@saathi/shared/routes';
import { Modal } from '../../../components/ui/modal';
import { buttonClass } from '../../../components/ui/button';
import { loginPathFor } from '../login-redirect';

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  returnTo: string;
}

export function LoginModal({ open, onClose, returnTo }: LoginModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sign in">
      <p className="text-neutral-700">
        Sign in to see your cart, orders, wishlist and business values. You will come back to this
        page afterwards.
      </p>
      <Link
        to={loginPathFor(returnTo)}
        state={{ from: returnTo }}
        className={buttonClass('primary', 'mt-6 w-full')}
      >
        {MESSAGES.login.signIn}
      </Link>
      <p className="mt-4 text-center text-sm text-neutral-700">
        {MESSAGES.login.newMember}{' '}
        <Link
          to={ROUTES.signup}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </Modal>
  );
}
