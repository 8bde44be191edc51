import { z } from 'zod';

/**
 * Personal data under the Digital Personal Data Protection Act 2023 (decisions 0128–0131): the
 * purposes a person's data serves, the consent ledger's events, the requests a person may make
 * (ss.11–13) and the breach register (s.8(6)).
 */
export const CONSENT_PURPOSES = ['ACCOUNT', 'ORDER_FULFILMENT', 'MARKETING', 'CALL_BACK'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a person with an account has, as the account page lists them (CALL_BACK is a lead's). */
export const ACCOUNT_PURPOSES = ['ACCOUNT', 'ORDER_FULFILMENT', 'MARKETING'] as const;

/**
 * Purposes served as a "legitimate use" (s.7(a), (b)): data the person gave to get the account or
 * the order. They are noted, never asked for, and cannot be withdrawn without closing the account.
 */
export const NECESSARY_PURPOSES: readonly ConsentPurpose[] = [
  'ACCOUNT',
  'ORDER_FULFILMENT',
  'CALL_BACK',
];

export const CONSENT_SOURCES = [
  'CUSTOMER_SIGN_UP',
  'ASSOCIATE_SIGN_UP',
  'KYC',
  'LEAD_FORM',
  'CHECKOUT',
  'ACCOUNT_PAGE',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The legitimate uses (s.7(a)) noted at each collection point when its form is sent, with the
 * notice version shown (decision 0143); MARKETING is added only when its box was ticked.
 */
export const POINT_PURPOSES: Record<ConsentSource, readonly ConsentPurpose[]> = {
  CUSTOMER_SIGN_UP: ['ACCOUNT'],
  ASSOCIATE_SIGN_UP: ['ACCOUNT'],
  KYC: ['ACCOUNT'],
  LEAD_FORM: ['CALL_BACK'],
  CHECKOUT: ['ORDER_FULFILMENT'],
  ACCOUNT_PAGE: [],
};

/**
 * What a form at a collection point sends with its data: the notice version it showed and the
 * optional purposes ticked (unticked by default; decision 0143).
 */
export const collectionConsentSchema = z
  .object({
    noticeVersion: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    isMarketingGiven: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'CollectionConsent' });
export type CollectionConsent = z.input<typeof collectionConsentSchema>;

export const DATA_REQUEST_KINDS = ['ACCESS', 'CORRECTION', 'ERASURE'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['OPEN', 'DONE', 'REFUSED'] as const;

/** Days a request may stay open (decision 0130). */
export const DATA_REQUEST_DAYS = 30;
/** Hours within which the Board and the people affected are told of a breach (Rules 2025, r.7). */
export const BREACH_NOTICE_HOURS = 72;

export const PRIVACY_TEXTS = {
  title: 'Privacy and data',
  noticeLink: 'Read the full privacy notice',
  necessary: 'Needed for your account and orders (cannot be turned off)',
  withdraw: 'Withdraw',
  give: 'Allow',
  download: 'Download my data (JSON)',
  requestCorrection: 'Ask for a correction',
  requestErasure: 'Ask to erase my account',
  marketingLabel: 'Offers and news by SMS and e-mail',
} as const;

export const consentPurposeParamSchema = z.object({ purpose: z.enum(ACCOUNT_PURPOSES) });

export const consentChangeSchema = z
  .object({
    isGiven: z.boolean(),
    source: z.enum(CONSENT_SOURCES).default('ACCOUNT_PAGE'),
  })
  .strict()
  .meta({ id: 'ConsentChange' });

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  isNecessary: z.boolean(),
  isGiven: z.boolean(),
  /** When the latest event was recorded; null when never asked. */
  changedAt: z.string().nullable(),
  noticeVersion: z.number().int().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentsResponseSchema = z
  .object({ success: z.literal(true), data: z.array(consentSchema) })
  .meta({ id: 'Consents' });

export const noticeItemSchema = z.object({
  collected: z.string(),
  purpose: z.string(),
});

export const privacyNoticeSchema = z
  .object({
    version: z.number().int(),
    publishedAt: z.string(),
    /** The full notice (Markdown). */
    body: z.string(),
    /** The itemised notice at each collection point (s.5(1); Rules 2025, r.3). */
    points: z.record(z.enum(CONSENT_SOURCES), z.array(noticeItemSchema)),
  })
  .meta({ id: 'PrivacyNotice' });
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const privacyNoticeResponseSchema = z.object({
  success: z.literal(true),
  data: privacyNoticeSchema,
});

export const privacyNoticesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(privacyNoticeSchema),
});

export const noticeVersionParamSchema = z.object({
  version: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const noticeItemsSchema = z
  .array(
    z
      .object({
        collected: z.string().trim().min(2).max(200),
        purpose: z.string().trim().min(2).max(200),
      })
      .strict(),
  )
  .max(20);

/**
 * A new version of the notice (the console, decision 0144): the full text and every collection
 * point's items; published at once, never edited.
 */
export const privacyNoticePublishSchema = z
  .object({
    body: z.string().trim().min(50, 'Write the full notice (at least 50 characters)').max(50_000),
    points: z
      .object({
        CUSTOMER_SIGN_UP: noticeItemsSchema.min(1, 'List at least one item'),
        ASSOCIATE_SIGN_UP: noticeItemsSchema.min(1, 'List at least one item'),
        KYC: noticeItemsSchema.min(1, 'List at least one item'),
        LEAD_FORM: noticeItemsSchema.min(1, 'List at least one item'),
        CHECKOUT: noticeItemsSchema.min(1, 'List at least one item'),
        ACCOUNT_PAGE: noticeItemsSchema.default([]),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'PrivacyNoticePublish' });
export type PrivacyNoticePublish = z.input<typeof privacyNoticePublishSchema>;

export const dataRequestCreateSchema = z
  .object({
    kind: z.enum(['CORRECTION', 'ERASURE']),
    details: z.string().trim().max(2000).default(''),
  })
  .strict()
  .refine((value) => value.kind !== 'CORRECTION' || value.details.length >= 5, {
    path: ['details'],
    message: 'Say what should be corrected',
  })
  .meta({ id: 'DataRequestCreate' });

export const dataRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  details: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  createdAt: z.string(),
  dueAt: z.string(),
  closedAt: z.string().nullable(),
  outcome: z.string(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRequestResponseSchema = z.object({
  success: z.literal(true),
  data: dataRequestSchema,
});
export const dataRequestsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(dataRequestSchema),
});

export const dataRequestIdParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const dataRequestCloseSchema = z
  .object({
    status: z.enum(['DONE', 'REFUSED']),
    outcome: z.string().trim().min(3).max(2000),
  })
  .strict()
  .meta({ id: 'DataRequestClose' });

/**
 * How long each kind of data is kept when nothing else needs it (decision 0131), in days; the
 * retention job deletes what is older. RETENTION_DAYS in the environment changes any of them.
 */
export const RETENTION_DEFAULT_DAYS = {
  /** Leads never converted, from when they were left. */
  LEADS: 365,
  // Sign-in records are logs of processing: kept at least a year (Rules 2025, r.8(3)), then gone.
  /** One-time codes (with the destination and client address), from when they were made. */
  ONE_TIME_CODES: 366,
  /** Refresh tokens, from when they expired. */
  SESSIONS: 366,
  /** Failed sign-ins, from when they happened. */
  LOGIN_FAILURES: 366,
  /** Cart lines untouched this long: an abandoned cart. */
  ABANDONED_CARTS: 180,
} as const;
export type RetentionKind = keyof typeof RETENTION_DEFAULT_DAYS;
export const RETENTION_KINDS = Object.keys(RETENTION_DEFAULT_DAYS) as RetentionKind[];

export const breachCreateSchema = z
  .object({
    /** When the company became aware of it (the 72 hours run from here). */
    foundAt: z.iso.datetime({ offset: true }),
    description: z.string().trim().min(10).max(4000),
    dataKinds: z.string().trim().min(3).max(1000),
    consequences: z.string().trim().max(2000).default(''),
    measures: z.string().trim().max(2000).default(''),
    /** The people affected (user ids). */
    userIds: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      )
      .max(100_000)
      .default([]),
  })
  .strict()
  .meta({ id: 'BreachCreate' });

export const breachNoticeSchema = z.object({ whom: z.enum(['BOARD', 'PEOPLE']) }).strict();

export const breachSchema = z.object({
  id: z.number().int(),
  foundAt: z.string(),
  /** foundAt + BREACH_NOTICE_HOURS. */
  noticeDueAt: z.string(),
  description: z.string(),
  dataKinds: z.string(),
  consequences: z.string(),
  measures: z.string(),
  boardNotifiedAt: z.string().nullable(),
  peopleNotifiedAt: z.string().nullable(),
  userIds: z.array(z.number().int()),
  /** The notices drafted from the record, to send as they are or edited. */
  drafts: z.object({ board: z.string(), people: z.string() }),
});
export type Breach = z.infer<typeof breachSchema>;

export const breachResponseSchema = z.object({ success: z.literal(true), data: breachSchema });
export const breachesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(breachSchema),
});
