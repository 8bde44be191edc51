import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../tables';

/** The name an erased person's record shows where a record must stay (an order, a tree node). */
export const ERASED_PERSON_NAME = 'Erased person';

/**
 * Erasure of the person record (DPDP Act s.12(3), decision 0130): names, contacts, birth date,
 * photo and password go, the username becomes `erased-<id>` and the account is closed, so nobody
 * signs in as it again. The row stays because orders, invoices and the tree point at it.
 */
export async function anonymiseUser({ db, userId }: { db: Db; userId: number }) {
  await db
    .update(users)
    .set({
      firstName: ERASED_PERSON_NAME,
      midName: null,
      lastName: null,
      username: `erased-${userId}`,
      primaryEmail: null,
      primaryPhone: null,
      alternateEmails: [],
      alternatePhones: [],
      gender: null,
      dob: null,
      imageUrl: null,
      passwordHash: null,
      lastOtpSignInAt: null,
      preferredLanguage: null,
      isActive: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
