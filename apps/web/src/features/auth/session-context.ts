import { createContext } from 'react';
import type { Role, User } from '@saathi/shared';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  user: User | null;
  status: SessionStatus;
  hasRole: (role: Role) => boolean;
  /** Stores a signed-in user (the accounts issue calls it after login and on session restore). */
  signIn: (user: User) => void;
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);
