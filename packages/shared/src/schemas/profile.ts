import { z } from 'zod';
import { GENDERS, type LOGIN_TYPES } from '../constants';
import { atMostCharacters, MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../phone';
import { EMAIL_PATTERN, PASSWORDS_MISMATCH_MESSAGE, passwordSchema } from './account-rules';
import { languageSchema, userSchema } from './user';

const text = MESSAGES.profile;

const requiredEmail = z
  .string({ error: text.emailRequired })
  .trim()
  .min(1, text.emailRequired)
  .regex(EMAIL_PATTERN, text.invalidEmail)
  .max(160, atMostCharacters(160))
  .transform((value) => value.toLowerCase());
const requiredPhone = z
  .string({ error: text.phoneRequired })
  .trim()
  .min(1, text.phoneRequired)
  .regex(MOBILE_PATTERN, text.invalidPhone);

/**
 * Profile update payload (spec part 1 §3). The login identifier is never writable: the client sends null
 * for it (email for EMAIL logins, phone for PHONE logins) and the server ignores any value there.
 */
export const profileUpdateSchema = (loginType: (typeof LOGIN_TYPES)[number]) =>
  z
    .object({
      firstName: z
        .string({ error: text.firstNameRequired })
        .trim()
        .min(1, text.firstNameRequired)
        .max(60, atMostCharacters(60)),
      midName: z.string().trim().max(60).optional().nullable(),
      lastName: z
        .string({ error: text.lastNameRequired })
        .trim()
        .min(1, text.lastNameRequired)
        .max(60, atMostCharacters(60)),
      primaryEmail: loginType === 'EMAIL' ? z.any().optional() : requiredEmail,
      primaryPhone: loginType === 'PHONE' ? z.any().optional() : requiredPhone,
      gender: z
        .string({ error: text.genderRequired })
        .transform((value) => value.toUpperCase())
        .pipe(z.enum(GENDERS, { error: text.genderRequired })),
      dob: z
        .union([z.literal(''), z.iso.datetime({ offset: true }), z.iso.date()])
        .optional()
        .nullable(),
      imageFile: z.string().max(500).optional().nullable(),
      alternateEmails: z
        .array(z.string().regex(EMAIL_PATTERN, text.invalidEmail))
        .max(5)
        .optional(),
      alternatePhone: z
        .array(z.string().regex(MOBILE_PATTERN, text.invalidPhone))
        .max(5)
        .optional(),
      preferredLanguage: languageSchema.optional(),
    })
    .strip();

/** The language switch's update (issue 29): the language alone, nothing else changes. */
export const profileLanguageSchema = z.object({ preferredLanguage: languageSchema }).strict();

/** True when a profile update carries only the language, as the language switch sends it. */
export const isLanguageOnlyUpdate = (payload: unknown) =>
  typeof payload === 'object' &&
  payload !== null &&
  Object.keys(payload).length === 1 &&
  Object.hasOwn(payload, 'preferredLanguage');

export const updatedUserResponseSchema = z.object({ success: z.literal(true), data: userSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(128).optional(),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }).max(128),
  })
  .strict()
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export const userDetailsRequestSchema = z
  .object({ emailorPhone: z.string().trim().min(1).max(160) })
  .strict();
