import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_ADDRESSES_PER_USER, type Address, type addressInputSchema } from '@saathi/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { AppError, notFound } from '../../../platform/errors';
import { addresses, type AddressRow } from '../tables';

type AddressData = z.output<typeof addressInputSchema>;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone_number: row.phoneNumber,
  email: row.email,
  street_address: row.streetAddress,
  additional_address_line: row.additionalAddressLine,
  city: row.city,
  state: row.state,
  postal_code: row.postalCode,
  country: row.country,
  landmarks: row.landmarks,
  type: row.type,
  isDefault: row.isDefault,
  latitude: row.latitude,
  longitude: row.longitude,
});

const toColumns = (input: AddressData) => ({
  name: input.name,
  phoneNumber: input.phone_number,
  email: input.email || null,
  streetAddress: input.street_address,
  additionalAddressLine: input.additional_address_line || null,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  country: input.country,
  landmarks: input.landmarks,
  type: input.type,
  latitude: input.latitude,
  longitude: input.longitude,
});

/** Default first, then newest. */
export async function listAddresses({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** An arbitrary constant: with the user id, the advisory lock key of one user's addresses. */
const ADDRESS_LOCK_CLASS = 7_340_301;

/**
 * Address writes for one user run one at a time (a transaction-scoped advisory lock on the
 * user's addresses, so the users table stays its owner's), so "one default" and "at most 20"
 * hold under concurrent requests; the partial unique index is the last line.
 */
async function inUserLock<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int, ${userId}::int)`);
    return work(tx);
  });
}

const clearOtherDefaults = (tx: Db, userId: number, keepId: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, keepId)),
    );

export async function createAddress({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: AddressData;
}) {
  return inUserLock(db, userId, async (tx) => {
    const [existing] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const total = existing?.total ?? 0;
    if (total >= MAX_ADDRESSES_PER_USER) {
      throw new AppError(
        'CONFLICT',
        `You can save at most ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
      );
    }
    const isDefault = input.isDefault || total === 0;
    if (isDefault) await clearOtherDefaults(tx, userId, -1);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...toColumns(input), isDefault })
      .returning();
    return toAddress(row!);
  });
}

export async function updateAddress(options: {
  db: Db;
  userId: number;
  id: number;
  input: AddressData;
}) {
  const { db, userId, id, input } = options;
  return inUserLock(db, userId, async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw notFound('Address');
    // Unticking the default does not leave the person without one; another must be chosen instead.
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault) await clearOtherDefaults(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...toColumns(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress({ db, userId, id }: { db: Db; userId: number; id: number }) {
  return inUserLock(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!deleted) throw notFound('Address');
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return { id };
  });
}

// Every checkout reads its delivery address: a named statement (decision 0094).
const userAddress = preparedPerDb((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))),
    )
    .prepare('addresses_of_user'),
);

/** One of the user's addresses (checkout delivers to it); another user's is a 404. */
export async function getAddress({ db, userId, id }: { db: Db; userId: number; id: number }) {
  const [row] = await userAddress(db).execute({ id, userId });
  if (!row) throw notFound('Address');
  return toAddress(row);
}
