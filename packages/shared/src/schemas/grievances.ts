import { z } from 'zod';
import { atMostCharacters, MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../phone';
import { pagedEnvelope, pageQueryFields } from './paging';

/**
 * Grievances (Consumer Protection (Direct Selling) Rules 2021 rule 4(8)-(9), (E-Commerce) Rules
 * 2020 rule 4(4)-(5); docs/decisions/0125): anyone files one, gets a reference at once, and the
 * grievance officer acknowledges it within 48 hours and redresses it within one month.
 */
export const GRIEVANCE_CATEGORIES = ['order', 'product', 'seller', 'personal-data'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];
export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  order: 'An order',
  product: 'A product',
  seller: 'A seller (associate)',
  'personal-data': 'My personal data',
};

export const GRIEVANCE_STATUSES = [
  'new',
  'acknowledged',
  'in_progress',
  'resolved',
  'rejected',
  'closed',
] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  new: 'Received',
  acknowledged: 'Acknowledged',
  in_progress: 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
  closed: 'Closed',
};
/** Where each status may go next; a rejection needs a reason. */
export const GRIEVANCE_MOVES: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  new: ['acknowledged', 'rejected'],
  acknowledged: ['in_progress', 'resolved', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: ['closed', 'in_progress'],
  rejected: ['closed'],
  closed: [],
};
/** Statuses after which the redressal deadline no longer runs. */
export const GRIEVANCE_DONE_STATUSES: readonly GrievanceStatus[] = [
  'resolved',
  'rejected',
  'closed',
];

/** GRV-2026-000123 */
export const GRIEVANCE_REFERENCE_PATTERN = /^GRV-\d{4}-\d{6}$/;
export const GRIEVANCE_ATTACHMENTS_MAX = 3;
/** An attachment's name in its URL: a random id and the stored kind. */
export const GRIEVANCE_ATTACHMENT_NAME_PATTERN = /^[0-9a-f-]{36}\.(webp|pdf)$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The filing form's fields (multipart, with up to three "attachments": images or PDFs). */
export const fileGrievanceSchema = z
  .object({
    category: z.enum(GRIEVANCE_CATEGORIES, { error: 'Choose what the grievance is about' }),
    description: z
      .string({ error: 'Describe the grievance' })
      .trim()
      .min(20, 'Describe the grievance in at least 20 characters')
      .max(4000, atMostCharacters(4000)),
    name: optionalText(120),
    phone: z
      .string()
      .trim()
      .regex(MOBILE_PATTERN, MESSAGES.profile.invalidPhone)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(160)
      .pipe(z.email('Invalid email format'))
      .optional()
      .or(z.literal('').transform(() => undefined)),
    orderNumber: optionalText(40),
    productName: optionalText(160),
    associateCode: optionalText(40),
    /** A honeypot people never see or fill. */
    website: z.string().max(200).optional(),
  })
  .strict()
  .meta({ id: 'FileGrievance' });
export type FileGrievanceInput = z.input<typeof fileGrievanceSchema>;

/** A visitor's lookup: the reference and the phone or email given when filing. */
export const grievanceLookupQuerySchema = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GRIEVANCE_REFERENCE_PATTERN, 'A reference looks like GRV-2026-000123'),
  contact: z.string().trim().min(5, 'Enter the phone or email you gave').max(160),
});

const messageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});

const attachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});

/** What the person who filed sees: no internal notes, no staff names. */
export const grievanceViewSchema = z
  .object({
    reference: z.string(),
    category: z.enum(GRIEVANCE_CATEGORIES),
    status: z.enum(GRIEVANCE_STATUSES),
    description: z.string(),
    orderNumber: z.string().nullable(),
    productName: z.string().nullable(),
    associateCode: z.string().nullable(),
    resolution: z.string().nullable(),
    createdAt: z.string(),
    acknowledgeBy: z.string(),
    resolveBy: z.string(),
    replies: z.array(messageSchema),
    attachments: z.array(attachmentSchema),
  })
  .meta({ id: 'GrievanceView' });
export type GrievanceView = z.infer<typeof grievanceViewSchema>;

export const grievanceViewResponseSchema = z.object({
  success: z.literal(true),
  data: grievanceViewSchema,
});
export const myGrievancesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(grievanceViewSchema),
});

/** The console's row: the view plus who filed, who handles it and its ageing. */
export const grievanceAdminSchema = grievanceViewSchema
  .extend({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    userId: z.number().int().nullable(),
    assigneeId: z.number().int().nullable(),
    assigneeName: z.string().nullable(),
    acknowledgedAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    escalatedAt: z.string().nullable(),
    isOverdue: z.boolean(),
    notes: z.array(messageSchema.extend({ authorName: z.string().nullable() })),
  })
  .meta({ id: 'GrievanceAdmin' });
export type GrievanceAdmin = z.infer<typeof grievanceAdminSchema>;

export const grievanceAdminResponseSchema = z.object({
  success: z.literal(true),
  data: grievanceAdminSchema,
});

export const grievanceListQuerySchema = z.object({
  ...pageQueryFields,
  status: z.enum(GRIEVANCE_STATUSES).optional(),
  category: z.enum(GRIEVANCE_CATEGORIES).optional(),
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export const grievanceListResponseSchema = pagedEnvelope(grievanceAdminSchema);

export const updateGrievanceSchema = z
  .object({
    status: z.enum(GRIEVANCE_STATUSES).optional(),
    /** The resolution or the reason for a rejection, told to the person. */
    reason: z.string().trim().min(5).max(2000).optional(),
    /** A staff member's user id; null unassigns. */
    assigneeId: z.number().int().positive().nullable().optional(),
  })
  .strict()
  .refine((input) => input.status !== 'rejected' || input.reason, {
    message: 'Give the reason for the rejection',
    path: ['reason'],
  });

export const grievanceMessageSchema = z
  .object({
    kind: z.enum(['note', 'reply']),
    body: z.string().trim().min(2, 'Write the message').max(4000),
  })
  .strict();

export const fileGrievanceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reference: z.string(), acknowledgeBy: z.string(), resolveBy: z.string() }),
});

export const grievanceReportQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month looks like 2026-11')
    .optional(),
});
export const grievanceReportRowSchema = z.object({
  category: z.string(),
  received: z.number().int(),
  acknowledgedInTime: z.number().int(),
  resolved: z.number().int(),
  resolvedInTime: z.number().int(),
  open: z.number().int(),
});
export type GrievanceReportRow = z.infer<typeof grievanceReportRowSchema>;
export const grievanceReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ month: z.string(), rows: z.array(grievanceReportRowSchema) }),
});
