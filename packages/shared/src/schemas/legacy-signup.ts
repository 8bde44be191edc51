import { z } from 'zod';
import { MESSAGES } from '../messages';
import { TEN_DIGITS_PATTERN } from '../phone';
import { EMAIL_PATTERN } from './account-rules';

// The older sign-up popup's field validators (spec part 1 §5 "Older sign-up field validators").
// The original patterns lost their end-of-string anchors; these are the intended, anchored rules.
// They only add the older messages: the popup also applies registerSchema, which the API enforces.
const text = MESSAGES.legacySignup;
const orEmpty = (test: (value: string) => boolean) => (value: string) =>
  value === '' || test(value);

export const legacySignupSchema = z.object({
  name: z.string().refine(
    orEmpty((value) => /^[\p{L}\p{M}\s]+$/u.test(value)),
    text.nameLettersSpaces,
  ),
  email: z.string().refine(
    orEmpty((value) => EMAIL_PATTERN.test(value.trim())),
    text.invalidEmail,
  ),
  username: z.string().refine(
    orEmpty((value) => /^[A-Za-z0-9]+$/.test(value)),
    text.usernameLettersNumbers,
  ),
  password: z
    .string()
    .refine(
      orEmpty((value) => /[A-Za-z]/.test(value)),
      text.passwordLetter,
    )
    .refine(
      orEmpty((value) => /\d/.test(value)),
      text.passwordNumber,
    )
    .refine(
      orEmpty((value) => !/\s/.test(value)),
      text.passwordNoSpaces,
    ),
});

/** The popup's mobile-number step: exactly 10 digits. */
export const legacyPhoneSchema = z.string().trim().regex(TEN_DIGITS_PATTERN, text.phoneTenDigits);
/** The popup's code request: the phone as the destination (the API then applies sendOtpSchema). */
export const legacySendOtpSchema = z.object({ destination: legacyPhoneSchema });
