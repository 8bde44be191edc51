import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestCatalogue } from '../../../test/builders/products';
import { createTestUser } from '../../../test/builders/people';
import { signInNewUser } from '../../../test/builders/people';
import { createOrder, readOrder, readOrderLines, type NewOrder } from '..';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('createOrder', () => {
  it('answers the order and its lines exactly as reading them back does', async () => {
    const user = await createTestUser(testApp.db);
    const adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
    const catalogue = await createTestCatalogue(testApp.app, adminAuth);
    const soap = { id: await catalogue.addProduct({ name: 'Neem Soap', price: '45.00' }) };
    const oil = { id: await catalogue.addProduct({ name: 'Amla Oil', price: '199.50' }) };
    const lines: NewOrder['lines'] = [
      { product: oil, name: 'Amla Oil', pricePaise: 19_950, quantity: 1, image: 'oil.jpg' },
      { product: soap, name: 'Neem Soap', pricePaise: 4_500, quantity: 3, image: null },
    ].map(({ product, name, pricePaise, quantity, image }) => ({
      productId: product.id,
      name,
      unitPricePaise: pricePaise,
      quantity,
      points: 2,
      image,
      hsnCode: '3401',
      gstRate: 18,
    }));
    const created = await testApp.db.transaction((db) =>
      createOrder({
        db,
        numberPrefix: 'PGM',
        idempotencyKey: { userId: user.id, key: 'no-such-key' },
        order: {
          userId: user.id,
          status: 'PENDING_PAYMENT',
          paymentMethod: 'RAZORPAY',
          paymentStatus: 'AWAITING_PAYMENT',
          subtotalPaise: 33_450,
          feePaise: 1_673,
          totalPaise: 32_123,
          discountPaise: 3_000,
          couponCode: 'DIWALI10',
          customer: { name: 'Asha Verma', email: null, phone: '9876543210' },
          address: {
            name: 'Asha Verma',
            phone: '9876543210',
            email: null,
            streetAddress: '12 MG Road',
            additionalAddressLine: null,
            city: 'Bengaluru',
            state: 'Karnataka',
            postalCode: '560001',
            country: 'India',
            landmarks: ['Opposite the bus stand'],
          },
          expiresAt: new Date(Date.now() + 30 * 60_000),
          lines,
        },
      }),
    );
    const { lines: createdLines, ...order } = created;
    expect(order).toEqual(await readOrder({ db: testApp.db, id: order.id }));
    expect(order.placedAt).toBeInstanceOf(Date);
    expect(order.expiresAt).toBeInstanceOf(Date);
    expect(createdLines).toEqual(await readOrderLines({ db: testApp.db, orderId: order.id }));
  });
});
