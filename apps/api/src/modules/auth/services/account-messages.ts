import { OTP_COUNTDOWN_SECONDS, channelOf } from '@saathi/shared';
import type { Language } from '@saathi/shared/locales';
import { messagesIn } from '../../../platform/message-language';

const minutes = OTP_COUNTDOWN_SECONDS / 60;

/**
 * Words of the messages that carry codes, in the recipient's language (decision 0155); the code
 * is also stored for the dev outbox.
 */
export function codeMessage(options: {
  company: string;
  destination: string;
  code: string;
  /** signup: a sign-in code for an address no account uses, which makes one (decision 0121). */
  purpose: 'register' | 'login' | 'signup';
  language: Language | null;
}) {
  const { company, destination, code, purpose } = options;
  const t = messagesIn(options.language);
  const isEmail = channelOf(destination) === 'email';
  return {
    channel: isEmail ? ('email' as const) : ('sms' as const),
    destination,
    subject: t('messages.codeSubject', { company }),
    body: t('messages.codeBody', { code, company, purpose, minutes }),
    code,
  };
}
