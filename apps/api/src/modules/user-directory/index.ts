/**
 * User directory: the console's view of people — the list with search, filters and export, and
 * a user's page. Owns no table; composes users, associates, addresses, auth (sessions) and the
 * sections other modules supply (sections.ts). Writes on users are flows (flows/user-admin-routes.ts).
 */
export { toAdminUserRow } from './services/user-directory';
