/**
 * Privacy: personal data under the DPDP Act 2023 — the versioned privacy notice, the append-only
 * consent ledger (and the marketing check the messenger asks), the access, correction and erasure
 * requests with their deadlines, the breach register and the retention rules (decisions
 * 0128–0131, 0143, 0144). Uses users, contacts (a lead's consents) and the invoices' PDF parts. The export and the erasure read and change
 * every module's data: they are flows (flows/export-personal-data.ts, erase-personal-data.ts) and
 * the retention rules one too (flows/apply-retention.ts).
 */
export { getCurrentNotice } from './services/privacy-notice';
export {
  listConsentEvents,
  listConsents,
  listLeadConsentEvents,
  listMarketingConsenters,
  recordCollectionConsent,
  recordConsent,
} from './services/consents';
export {
  closeDataRequest,
  createDataRequest,
  listOwnDataRequests,
  lockOpenDataRequest,
} from './services/data-requests';
