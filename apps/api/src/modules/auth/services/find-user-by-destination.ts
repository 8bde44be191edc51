import { eq, sql } from 'drizzle-orm';
import { channelOf } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { users } from '../../users/tables';

/** The account whose primary email (case-insensitive) or primary phone is this destination. */
export async function findUserByDestination({ db, destination }: { db: Db; destination: string }) {
  const condition =
    channelOf(destination) === 'email'
      ? eq(sql`lower(${users.primaryEmail})`, destination.toLowerCase())
      : eq(users.primaryPhone, destination);
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row?.isActive ? row : undefined;
}
