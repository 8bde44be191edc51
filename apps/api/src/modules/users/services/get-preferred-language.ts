import { eq } from 'drizzle-orm';
import type { Language } from '@saathi/shared/locales';
import type { Db } from '../../../db/client';
import { users } from '../tables';

/** The language a person chose on their profile, or null: what the outbox writes to them in. */
export async function getPreferredLanguage({ db, userId }: { db: Db; userId: number }) {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return (row?.language ?? null) as Language | null;
}
