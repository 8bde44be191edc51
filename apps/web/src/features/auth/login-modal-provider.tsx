import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoginModalContext } from './login-modal-context';
import { LoginModal } from './components/login-modal';

/** A login modal that any screen can open; it returns the user to the path they were on. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  // The modal belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const open = useCallback(() => setOpenedOn(pathname), [pathname]);
  const close = useCallback(() => setOpenedOn(null), []);

  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return (
    <LoginModalContext value={value}>
      {children}
      <LoginModal open={isOpen} onClose={close} />
    </LoginModalContext>
  );
}
