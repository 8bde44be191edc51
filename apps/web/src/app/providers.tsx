import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth';

// TanStack Query is not provided here: each page and data island brings its provider with its
// chunk (lib/lazy-with-query.tsx), sharing one client, so the shell's first load stays small.
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
