import type { ConsentPurpose, DataRequest } from '@saathi/shared';
import english from 'virtual:catalogue/en/privacy';
import { messagesFor } from '../../lib/i18n/i18n';

/** Privacy and data's words (decision 0151); the notice at a form has its own (privacy-notice). */
export const usePrivacyT = messagesFor('privacy', english);

export const PURPOSE_KEYS = {
  ACCOUNT: 'privacy.purposeAccount',
  CALL_BACK: 'privacy.purposeCallBack',
  ORDER_FULFILMENT: 'privacy.purposeOrders',
  MARKETING: 'privacy.purposeMarketing',
} as const satisfies Record<ConsentPurpose, string>;

export const REQUEST_KIND_KEYS = {
  ACCESS: 'privacy.kindAccess',
  CORRECTION: 'privacy.kindCorrection',
  ERASURE: 'privacy.kindErasure',
} as const satisfies Record<DataRequest['kind'], string>;
