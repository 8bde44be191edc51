import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Role, User } from '@saathi/shared';
import { setAccessToken, setAuthHooks } from '../../lib/auth-token';
import { hasSessionFlag, setSessionFlag } from '../../lib/session-flag';
import { getAssociateSelf, type AssociateData } from './api/get-associate-self';
import { logout } from './api/logout';
import { refreshSession } from './api/refresh-session';
import { adoptProfileLanguage } from './profile-language';
import {
  SessionContext,
  type Session,
  type SessionStatus,
  type SignInInput,
} from './session-context';
import { emitSignedIn, emitSignedOut } from './session-events';

interface SessionProviderProps {
  children: ReactNode;
  /** A signed-in user to start with (tests). Without it the session is restored from the cookie. */
  initialUser?: User | null;
  initialAssociate?: AssociateData | null;
}

/**
 * Who is signed in. The access token is kept in memory only, so on load the session is restored
 * with the httpOnly refresh cookie: status stays 'loading' until the server answers. The user and
 * associate data are held here, in memory only: every load restores them from the refresh answer,
 * so a persisted copy would add stale data and personal data on shared phones, and no speed.
 */
export function SessionProvider({
  children,
  initialUser = null,
  initialAssociate = null,
}: SessionProviderProps) {
  const [user, setUser] = useState<User | null>(initialUser);
  const [associate, setAssociate] = useState<AssociateData | null>(initialAssociate);
  // Without the signed-in flag there is no session to restore: no call, no spinner.
  const [status, setStatus] = useState<SessionStatus>(() =>
    initialUser ? 'authenticated' : hasSessionFlag() ? 'loading' : 'anonymous',
  );
  const [expiredCount, setExpiredCount] = useState(0);

  const clear = useCallback(() => {
    setAccessToken(null);
    setSessionFlag(false);
    setUser(null);
    setAssociate(null);
    setStatus('anonymous');
    emitSignedOut();
  }, []);

  const establish = useCallback((token: string, next: User) => {
    setAccessToken(token);
    setSessionFlag(true);
    setUser(next);
    setStatus('authenticated');
    emitSignedIn(next);
    // The screens take the profile's language; a failure leaves them as they are.
    adoptProfileLanguage(next).then(
      (saved) => saved && setUser(saved),
      () => undefined,
    );
    // Only associates have a record (others would get a 404); a failure is ignored (spec part 1 §4).
    if (next.roles.includes('ASSOCIATE')) {
      getAssociateSelf().then(setAssociate, () => setAssociate(null));
    } else {
      setAssociate(null);
    }
  }, []);

  useEffect(() => {
    const remove = setAuthHooks({
      refresh: async () => {
        const renewed = await refreshSession();
        if (!renewed) return null;
        setAccessToken(renewed.accessToken);
        setUser(renewed.user);
        return renewed.accessToken;
      },
      onExpired: () => {
        clear();
        setExpiredCount((count) => count + 1);
      },
    });
    return remove;
  }, [clear]);

  const restoring = status === 'loading';
  useEffect(() => {
    if (!restoring) return;
    let active = true;
    refreshSession().then((renewed) => {
      if (!active) return;
      if (renewed) establish(renewed.accessToken, renewed.user);
      else clear();
    });
    return () => {
      active = false;
    };
  }, [restoring, establish, clear]);

  const signIn = useCallback(
    ({ token, user: next }: SignInInput) => establish(token, next),
    [establish],
  );
  const signOut = useCallback(async () => {
    const ended = logout().catch(() => undefined);
    clear();
    await ended;
  }, [clear]);

  const value = useMemo<Session>(
    () => ({
      user,
      associate,
      status,
      expiredCount,
      hasRole: (role: Role) => user?.roles.includes(role) ?? false,
      signIn,
      updateUser: setUser,
      signOut,
    }),
    [user, associate, status, expiredCount, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
