import { Suspense } from 'react';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { lazyWithQuery } from '../../../lib/lazy-with-query';

// The dialog and its forms load when first opened, so they stay out of the first load; with the
// app's query client, as the sign-up popup's privacy notice reads through it.
const LoginDialog = lazyWithQuery(() => import('./login-dialog'));

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
