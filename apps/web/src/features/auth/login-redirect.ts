import { ROUTES } from '@saathi/shared/routes';

/** Where the login page sends the user back to: a same-site path, never another site. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** "/Associate/login?redirect=%2Fmanage%2Forders" */
export function loginPathFor(returnTo: string): string {
  const safe = safeRedirectPath(returnTo);
  return safe && safe !== '/'
    ? `${ROUTES.login}?redirect=${encodeURIComponent(safe)}`
    : ROUTES.login;
}
