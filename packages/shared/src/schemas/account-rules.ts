import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { LOGIN_PHONE_PATTERN, MOBILE_PATTERN, isTooLongForPhone } from '../phone';

// Field rules of spec part 1 §5, written once for the API and the screens.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const USERNAME_MAX_LENGTH = 30;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

export const usernameSchema = z
  .string({ error: MESSAGES.registration.usernameLettersAndNumbers })
  .refine((value) => !/\s/.test(value), MESSAGES.registration.usernameNoSpaces)
  .refine(
    (value) =>
      value.length >= USERNAME_MIN_LENGTH &&
      value.length <= USERNAME_MAX_LENGTH &&
      /^[A-Za-z0-9]+$/.test(value) &&
      /[A-Za-z]/.test(value) &&
      /\d/.test(value),
    { message: MESSAGES.registration.usernameLettersAndNumbers, abort: true },
  );

export const PASSWORD_LENGTH_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';

export const passwordSchema = z
  .string({ error: PASSWORD_LENGTH_MESSAGE })
  .refine((value) => /[A-Za-z]/.test(value), MESSAGES.legacySignup.passwordLetter)
  .refine((value) => /\d/.test(value), MESSAGES.legacySignup.passwordNumber)
  .refine((value) => !/\s/.test(value), MESSAGES.legacySignup.passwordNoSpaces)
  .refine(
    (value) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
    PASSWORD_LENGTH_MESSAGE,
  );

export const personNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100)
  .regex(/^[\p{L} .'-]+$/u, MESSAGES.legacySignup.nameLettersSpaces);

/** Registration's one field for an email or a 10-digit phone (spec part 1 §5). */
export const emailOrPhoneSchema = z
  .string({ error: MESSAGES.registration.emailOrPhoneRequired })
  .min(1, MESSAGES.registration.emailOrPhoneRequired)
  .refine((value) => !/\s/.test(value), {
    message: MESSAGES.registration.spacesNotAllowed,
    abort: true,
  })
  .refine((value) => !isTooLongForPhone(value), {
    message: MESSAGES.registration.phoneTooLong,
    abort: true,
  })
  .refine(
    (value) => isEmail(value) || MOBILE_PATTERN.test(value),
    MESSAGES.login.invalidDestination,
  )
  .transform((value) => (isEmail(value) ? value.toLowerCase() : value));

/** Sign-in destination for a one-time code (spec part 1 §5 login form). */
export const loginDestinationSchema = z
  .string({ error: MESSAGES.login.emptyDestination })
  .trim()
  .min(1, MESSAGES.login.emptyDestination)
  .refine(
    (value) => isEmail(value) || LOGIN_PHONE_PATTERN.test(value),
    MESSAGES.login.invalidDestination,
  )
  .transform((value) => (isEmail(value) ? value.toLowerCase() : value));

export const otpSchema = z
  .string({ error: MESSAGES.login.otpSixDigits })
  .regex(/^\d{6}$/, MESSAGES.login.otpSixDigits);

export const channelOf = (destination: string) => (isEmail(destination) ? 'email' : 'phone');
