/**
 * Audit: who changed what and how, one immutable row per admin write, recorded in the write's
 * transaction. Any module may record; only this module writes the log.
 */
export { listAuditEntries, recordAudit } from './service';
