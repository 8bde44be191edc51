import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrderDetail } from '@saathi/shared';

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

/**
 * A cash-on-delivery order of `lines` (product id, quantity) placed the way a shopper places one:
 * a delivery address in Bengaluru, the lines in the cart, then the order. Answers the order.
 */
export async function placeCodOrder(
  app: FastifyInstance,
  auth: Record<string, string>,
  lines: [productId: number, quantity: number][],
) {
  const addressId = await addAddress(app, auth);
  for (const [productId, quantity] of lines) await addToCart(app, auth, productId, quantity);
  const placed = await placeOrder(app, auth, { addressId, paymentMethod: 'COD' });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.order as OrderDetail;
}

/** An admin moves the order through every status to DELIVERED, as the console does. */
export async function deliverOrder(
  app: FastifyInstance,
  adminAuth: Record<string, string>,
  orderId: number,
) {
  for (const payload of [
    { status: 'CONFIRMED' },
    { status: 'PACKED' },
    { status: 'SHIPPED', courier: 'Delhivery', trackingNumber: 'DL 1234-56' },
    { status: 'DELIVERED' },
  ]) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: adminAuth,
      payload,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}
