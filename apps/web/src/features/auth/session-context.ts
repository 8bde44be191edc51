import { createContext } from 'react';
import type { Role, User } from '@saathi/shared';
import type { AssociateData } from './api/get-associate-self';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** What a sign-in call returns: the access token (kept in memory only) and the user. */
export interface SignInInput {
  token: string;
  user: User;
}

export interface Session {
  user: User | null;
  /** The associate record of an associate (from /associates/self/data), else null. */
  associate: AssociateData | null;
  status: SessionStatus;
  /** Increases each time the session ends because it could not be renewed. */
  expiredCount: number;
  hasRole: (role: Role) => boolean;
  signIn: (input: SignInInput) => void;
  /** Replaces the signed-in user after a profile change. */
  updateUser: (user: User) => void;
  /** Ends the session on the server and clears everything kept locally. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
