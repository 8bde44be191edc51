import { OTP_COUNTDOWN_SECONDS, channelOf } from '@saathi/shared';

const minutes = OTP_COUNTDOWN_SECONDS / 60;

/** Words of the messages that carry codes; the code is also stored for the dev outbox. */
export function codeMessage(options: {
  company: string;
  destination: string;
  code: string;
  purpose: 'register' | 'login';
}) {
  const { company, destination, code, purpose } = options;
  const action = purpose === 'register' ? 'complete your registration' : 'sign in';
  const isEmail = channelOf(destination) === 'email';
  return {
    channel: isEmail ? ('email' as const) : ('sms' as const),
    destination,
    subject: `Your ${company} verification code`,
    body:
      `${code} is your ${company} code to ${action}. It expires in ${minutes} minutes. ` +
      `Never share it: ${company} staff will never ask for it.`,
    code,
  };
}

/** Sent instead of a code when a sign-in code is asked for an address with no account. */
export function noAccountMessage(options: {
  company: string;
  destination: string;
  signupUrl: string;
}) {
  const isEmail = channelOf(options.destination) === 'email';
  return {
    channel: isEmail ? ('email' as const) : ('sms' as const),
    destination: options.destination,
    subject: `Sign-in attempt at ${options.company}`,
    body:
      `Someone asked to sign in to ${options.company} with this ${isEmail ? 'email' : 'number'}, ` +
      `but no account uses it. To join, register at ${options.signupUrl}. If this was not you, ignore this message.`,
  };
}
