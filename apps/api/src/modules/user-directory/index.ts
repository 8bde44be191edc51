/**
 * User directory: the console's view of people — the list with search, filters and export, and
 * a user's page. Owns no table; composes users, associates, addresses, auth (sessions) and the
 * sections other modules supply (services/sections.ts). Its routes (/admin/users) also change a
 * person's status and staff roles through flows (set-user-status, change-user-roles).
 */
