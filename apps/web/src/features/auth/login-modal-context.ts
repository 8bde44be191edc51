import { createContext, useContext } from 'react';

export interface LoginModalControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const LoginModalContext = createContext<LoginModalControls | null>(null);

export function useLoginModal() {
  const controls = useContext(LoginModalContext);
  if (!controls) throw new Error('useLoginModal must be used inside <LoginModalProvider>.');
  return controls;
}
