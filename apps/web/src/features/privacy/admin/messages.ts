import type { ConsentSource } from '@saathi/shared';
import english from 'virtual:catalogue/en/consolePrivacy';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's privacy page: data requests, breach register, notice versions (decision 0174). */
export const useConsolePrivacyT = messagesFor('consolePrivacy', english);

/** Where a notice is shown at collection, as the publisher's form names it. */
export const POINT_KEYS = {
  CUSTOMER_SIGN_UP: 'consolePrivacy.pointCustomerSignUp',
  ASSOCIATE_SIGN_UP: 'consolePrivacy.pointAssociateSignUp',
  KYC: 'consolePrivacy.pointKyc',
  LEAD_FORM: 'consolePrivacy.pointLeadForm',
  CHECKOUT: 'consolePrivacy.pointCheckout',
  ACCOUNT_PAGE: 'consolePrivacy.pointAccountPage',
} as const satisfies Record<ConsentSource, string>;
