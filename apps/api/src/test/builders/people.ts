import type { BinaryLeg, Role } from '@saathi/shared';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/password';
import { getRootAssociate, type AssociateRow } from '../../modules/associates';
import { joinNetwork } from '../../flows/join-network';
import { createUser, type NewUser } from '../../modules/users';
import { signIn } from '../sign-in';

let sequence = 0;
let sharedHash: Promise<string> | undefined;

/** A user with a known password; every field can be overridden. */
export async function createTestUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string; roles?: Role[] } = {},
) {
  sequence += 1;
  const { password = 'Passw0rd1', ...fields } = overrides;
  const row = await createUser({
    db,
    values: {
      username: `user${sequence}${Date.now() % 100000}`,
      primaryEmail: `user${sequence}.${Date.now()}@example.in`,
      firstName: 'Test',
      lastName: 'User',
      loginType: 'EMAIL',
      roles: ['CUSTOMER'],
      passwordHash: await hashPassword(password),
      ...fields,
    },
  });
  return { ...row, password };
}

/** A new user signed in through the real endpoint; answers bearer headers for inject(). */
export async function signInNewUser(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createTestUser>[1] = {},
) {
  const user = await createTestUser(db, overrides);
  return { user, ...(await signIn(app, user)) };
}

/**
 * Many signed-in shoppers at once (races, benchmarks): accounts share one password hash and get
 * access tokens directly, so two hundred cost milliseconds instead of two hundred argon2 hashes.
 */
export async function createShoppers(app: FastifyInstance, db: Db, count: number) {
  sharedHash ??= hashPassword('Passw0rd1');
  const passwordHash = await sharedHash;
  return Promise.all(
    Array.from({ length: count }, async () => {
      sequence += 1;
      const suffix = `${sequence}${randomUUID().slice(0, 6)}`;
      const user = await createUser({
        db,
        values: {
          username: `shopper${suffix}`,
          primaryEmail: `shopper${suffix}@example.in`,
          firstName: 'Shopper',
          lastName: String(sequence),
          loginType: 'EMAIL',
          roles: ['CUSTOMER'],
          passwordHash,
        },
      });
      const token = await app.accessTokens.sign({
        userId: user.id,
        roles: ['CUSTOMER'],
        sessionId: randomUUID(),
      });
      return { user, auth: { authorization: `Bearer ${token}` } };
    }),
  );
}

/**
 * A new associate (user and node) under `sponsor` (default: the company's node), placed in the
 * plan tree of the plan in force as a join is; `leg` under MANUAL binary placement.
 */
export async function createTestAssociate(
  db: Db,
  options: { sponsor?: AssociateRow; firstName?: string; lastName?: string; leg?: BinaryLeg } = {},
) {
  const user = await createTestUser(db, {
    roles: ['ASSOCIATE'],
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Associate',
  });
  const sponsor = options.sponsor ?? (await getRootAssociate({ db }))!;
  const node = await db.transaction((tx) =>
    joinNetwork({ db: tx, userId: user.id, sponsor, prefix: 'PGM', leg: options.leg }),
  );
  return { user, node };
}

/** An associate under `sponsor`, signed in through the real endpoint. */
export async function signInNewAssociate(
  app: FastifyInstance,
  db: Db,
  options: { sponsor?: AssociateRow; firstName?: string; lastName?: string } = {},
) {
  const { user, node } = await createTestAssociate(db, options);
  return { user, node, ...(await signIn(app, user)) };
}
