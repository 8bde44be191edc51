import { eq, sql } from 'drizzle-orm';
import type { Role } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { users } from '../tables';

/** Gives the user a role they may not have yet (a customer becoming an associate); idempotent. */
export async function addUserRole({ db, userId, role }: { db: Db; userId: number; role: Role }) {
  await db
    .update(users)
    .set({
      roles: sql`case when ${role} = any(${users.roles}) then ${users.roles}
                 else array_append(${users.roles}, ${role}) end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
