import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { hashPassword } from '../platform/password';
import { createUser } from '../modules/users';

let sequence = 0;
let sharedHash: Promise<string> | undefined;

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

/** A deliverable address in Bengaluru (PIN 560001, Karnataka). */
export const BENGALURU_ADDRESS = {
  name: 'Asha Verma',
  phone_number: '9876543210',
  email: '',
  street_address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'India',
  landmarks: ['Near Trinity Metro'],
  type: 'HOME',
  isDefault: true,
};

export async function addAddress(
  app: FastifyInstance,
  auth: Record<string, string>,
  overrides: Partial<typeof BENGALURU_ADDRESS> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/addresses',
    headers: auth,
    payload: { ...BENGALURU_ADDRESS, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

export async function addToCart(
  app: FastifyInstance,
  auth: Record<string, string>,
  productId: number,
  quantity: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: auth,
    payload: { productId, quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export const placeOrder = (
  app: FastifyInstance,
  auth: Record<string, string>,
  payload: object,
  key: string = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...auth, 'idempotency-key': key },
    payload,
  });
