import { z } from 'zod';
import { DEFAULT_COUNTRY, INDIAN_STATES } from '../constants';
import { atMostCharacters, MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../phone';
import { EMAIL_PATTERN } from './account-rules';

const text = MESSAGES.address;
export const ADDRESS_TYPES = ['HOME', 'OFFICE', 'OTHER'] as const;
export const MAX_ADDRESSES_PER_USER = 20;
export const MAX_LANDMARKS = 10;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, atMostCharacters(max));

/** Address form and payload (spec part 1 §3, messages of §5). */
export const addressInputSchema = z
  .object({
    name: required(text.nameRequired, 100),
    phone_number: z
      .string({ error: text.phoneRequired })
      .trim()
      .min(1, text.phoneRequired)
      .regex(MOBILE_PATTERN, text.phoneInvalid),
    email: z
      .string()
      .trim()
      .max(160)
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), text.emailInvalid)
      .optional()
      .nullable(),
    street_address: required(text.streetRequired, 300),
    additional_address_line: z.string().trim().max(300).optional().nullable(),
    city: required(text.cityRequired, 100),
    state: z.enum(INDIAN_STATES, { error: text.stateRequired }),
    postal_code: z
      .string({ error: text.pinCodeRequired })
      .trim()
      .min(1, text.pinCodeRequired)
      .regex(/^\d{6}$/, text.pinCodeInvalid),
    // Delivery is India-only: the form shows the country without letting it change, and any
    // spelling of India is stored as DEFAULT_COUNTRY (decision 0114).
    country: required(text.countryRequired, 60)
      .refine(
        (value) => value.toLowerCase() === DEFAULT_COUNTRY.toLowerCase(),
        text.countryIndiaOnly,
      )
      .transform(() => DEFAULT_COUNTRY),
    landmarks: z.array(z.string().trim().min(1).max(100)).max(MAX_LANDMARKS).default([]),
    type: z.enum(ADDRESS_TYPES, { error: text.typeRequired }).default('HOME'),
    isDefault: z.boolean().default(false),
    latitude: z.number().min(-90).max(90).default(0),
    longitude: z.number().min(-180).max(180).default(0),
    // Sent by some clients; ownership comes from the token, so these are ignored.
    id: z.unknown().optional(),
    userId: z.unknown().optional(),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const ADDRESS_FORM_DEFAULTS = {
  name: '',
  phone_number: '',
  email: '',
  street_address: '',
  additional_address_line: '',
  city: '',
  state: '',
  postal_code: '',
  country: DEFAULT_COUNTRY,
  landmarks: '',
  type: 'HOME',
  isDefault: false,
} as const;

export const addressSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone_number: z.string(),
    email: z.string().nullable(),
    street_address: z.string(),
    additional_address_line: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
    landmarks: z.array(z.string()),
    type: z.enum(ADDRESS_TYPES),
    isDefault: z.boolean(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

/** Spec part 1 §7: the list answers `{flag, data, error}`. */
export const addressListResponseSchema = z.object({
  flag: z.literal(true),
  data: z.array(addressSchema),
  error: z.null(),
});
export const addressDeleteResponseSchema = z.object({
  flag: z.literal(true),
  data: z.object({ id: z.number().int() }),
  error: z.null(),
});

/** Landmarks are typed as one comma-separated text (spec part 1 §3). */
export const splitLandmarks = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
