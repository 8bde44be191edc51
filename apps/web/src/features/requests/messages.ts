import type { RequestStatus, RequestType } from '@saathi/shared';
import english from 'virtual:catalogue/en/requests';
import { messagesFor } from '../../lib/i18n/i18n';

/** My requests' words: the kinds to ask, their statuses and answers. */
export const useRequestsT = messagesFor('requests', english);

export const REQUEST_TYPE_KEYS = {
  ASSOCIATE_UPGRADE: 'requests.typeAssociateUpgrade',
  PLACEMENT_CHANGE: 'requests.typePlacementChange',
  IDENTITY_CHANGE: 'requests.typeIdentityChange',
  KYC: 'requests.typeKyc',
  PAYOUT: 'requests.typePayout',
  RETURN: 'requests.typeReturn',
} as const satisfies Record<RequestType, string>;

export const REQUEST_STATUS_KEYS = {
  PENDING: 'requests.statusPending',
  APPROVED: 'requests.statusApproved',
  REJECTED: 'requests.statusRejected',
  CANCELLED: 'requests.statusCancelled',
} as const satisfies Record<RequestStatus, string>;
