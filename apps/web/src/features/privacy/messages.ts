import type { ConsentPurpose, DataRequest } from '@saathi/shared';

/** The privacy screens' words: English for now (the Hindi catalogue comes later, issue 29). */
export const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  ACCOUNT: 'Your account and sign-in',
  CALL_BACK: 'Calling you back about joining',
  ORDER_FULFILMENT: 'Delivering, invoicing and returning your orders',
  MARKETING: 'Offers and news by SMS and e-mail',
};

export const REQUEST_LABELS: Record<DataRequest['kind'], string> = {
  ACCESS: 'A copy of my data',
  CORRECTION: 'Correction',
  ERASURE: 'Erasure',
};

export const PRIVACY_PAGE_TEXTS = {
  intro:
    'What we keep about you and why. You can withdraw a consent as easily as you gave it, take a ' +
    'copy of your data, and ask us to correct or erase it.',
  consents: 'Consents',
  necessary: 'Needed for your account and orders',
  given: 'Allowed',
  withdrawn: 'Not allowed',
  withdraw: 'Withdraw',
  allow: 'Allow',
  withdrawnToast: 'Consent withdrawn: no more offers will be sent',
  givenToast: 'Consent given',
  yourData: 'Your data',
  download: 'Download my data',
  downloadPdf: 'Download as PDF',
  downloadHint:
    'A file with your profile, addresses, orders, consents and, for associates, BV and wallet.',
  requests: 'Requests',
  noRequests: 'No requests yet',
  correctionLabel: 'What should we correct?',
  askCorrection: 'Ask for a correction',
  askErasure: 'Ask to erase my account',
  erasureHint:
    'We remove what no law makes us keep and tell you what we keep (tax invoices, TDS records) and why.',
  asked: 'Request sent. We answer by',
  due: 'Answer by',
  notice: 'Read the full privacy notice',
  noticeVersion: 'Version',
  noticeChanged:
    'Our privacy notice has changed since you gave your consents. Please read it below: you may ' +
    'keep your choices under it, or withdraw a consent above.',
  noticeConfirm: 'I have read it; keep my choices',
  noticeConfirmed: 'Your choices are kept under the new notice',
} as const;
