import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@saathi/shared/locales';
import type { Db } from '../../../db/client';
import { users, type UserRow } from '../tables';

/**
 * Where a person is told things (the outbox): the address they sign in with, or the one they
 * have when the other is missing; null with neither.
 */
export function messageDestinationOf(
  user: Pick<UserRow, 'loginType' | 'primaryEmail' | 'primaryPhone'>,
) {
  const { primaryEmail, primaryPhone } = user;
  const isEmail = Boolean(primaryEmail) && (user.loginType === 'EMAIL' || !primaryPhone);
  const destination = isEmail ? primaryEmail : primaryPhone;
  if (!destination) return null;
  return { channel: isEmail ? ('email' as const) : ('sms' as const), destination };
}

export type MessageDestination = NonNullable<ReturnType<typeof messageDestinationOf>>;

/**
 * Where each of these people is told things, by user id, and the language they chose (null: none,
 * English; decision 0167); inactive people are left out.
 */
export async function getMessageDestinations({ db, ids }: { db: Db; ids: number[] }) {
  const rows = ids.length
    ? await db
        .select({
          id: users.id,
          loginType: users.loginType,
          primaryEmail: users.primaryEmail,
          primaryPhone: users.primaryPhone,
          language: users.preferredLanguage,
        })
        .from(users)
        .where(and(inArray(users.id, [...new Set(ids)]), eq(users.isActive, true)))
    : [];
  const destinations = new Map<number, { to: MessageDestination; language: Language | null }>();
  for (const row of rows) {
    const to = messageDestinationOf(row);
    if (to) destinations.set(row.id, { to, language: row.language });
  }
  return destinations;
}
