/**
 * Profiles: the user as sessions and the profile screens show it — the users record with the
 * referrer from associates — and the /user routes that answer it. Owns no table.
 */
export { toProfile } from './services/profile';
