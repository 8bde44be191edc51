import type { createContactSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contacts } from './tables';

type CreateContactData = z.output<typeof createContactSchema>;

/** Stores a lead. A filled honeypot marks a bot: it is dropped without telling the bot. */
export async function createContact({ db, input }: { db: Db; input: CreateContactData }) {
  if (input.website) return { isStored: false };
  await db.insert(contacts).values({
    name: input.name,
    mobile: input.mobile,
    email: input.email.toLowerCase(),
    state: input.state || null,
    pincode: input.pincode ?? null,
  });
  return { isStored: true };
}
