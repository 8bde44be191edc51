/**
 * Audit: who changed what and how, one immutable row per admin write, recorded in the write's
 * transaction. Any module may record; only this module writes the log. Its viewer (search,
 * kinds, CSV) is for staff with audit.view; names come from users.
 */
export { listAuditEntries, recordAudit } from './services/record-audit';
