// The phone rules of the specification (spec part 1 §5, §9): Indian numbers of PHONE_LENGTH digits,
// dial code +91. Each variant the spec names is written once here; the zod schemas, the API and
// the screens use these. No zod here, so the web app's first load can use it.
import { PHONE_DIAL_CODE, PHONE_LENGTH } from './constants';

const REST = PHONE_LENGTH - 1;

/** A mobile number: 10 digits starting 6-9 (profile, address, company phones, registration). */
export const MOBILE_PATTERN = new RegExp(`^[6-9]\\d{${REST}}$`);

/** The one-time-code login destination: 10 digits not starting with 0. */
export const LOGIN_PHONE_PATTERN = new RegExp(`^[1-9]\\d{${REST}}$`);

/** Exactly 10 digits, whatever the first (the lead form, the older sign-up popup's phone step). */
export const TEN_DIGITS_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** Registration's email-or-phone field: all digits and longer than a phone number is too long. */
export const isTooLongForPhone = (value: string) =>
  /^\d+$/.test(value) && value.length > PHONE_LENGTH;

// The dial code with or without "+", or a trunk 0, before the ten digits.
const TYPED_MOBILE = new RegExp(
  `^(?:\\+?${PHONE_DIAL_CODE.replace('+', '')}|0)?([6-9]\\d{${REST}})$`,
);

/**
 * A mobile number as people type it — "+91 98123 00003", "098123-00003", "919812300003" — as it
 * is stored, "9812300003"; undefined for anything else (a username, an email).
 */
export function mobileFromInput(text: string): string | undefined {
  return TYPED_MOBILE.exec(text.replace(/[\s-]/g, ''))?.[1];
}

const lastDigits = (phone: string) => phone.replace(/\D/g, '').slice(-PHONE_LENGTH);

/**
 * Every phone a screen shows, one way (issue 28, decision 0115): "9876543210" → "+91 98765 43210";
 * anything not a 10-digit number as given. The address card's "+91 plus the number" (spec part 1
 * §2) is this too: the dial code, then the number grouped 5 + 5 as Indian numbers are written.
 */
export function formatPhone(phone: string): string {
  const digits = lastDigits(phone);
  if (digits.length !== PHONE_LENGTH) return phone;
  return `${PHONE_DIAL_CODE} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A link that calls the number: "tel:+919876543210". */
export const phoneHref = (phone: string) => `tel:${PHONE_DIAL_CODE}${phone}`;

/** The number as messaging links take it, dial code without "+": "919876543210" (wa.me/…). */
export const phoneInternationalDigits = (phone: string) =>
  `${PHONE_DIAL_CODE.replace('+', '')}${phone}`;
