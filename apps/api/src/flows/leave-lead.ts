import type { createContactSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { createContact } from '../modules/contacts';
import { recordCollectionConsent } from '../modules/privacy';

/**
 * The public lead form: the lead (contacts) and the privacy notice's consents it was sent under
 * (privacy, decision 0143), together; a honeypot hit stores neither.
 */
export async function leaveLead({
  db,
  input,
}: {
  db: Db;
  input: z.output<typeof createContactSchema>;
}) {
  await db.transaction(async (tx) => {
    const stored = await createContact({ db: tx, input });
    if (!stored) return;
    await recordCollectionConsent({
      db: tx,
      source: 'LEAD_FORM',
      consent: input.consent,
      subject: { contactId: stored.id },
    });
  });
}
