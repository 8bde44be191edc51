import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Role, User } from '@saathi/shared';
import { SessionContext, type Session, type SessionStatus } from './session-context';

interface SessionProviderProps {
  children: ReactNode;
  /** A user to start with (tests; later the restored session). Without it the visitor is anonymous. */
  initialUser?: User | null;
  initialStatus?: SessionStatus;
}

/**
 * Who is signed in. It starts anonymous and makes no call: restoring a session from the refresh
 * cookie arrives with the accounts issue, which sets status 'loading' while it checks.
 */
export function SessionProvider({
  children,
  initialUser = null,
  initialStatus,
}: SessionProviderProps) {
  const [user, setUser] = useState<User | null>(initialUser);
  const [status, setStatus] = useState<SessionStatus>(
    initialStatus ?? (initialUser ? 'authenticated' : 'anonymous'),
  );

  const signIn = useCallback((next: User) => {
    setUser(next);
    setStatus('authenticated');
  }, []);
  const signOut = useCallback(() => {
    setUser(null);
    setStatus('anonymous');
  }, []);

  const value = useMemo<Session>(
    () => ({
      user,
      status,
      hasRole: (role: Role) => user?.roles.includes(role) ?? false,
      signIn,
      signOut,
    }),
    [user, status, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
