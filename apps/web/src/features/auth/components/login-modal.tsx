import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';

// The dialog and its forms load when first opened, so they stay out of the first load.
const LoginDialog = lazy(() => import('./login-dialog'));

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

export function LoginModal({ open, onClose }: LoginModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <LoginDialog onClose={onClose} />
    </Suspense>
  );
}
