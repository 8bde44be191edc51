// English for now (decision 0118: new screens stay English until translated).
export const AGREEMENT_UI = {
  stepTitle: 'Direct seller agreement',
  stepIntro:
    'Please read the agreement. You become an associate only by accepting it; a copy is kept in your account.',
  accept: 'I have read and accept the direct seller agreement',
  acceptAndSend: 'Accept and send code',
  back: 'Back',
  mustTick: 'Please tick the box to accept the agreement.',
  gateTitle: 'A new direct seller agreement',
  gateIntro:
    'The company has published a new version of the direct seller agreement. Please read and accept it to continue to your account.',
  acceptButton: 'Accept the agreement',
  accepted: 'Agreement accepted.',
  pageTitle: 'Agreement & ID card',
  acceptances: 'Agreements you accepted',
  downloadPdf: 'Download PDF',
  idCard: 'Identity card',
  idCardIntro:
    'Carry your identity card and show it to customers. Its QR code opens a page where anyone can check that you are an active direct seller.',
  idCardPdf: 'ID card (PDF)',
  idCardPng: 'ID card (image for phone)',
  verifyTitle: 'Direct seller check',
  verifyUnknown:
    'No identity card has this number. The person may not be one of our direct sellers.',
  validUntil: 'Card valid until',
  consoleTitle: 'Direct seller agreement',
  newVersion: 'New version',
  registerCsv: 'Register of direct sellers (CSV)',
} as const;

export const ID_CARD_STATUS_TEXT = {
  ACTIVE: { label: 'Active', tone: 'bg-green-100 text-green-800' },
  SUSPENDED: { label: 'Suspended', tone: 'bg-red-100 text-red-800' },
  EXPIRED: { label: 'Expired', tone: 'bg-amber-100 text-amber-900' },
} as const;
