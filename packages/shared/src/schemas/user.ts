import { z } from 'zod';
import { GENDERS, LOGIN_TYPES, ROLES } from '../constants';
import { LANGUAGE_CODES, type Language } from '../locales/languages';

export const roleSchema = z.enum(ROLES);
/** A language of the screens and messages (issue 29): 'en' or 'hi'. */
export const languageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

export const referralInfoSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  rank: z.string().nullable(),
  referalId: z.string().nullable(),
});

/** The user as the session and profile screens see it (spec part 1 §3). */
export const userSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string().nullable(),
    midName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    dob: z.string().nullable(),
    imageUrl: z.string().nullable(),
    loginType: z.enum(LOGIN_TYPES),
    roles: z.array(roleSchema),
    alternateEmails: z.array(z.string()),
    alternatePhone: z.array(z.string()),
    others: z.array(z.object({ referalInfo: referralInfoSchema.nullable() })),
    /** The language the person chose; null until they choose one. */
    preferredLanguage: languageSchema.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
