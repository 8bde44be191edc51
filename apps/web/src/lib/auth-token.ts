// The access token lives in memory only (ARCHITECTURE decision 7): a reload forgets it and the
// session comes back through the httpOnly refresh cookie. The session provider plugs in how to
// refresh and what to do when the session cannot be renewed.

let accessToken: string | null = null;

interface AuthHooks {
  /** Renews the access token through the refresh cookie; null when the session is gone. */
  refresh: () => Promise<string | null>;
  /** The session could not be renewed after a 401: sign out locally. */
  onExpired: () => void;
}

let hooks: AuthHooks | null = null;

export const getAccessToken = () => accessToken;

export function setAccessToken(token: string | null) {
  accessToken = token;
}

/** Registers the session's refresh and expiry handlers; returns a function that removes them. */
export function setAuthHooks(next: AuthHooks) {
  hooks = next;
  return () => {
    if (hooks === next) hooks = null;
  };
}

export const getAuthHooks = () => hooks;
