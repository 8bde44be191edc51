import { z } from 'zod';
import { INDIAN_STATES } from '../constants';
import { atMostCharacters, MESSAGES } from '../messages';
import { TEN_DIGITS_PATTERN } from '../phone';
import { collectionConsentSchema } from './privacy';

const text = MESSAGES.lead;

/** The lead form (spec part 1 §3, §5); `website` is a honeypot people never see or fill. */
export const createContactSchema = z
  .object({
    name: z
      .string({ error: text.nameRequired })
      .trim()
      .min(1, text.nameRequired)
      .max(100, atMostCharacters(100)),
    mobile: z
      .string({ error: text.mobileRequired })
      .trim()
      .min(1, text.mobileRequired)
      .regex(TEN_DIGITS_PATTERN, text.mobileTenDigits),
    email: z
      .string({ error: text.emailRequired })
      .trim()
      .min(1, text.emailRequired)
      .max(160, atMostCharacters(160))
      .pipe(z.email(text.emailInvalid)),
    state: z
      .enum(INDIAN_STATES, { error: 'Choose a state from the list' })
      .or(z.literal(''))
      .optional(),
    pincode: z
      .string()
      .regex(/^\d{6}$/, MESSAGES.address.pinCodeInvalid)
      .optional(),
    website: z.string().max(200).optional(),
    /** The privacy notice shown and the optional purposes ticked (decision 0143). */
    consent: collectionConsentSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateContact' });
export type CreateContactInput = z.input<typeof createContactSchema>;

export const CONTACT_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;

export const contactSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    state: z.string().nullable(),
    pincode: z.string().nullable(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const createContactResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true) }),
});

export const contactListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    q: z.string().trim().max(100).optional(),
    status: z.enum(CONTACT_STATUSES).optional(),
  })
  .strict();

export const leadSchema = contactSchema.extend({ notes: z.string() }).meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

export const contactListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(leadSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});

export const updateLeadSchema = z
  .object({
    status: z.enum(CONTACT_STATUSES).optional(),
    notes: z.string().max(2000).optional(),
  })
  .strict()
  .refine(
    (value) => value.status !== undefined || value.notes !== undefined,
    'Change the status or the notes',
  );

export const leadResponseSchema = z.object({ success: z.literal(true), data: leadSchema });
