import type { Language } from '@saathi/shared/locales';
import type { Db } from '../../../db/client';
import { messagesIn } from '../../../platform/message-language';
import type { Messenger } from '../../../platform/messaging/messenger';
import type { grievances } from '../tables';

type Contact = Pick<typeof grievances.$inferSelect, 'reference' | 'email' | 'phone'>;

/**
 * Tells the person who filed, by email and SMS to whatever they gave, in the caller's transaction
 * (sent only if it commits). The SMS stays short: the reference and where to look.
 */
export async function notifyFiler(options: {
  db: Db;
  messenger: Messenger;
  grievance: Contact;
  subject: string;
  body: string;
  /** The language subject and body are in: the SMS's own words follow it (decision 0155). */
  language: Language | null;
}) {
  const { db, messenger, grievance, subject, body } = options;
  const t = messagesIn(options.language);
  const messages = [
    ...(grievance.email
      ? [{ channel: 'email' as const, destination: grievance.email, subject, body }]
      : []),
    ...(grievance.phone
      ? [
          {
            channel: 'sms' as const,
            destination: grievance.phone,
            subject,
            body: t('messages.grievanceSms', { subject, reference: grievance.reference }),
          },
        ]
      : []),
  ];
  if (messages.length) await messenger.enqueueMany(messages, { db });
}
