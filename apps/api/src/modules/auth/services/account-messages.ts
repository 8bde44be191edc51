import { OTP_COUNTDOWN_SECONDS, channelOf } from '@saathi/shared';

const minutes = OTP_COUNTDOWN_SECONDS / 60;

/** Words of the messages that carry codes; the code is also stored for the dev outbox. */
export function codeMessage(options: {
  company: string;
  destination: string;
  code: string;
  /** signup: a sign-in code for an address no account uses, which makes one (decision 0121). */
  purpose: 'register' | 'login' | 'signup';
}) {
  const { company, destination, code, purpose } = options;
  const action = {
    register: 'complete your registration',
    login: 'sign in',
    signup: 'create your account and sign in',
  }[purpose];
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
