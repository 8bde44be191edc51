import { ROUTES } from '@saathi/shared/routes';

/** A pathname as the router matches it: decoded, lower-case, without a trailing slash. */
export function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: compare the raw text.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return trimmed.toLowerCase();
}

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

const HEADERLESS = [ROUTES.login, ROUTES.signup, ROUTES.registrationForm].map(normalizePath);
const DASHBOARD = normalizePath(ROUTES.dashboard);
const MANAGE = normalizePath(ROUTES.manage.profile).replace(/\/[^/]+$/, '');

export const isDashboardPath = (pathname: string) => isUnder(normalizePath(pathname), DASHBOARD);

/** The header is hidden on login, signup and dashboard paths (spec part 1 §2). */
export function isHeaderHidden(pathname: string): boolean {
  const path = normalizePath(pathname);
  return HEADERLESS.includes(path) || isUnder(path, DASHBOARD);
}

/** The footer is hidden on /manage and /dashboard subpaths (spec part 1 §2). */
export function isFooterHidden(pathname: string): boolean {
  const path = normalizePath(pathname);
  return isUnder(path, MANAGE) || isUnder(path, DASHBOARD);
}
