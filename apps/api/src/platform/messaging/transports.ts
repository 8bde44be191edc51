import type { Transporter } from 'nodemailer';
import { PHONE_DIAL_CODE } from '@saathi/shared';
import { isDevOutboxEnabled, type Config } from '../../config';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
  /** A marketing message needs its person's consent (decision 0129); the default is 'service'. */
  category?: 'service' | 'marketing';
  userId?: number;
}

export interface Transport {
  name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The dev outbox: the row itself is the delivery; `GET /dev/outbox` shows it. */
const devOutbox: Transport = { name: 'dev-outbox', send: async () => {} };

/** The mail library loads with the first e-mail, not with every process (decision 0189). */
function smtpTransport(config: Config): Transport {
  let mailer: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send(message) {
      mailer ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(config.SMTP_URL),
      );
      const transporter = await mailer;
      await transporter.sendMail({
        from: config.SMTP_FROM,
        to: message.destination,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}

function smsHttpTransport(config: Config): Transport {
  return {
    name: 'sms-http',
    async send(message) {
      const response = await fetch(config.SMS_API_URL!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.SMS_API_KEY ? { authorization: `Bearer ${config.SMS_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          to: `${PHONE_DIAL_CODE}${message.destination}`,
          message: message.body,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** A real transport when configured; otherwise the dev outbox, which production never uses. */
export function createTransports(
  config: Config,
): Record<OutgoingMessage['channel'], Transport | undefined> {
  const fallback = isDevOutboxEnabled(config) ? devOutbox : undefined;
  return {
    email: config.SMTP_URL ? smtpTransport(config) : fallback,
    sms: config.SMS_API_URL ? smsHttpTransport(config) : fallback,
  };
}
