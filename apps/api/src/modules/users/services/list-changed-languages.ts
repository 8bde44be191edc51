import { gt } from 'drizzle-orm';
import type { Language } from '@saathi/shared/locales';
import type { Db } from '../../../db/client';
import { users } from '../tables';

/**
 * The language of every person whose profile changed since a moment, with when (decision 0154):
 * more than the language changes, never fewer, which is all the sessions' memory needs.
 */
export async function listChangedLanguages({ db, since }: { db: Db; since: Date }) {
  const rows = await db
    .select({ userId: users.id, language: users.preferredLanguage, changedAt: users.updatedAt })
    .from(users)
    .where(gt(users.updatedAt, since));
  return rows.map(({ userId, language, changedAt }) => ({
    userId,
    language: language as Language | null,
    changedAtMs: changedAt.getTime(),
  }));
}
