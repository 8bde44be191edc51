/**
 * Auth: sign-in (password, one-time codes), sessions (rotating refresh tokens) and the codes'
 * messages. Knows users, associates (a registration's referral code) and profiles (what a
 * session answers). Registering and signing in with a code or Google create accounts, so they
 * are flows (flows/), which use the services below.
 */
export { type GoogleVerifier } from './services/google-verifier';
export { consumeCode } from './services/one-time-codes';
export { readPendingRegistration, type PendingRegistration } from './services/registration';
export {
  listUserSessions,
  revokeOtherSessions,
  revokeUserSessions,
  startSession,
} from './services/sessions';
export {
  announceLanguageChange,
  createTokenRevocations,
  type LanguageChange,
  revokeAccessTokens,
  type Revocation,
} from './services/token-revocations';
export { deleteOldSignInRecords } from './services/delete-old-records';
