import { z } from 'zod';
import { MOBILE_PATTERN } from '../phone';
import type { Permission } from '../permissions';
import { labelledValueSchema, pageQueryFields, pagedEnvelope } from './paging';
import { collectionConsentSchema } from './privacy';
import { kycPayloadSchema, payoutPayloadSchema } from './wallet';
import { returnRequestPayloadSchema } from './returns';

export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The kinds of request; each has a payload schema below and a type in the API's registry. */
export const REQUEST_TYPES = [
  'ASSOCIATE_UPGRADE',
  'PLACEMENT_CHANGE',
  'IDENTITY_CHANGE',
  'KYC',
  'PAYOUT',
  'RETURN',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What each kind is called and which permission decides it (besides requests.decide). */
export const REQUEST_TYPE_INFO: Record<RequestType, { label: string; permission: Permission }> = {
  ASSOCIATE_UPGRADE: { label: 'Become an associate', permission: 'network.manage' },
  PLACEMENT_CHANGE: { label: 'Placement change', permission: 'network.manage' },
  IDENTITY_CHANGE: { label: 'Sign-in email or phone change', permission: 'users.manage' },
  KYC: { label: 'KYC (PAN and bank account)', permission: 'finance.manage' },
  PAYOUT: { label: 'Wallet withdrawal', permission: 'finance.manage' },
  RETURN: { label: 'Return of items', permission: 'orders.manage' },
};

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

const referralCode = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} is too long`)
    .transform((code) => code.toUpperCase());

/** Payload of each kind, checked when asked and again when approved. */
export const requestPayloadSchemas = {
  ASSOCIATE_UPGRADE: z.object({ sponsorCode: referralCode("Sponsor's referral code") }).strict(),
  PLACEMENT_CHANGE: z
    .object({ newParentCode: referralCode("New upline's referral code") })
    .strict(),
  IDENTITY_CHANGE: z.discriminatedUnion('field', [
    z
      .object({
        field: z.literal('primaryEmail'),
        value: z.string().trim().toLowerCase().max(160).pipe(z.email('Invalid email')),
      })
      .strict(),
    z
      .object({
        field: z.literal('primaryPhone'),
        value: z.string().trim().regex(MOBILE_PATTERN, 'Enter valid 10-digit phone'),
      })
      .strict(),
  ]),
  KYC: kycPayloadSchema,
  PAYOUT: payoutPayloadSchema,
  RETURN: returnRequestPayloadSchema,
} satisfies Record<RequestType, z.ZodType>;
export type RequestPayload<T extends RequestType> = z.output<(typeof requestPayloadSchemas)[T]>;

export const submitRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ASSOCIATE_UPGRADE'),
    payload: requestPayloadSchemas.ASSOCIATE_UPGRADE,
  }),
  z.object({
    type: z.literal('PLACEMENT_CHANGE'),
    payload: requestPayloadSchemas.PLACEMENT_CHANGE,
  }),
  z.object({ type: z.literal('IDENTITY_CHANGE'), payload: requestPayloadSchemas.IDENTITY_CHANGE }),
  z.object({
    type: z.literal('KYC'),
    payload: requestPayloadSchemas.KYC,
    /** The privacy notice shown at the KYC form (decision 0143); not kept in the request. */
    consent: collectionConsentSchema.optional(),
  }),
  z.object({ type: z.literal('PAYOUT'), payload: requestPayloadSchemas.PAYOUT }),
  z.object({ type: z.literal('RETURN'), payload: requestPayloadSchemas.RETURN }),
]);
export type SubmitRequest = z.input<typeof submitRequestSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const requestSchema = z
  .object({
    id: z.number().int(),
    /** One of REQUEST_TYPES, or a kind this version does not know (shown, not decided). */
    type: z.string(),
    status: z.enum(REQUEST_STATUSES),
    requester: personSchema,
    createdAt: z.string(),
    /** What is asked, in words, as it was when asked. */
    details: z.array(labelledValueSchema),
    payload: z.unknown(),
    decidedBy: personSchema.nullable(),
    decidedAt: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Request' });
export type Request = z.infer<typeof requestSchema>;

export const requestListQuerySchema = z
  .object({
    ...pageQueryFields,
    /** With a status in the path: only this kind. */
    type: z.enum(REQUEST_TYPES).optional(),
    /** With a kind in the path: only this status. */
    status: z.enum(REQUEST_STATUSES).optional(),
  })
  .strict();
export const requestListResponseSchema = pagedEnvelope(requestSchema);
export const requestResponseSchema = z.object({ success: z.literal(true), data: requestSchema });

export const rejectRequestSchema = z
  .object({
    reason: z
      .string('Give a reason')
      .trim()
      .min(3, 'Give a reason (at least 3 characters)')
      .max(500, 'At most 500 characters'),
  })
  .strict();

export const REQUEST_MESSAGES = {
  alreadyPending: 'You already have a pending request of this kind.',
  notAllowed: 'You cannot ask for this.',
  unknownType: 'This kind of request is not known to this version of the system.',
  invalidPayload: 'The details of this request are not valid, so it cannot be approved.',
  cannotDecideType: 'You may not decide requests of this kind.',
  onlyOwnCancel: 'You can only cancel your own requests.',
  cancelled: 'Request cancelled',
  submitted: 'Request sent',
} as const;

/** "This request was already approved by Asha Verma on …": the second of two deciders. */
export const alreadyDecidedMessage = (
  status: RequestStatus,
  by: string | null,
  at: string | null,
) =>
  `This request was already ${status.toLowerCase()}${by ? ` by ${by}` : ''}${
    at ? ` on ${new Date(at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}` : ''
  }.`;
