/**
 * Requests: the approval requests' table, their lists and their withdrawal. Knows users (names)
 * and audit. Asking and deciding run each kind's checks and effects across modules, so they
 * are flows (flows/submit-request.ts, flows/decide-request.ts, kinds in flows/request-types/).
 */
export {
  closeRequest,
  countPendingRequests,
  findLatestRequest,
  findPendingRequestId,
  findRequest,
  insertRequest,
  toRequests,
} from './services/requests';
export {
  findRequestsWithPayloadMatching,
  rewriteRequestPayload,
} from './services/rewrite-payloads';
export { requestsUserSection } from './services/user-section';
export type { RequestRow } from './tables';
