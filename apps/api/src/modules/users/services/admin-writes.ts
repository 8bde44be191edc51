import { and, arrayContains, count, eq, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, isStaffRole, type Role, type StaffRole } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { users, type UserRow } from '../tables';
import { clashingUserField } from './create-user';

/** Any user, active or not (the console sees deactivated accounts too); else a 404. */
export async function findUserById({ db, id }: { db: Db; id: number }) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

// One lock for every change that can remove an administrator: two admins demoting each other
// at once are serialised, so the second sees the first's change and the last admin stays.
const ADMIN_SET_LOCK = sql`pg_advisory_xact_lock(hashtext('saathi:admin-set'))`;

/**
 * In the caller's transaction: refuses a change that would leave no active administrator.
 * `willRemainAdmin` says whether the user is still an active admin after the change.
 */
async function assertAdminRemains(db: Db, user: UserRow, willRemainAdmin: boolean) {
  await db.execute(sql`select ${ADMIN_SET_LOCK}`);
  const isActiveAdmin = user.isActive && user.roles.includes('ADMIN');
  if (!isActiveAdmin || willRemainAdmin) return;
  const [admins] = await db
    .select({ value: count() })
    .from(users)
    .where(and(arrayContains(users.roles, ['ADMIN']), eq(users.isActive, true)));
  if (admins!.value <= 1) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
}

/** Deactivates or reactivates an account; never the last active administrator. */
export async function setUserActive(options: { db: Db; userId: number; isActive: boolean }) {
  const { db, userId, isActive } = options;
  const before = await findUserById({ db, id: userId });
  await assertAdminRemains(db, before, isActive);
  const [after] = await db
    .update(users)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return { before, after: after! };
}

/**
 * Sets a user's staff roles (STAFF_ROLES); CUSTOMER and ASSOCIATE stay as they are, since they
 * follow what the person does. Never removes the last active administrator.
 */
export async function setStaffRoles(options: { db: Db; userId: number; roles: StaffRole[] }) {
  const { db, userId } = options;
  const before = await findUserById({ db, id: userId });
  await assertAdminRemains(db, before, options.roles.includes('ADMIN'));
  const roles: Role[] = [...before.roles.filter((role) => !isStaffRole(role)), ...options.roles];
  const [after] = await db
    .update(users)
    .set({ roles, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return { before, after: after! };
}

/** Gives a role (an approved associate upgrade gives ASSOCIATE); a held role is kept once. */
export async function addRole({ db, userId, role }: { db: Db; userId: number; role: Role }) {
  const [after] = await db
    .update(users)
    .set({
      roles: sql`case when ${role} = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, ${role}) end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!after) throw notFound('User');
  return after;
}

/**
 * Changes the email or phone a person signs in with (an approved identity-change request): the
 * profile form never changes it. A clash with another account is a 409.
 */
export async function changeLoginIdentifier(options: {
  db: Db;
  userId: number;
  field: 'primaryEmail' | 'primaryPhone';
  value: string;
}) {
  const { db, userId, field, value } = options;
  try {
    const [after] = await db
      .update(users)
      .set({ [field]: value, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw notFound('User');
    return after;
  } catch (error) {
    if (!clashingUserField(error)) throw error;
    const what = field === 'primaryEmail' ? 'email' : 'phone number';
    throw new AppError('ALREADY_EXISTS', `This ${what} is already in use by another account.`, {
      fields: { value: `This ${what} is already in use by another account.` },
    });
  }
}

/** Customers who joined between two moments, for the dashboard (one indexed range scan). */
export async function countNewCustomers(options: { db: Db; from: Date; to: Date }) {
  const [row] = await options.db
    .select({ value: count() })
    .from(users)
    .where(
      and(
        sql`${users.createdAt} >= ${options.from} and ${users.createdAt} < ${options.to}`,
        arrayContains(users.roles, ['CUSTOMER']),
      ),
    );
  return row!.value;
}

/** Customers who joined per day (Indian dates, YYYY-MM-DD) since a moment, for a chart. */
export async function countNewCustomersByDay(options: { db: Db; from: Date }) {
  const day = sql<string>`to_char((${users.createdAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  return options.db
    .select({ day, value: count() })
    .from(users)
    .where(
      and(sql`${users.createdAt} >= ${options.from}`, arrayContains(users.roles, ['CUSTOMER'])),
    )
    .groupBy(day);
}
