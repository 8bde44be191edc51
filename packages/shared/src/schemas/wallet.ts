import { z } from 'zod';
import { pageQueryFields, pagedEnvelope } from './paging';
import { IFSC_PATTERN } from './returns';
import { languageSchema } from './user';

// KYC, the wallet, TDS, payouts and statements (issue 15; docs/decisions/0075–0079).

/** Income-tax PAN: five letters, four digits, a letter (e.g. ABCDE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;
/** Tax deduction account number: four letters, five digits, a letter (e.g. MUMA12345B). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
/** A bank transfer's UTR: 12 (IMPS) to 22 (RTGS) letters and digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
/** Where a KYC document is downloaded by its owner and by staff who decide KYC requests. */
export const KYC_DOCUMENTS_PATH = '/api/kyc/documents/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stored KYC document's name: a random UUID the server gave it. */
export const KYC_DOCUMENT_NAME_PATTERN = new RegExp(`^${UUID}\\.webp$`);
/** What the KYC upload answers: the authorised download path of a server-named document. */
export const KYC_DOCUMENT_PATTERN = new RegExp(`^${KYC_DOCUMENTS_PATH}${UUID}\\.webp$`);
/** A wallet month, India time: "2026-11". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const WALLET_AMOUNT_MAX_RUPEES = 10_000_000;

/** Earnings the monthly closing credits (creditCommissions), by kind. */
export const EARNING_KINDS = ['LEVEL_COMMISSION', 'RANK_BONUS', 'ADJUSTMENT'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];
/** Every kind of wallet entry: earnings, an admin's adjustment, a payout's hold and its release. */
export const WALLET_ENTRY_KINDS = [
  ...EARNING_KINDS,
  'MANUAL_ADJUSTMENT',
  'PAYOUT',
  'PAYOUT_RELEASE',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  LEVEL_COMMISSION: 'Level commission',
  RANK_BONUS: 'Rank bonus',
  ADJUSTMENT: 'Adjustment (monthly closing)',
  MANUAL_ADJUSTMENT: 'Adjustment by the company',
  PAYOUT: 'Withdrawal',
  PAYOUT_RELEASE: 'Withdrawal returned',
};

export const PAYOUT_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'PROCESSING',
  'PAID',
  'FAILED',
  'REJECTED',
  'CANCELLED',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  REQUESTED: 'Awaiting approval',
  APPROVED: 'Approved, transfer pending',
  PROCESSING: 'Transfer in progress',
  PAID: 'Paid',
  FAILED: 'Transfer failed',
  REJECTED: 'Not approved',
  CANCELLED: 'Cancelled',
};

export const KYC_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const WALLET_MESSAGES = {
  panFormat: 'Enter the PAN as on the card: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F)',
  panTaken: 'This PAN is already registered to another associate.',
  ifscFormat: 'Enter the 11-character IFSC (e.g. SBIN0001234)',
  accountFormat: 'Enter the account number: 9 to 18 digits',
  holderName: "Enter the account holder's name as the bank has it",
  document: 'Upload the document image again',
  documentNotOwn: 'Upload the document image again: it is not one you uploaded',
  documentForDeciders: 'Only staff who decide KYC requests can open KYC documents.',
  utrFormat: 'Enter the UTR: 12 to 22 letters and digits',
  utrRequired: 'Enter the UTR of the bank transfer to approve this withdrawal.',
  amountFormat: 'Enter an amount in rupees with at most 2 decimals',
  belowMinimum: (minimum: string) => `The smallest withdrawal is ${minimum}.`,
  aboveBalance: (available: string) => `You can withdraw at most ${available}, your balance.`,
  kycRequired: 'Approve the associate’s KYC before paying out.',
  kycRequiredToAsk: 'Complete your KYC before asking for a withdrawal.',
  notAssociate: 'Only associates have a wallet.',
  debitAboveBalance: (available: string) =>
    `The wallet holds ${available}; a debit cannot take it below zero.`,
  reason: 'Give a reason (at least 3 characters)',
  noHistoryAccess: 'You can only see your own payments.',
  alreadyApproved: 'Your KYC is already approved with this PAN.',
  payoutNotAwaiting: 'This withdrawal is not awaiting its transfer.',
  settingsRates: 'A rate is a percentage from 0 to 100 with at most 2 decimals',
  tanFormat: 'Enter the TAN: 4 letters, 5 digits, 1 letter (e.g. MUMA12345B), or leave it empty',
  effectiveFrom: 'Pick the date the settings apply from (today or later)',
  quarter: 'Pick a quarter: 1 (Apr–Jun), 2 (Jul–Sep), 3 (Oct–Dec) or 4 (Jan–Mar)',
  kycSubmitted: 'KYC sent for approval',
  payoutRequested: 'Withdrawal requested',
  statementCreditNote:
    'A month’s earnings reach the wallet when the company closes that month, early the next one, so they are not in that month’s closing balance.',
} as const;

const upperText = (pattern: RegExp, message: string) =>
  z
    .string(message)
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(pattern, message));

/** Rupees with at most two decimals, above zero (JSON numbers; converted to paise by the API). */
export const rupeeAmountSchema = z
  .number(WALLET_MESSAGES.amountFormat)
  .positive(WALLET_MESSAGES.amountFormat)
  .max(WALLET_AMOUNT_MAX_RUPEES, `At most ₹${WALLET_AMOUNT_MAX_RUPEES.toLocaleString('en-IN')}`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: WALLET_MESSAGES.amountFormat,
  });

const documentSchema = z.string(WALLET_MESSAGES.document).regex(KYC_DOCUMENT_PATTERN, {
  message: WALLET_MESSAGES.document,
});

/** The KYC request's payload: PAN, bank account and two document images (uploaded first). */
export const kycPayloadSchema = z
  .object({
    pan: upperText(PAN_PATTERN, WALLET_MESSAGES.panFormat),
    accountHolderName: z
      .string(WALLET_MESSAGES.holderName)
      .trim()
      .min(2, WALLET_MESSAGES.holderName)
      .max(120, 'At most 120 characters'),
    accountNumber: z
      .string(WALLET_MESSAGES.accountFormat)
      .trim()
      .regex(BANK_ACCOUNT_PATTERN, WALLET_MESSAGES.accountFormat),
    ifsc: upperText(IFSC_PATTERN, WALLET_MESSAGES.ifscFormat),
    identityDocument: documentSchema,
    addressDocument: documentSchema,
  })
  .strict();
export type KycPayload = z.output<typeof kycPayloadSchema>;

/** The payout request's payload: rupees to withdraw to the KYC bank account. */
export const payoutPayloadSchema = z.object({ amount: rupeeAmountSchema }).strict();

/** An approval's optional body: the UTR of a bank transfer already made (payouts). */
export const approveRequestSchema = z
  .object({ utr: upperText(UTR_PATTERN, WALLET_MESSAGES.utrFormat).optional() })
  .strict();
export type ApproveRequest = z.output<typeof approveRequestSchema>;

export const recordTransferSchema = z
  .object({ utr: upperText(UTR_PATTERN, WALLET_MESSAGES.utrFormat) })
  .strict();

export const kycDocumentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ document: z.string() }),
});

export const kycViewSchema = z
  .object({
    status: z.enum(KYC_STATUSES),
    /** The approved record (masked account number), or null. */
    approved: z
      .object({
        pan: z.string(),
        accountHolderName: z.string(),
        accountNumberMasked: z.string(),
        ifsc: z.string(),
        approvedAt: z.string(),
      })
      .nullable(),
    /** The latest KYC request, if any: its status and the reason when not approved. */
    latestRequest: z
      .object({ id: z.number().int(), status: z.string(), reason: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'KycView' });
export type KycView = z.infer<typeof kycViewSchema>;
export const kycViewResponseSchema = z.object({ success: z.literal(true), data: kycViewSchema });

const percentSchema = z
  .number(WALLET_MESSAGES.settingsRates)
  .min(0, WALLET_MESSAGES.settingsRates)
  .max(100, WALLET_MESSAGES.settingsRates)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: WALLET_MESSAGES.settingsRates,
  });

/** TDS under section 194H / 206AA and the smallest withdrawal, from a date (India time). */
export const payoutSettingsSchema = z
  .object({
    effectiveFrom: z.iso.date(WALLET_MESSAGES.effectiveFrom),
    tdsRateWithPan: percentSchema,
    tdsRateWithoutPan: percentSchema,
    tdsThreshold: rupeeAmountSchema,
    minimumPayout: rupeeAmountSchema,
    /** The company's TAN, printed on Form 16A and the 26Q export; empty until set. */
    deductorTan: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(TAN_PATTERN, WALLET_MESSAGES.tanFormat).or(z.literal(''))),
  })
  .strict();
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
/** Today's law: 2% with PAN (194H), 20% without (206AA), above ₹20,000 a financial year. */
export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = {
  effectiveFrom: '2025-04-01',
  tdsRateWithPan: 2,
  tdsRateWithoutPan: 20,
  tdsThreshold: 20_000,
  minimumPayout: 500,
  deductorTan: '',
};
const payoutSettingsViewSchema = z
  .object({
    effectiveFrom: z.string(),
    tdsRateWithPan: z.number(),
    tdsRateWithoutPan: z.number(),
    tdsThreshold: z.number(),
    minimumPayout: z.number(),
    deductorTan: z.string(),
  })
  .meta({ id: 'PayoutSettings' });
export const payoutSettingsListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    current: payoutSettingsViewSchema,
    versions: z.array(payoutSettingsViewSchema),
  }),
});

export const walletAdjustmentSchema = z
  .object({
    associateId: z.number().int().positive(),
    direction: z.enum(['CREDIT', 'DEBIT']),
    amount: rupeeAmountSchema,
    reason: z.string(WALLET_MESSAGES.reason).trim().min(3, WALLET_MESSAGES.reason).max(300),
  })
  .strict();
export type WalletAdjustment = z.infer<typeof walletAdjustmentSchema>;

export const walletEntrySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(WALLET_ENTRY_KINDS),
    label: z.string(),
    month: z.string(),
    /** Rupees: what was earned (negative for a debit), the TDS withheld, what the wallet got. */
    gross: z.number(),
    tds: z.number(),
    net: z.number(),
    /** For withdrawals: the payout and its status, UTR once paid. */
    payout: z
      .object({
        id: z.number().int(),
        status: z.enum(PAYOUT_STATUSES),
        utr: z.string().nullable(),
      })
      .nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** `history`: which entries (ours; the spec names the parameter only). */
export const PAYMENT_HISTORY_FILTERS = ['all', 'earnings', 'payouts'] as const;
export const PAYMENT_HISTORY_DEFAULTS = { page: 1, limit: 10 } as const;
export const paymentHistoryQuerySchema = z
  .object({
    page: pageQueryFields.page,
    limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_HISTORY_DEFAULTS.limit),
    history: z.enum(PAYMENT_HISTORY_FILTERS).default('all'),
  })
  .strict();
export const paymentHistoryResponseSchema = pagedEnvelope(walletEntrySchema);

export const paymentSummarySchema = z
  .object({
    associateId: z.number().int(),
    /** Rupees, all time. */
    grossEarned: z.number(),
    tds: z.number(),
    net: z.number(),
    paidOut: z.number(),
    /** Withdrawals asked or approved, not yet paid (held from the balance). */
    pending: z.number(),
    /** What can be withdrawn now. */
    balance: z.number(),
    minimumPayout: z.number(),
    kycStatus: z.enum(KYC_STATUSES),
  })
  .meta({ id: 'PaymentSummary' });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export const paymentSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: paymentSummarySchema,
});

export const statementQuerySchema = z
  .object({ month: z.string().regex(MONTH_PATTERN, 'Pick a month (YYYY-MM)') })
  .strict();
/** The statement's PDF: the month, and the reader's language (default English; decision 0152). */
export const statementPdfQuerySchema = statementQuerySchema.extend({
  language: languageSchema.default('en'),
});
export const statementSchema = z
  .object({
    associate: z.object({ id: z.number().int(), name: z.string(), referralCode: z.string() }),
    month: z.string(),
    purchases: z.object({ orders: z.number().int(), amount: z.number() }),
    businessValue: z.object({ personal: z.number().int() }),
    earnings: z.array(
      z.object({ kind: z.enum(WALLET_ENTRY_KINDS), label: z.string(), gross: z.number() }),
    ),
    gross: z.number(),
    tds: z.number(),
    net: z.number(),
    paidOut: z.number(),
    closingBalance: z.number(),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;
export const statementResponseSchema = z.object({
  success: z.literal(true),
  data: statementSchema,
});

/** A financial year by its first calendar year: 2026 is FY 2026-27 (April to March). */
export const financialYearQuerySchema = z
  .object({ year: z.coerce.number().int().min(2000).max(2100) })
  .strict();
export const tdsCertificateSchema = z
  .object({
    deductor: z.object({ name: z.string(), tan: z.string(), pan: z.string(), address: z.string() }),
    deductee: z.object({ name: z.string(), pan: z.string(), referralCode: z.string() }),
    financialYear: z.string(),
    assessmentYear: z.string(),
    section: z.string(),
    quarters: z.array(
      z.object({
        quarter: z.string(),
        amountPaid: z.number(),
        tdsDeducted: z.number(),
      }),
    ),
    totalPaid: z.number(),
    totalTds: z.number(),
  })
  .meta({ id: 'TdsCertificate' });
export type TdsCertificate = z.infer<typeof tdsCertificateSchema>;
export const tdsCertificateResponseSchema = z.object({
  success: z.literal(true),
  data: tdsCertificateSchema,
});

export const tdsQuarterQuerySchema = z
  .object({
    year: z.coerce.number(WALLET_MESSAGES.quarter).int().min(2000).max(2100),
    quarter: z.coerce
      .number(WALLET_MESSAGES.quarter)
      .int(WALLET_MESSAGES.quarter)
      .min(1, WALLET_MESSAGES.quarter)
      .max(4, WALLET_MESSAGES.quarter),
  })
  .strict();

export const payoutSchema = z
  .object({
    id: z.number().int(),
    associateId: z.number().int(),
    requestId: z.number().int(),
    amount: z.number(),
    status: z.enum(PAYOUT_STATUSES),
    method: z.enum(['BANK_TRANSFER', 'RAZORPAYX']),
    utr: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Payout' });
export const payoutResponseSchema = z.object({ success: z.literal(true), data: payoutSchema });
