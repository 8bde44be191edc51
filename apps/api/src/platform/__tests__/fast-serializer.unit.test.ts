import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogueErrorSchema,
  placedOrderResponseSchema,
  productListResponseSchema,
  productResponseSchema,
} from '@saathi/shared';
import { fastSerializerCompiler } from '../fast-serializer';

const summary = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  brandId: id % 2 ? 4 : null,
  categoryId: 2,
  name: `Neem "Tulsi" Soap\n${id}`,
  description: 'Hand-made <b>soap</b> — ₹ price, emoji 🌿',
  price: 79.5,
  points: 3,
  pointDescription: '3 BV per unit',
  hsnCode: '3305',
  gstRate: 5,
  isVisible: true,
  isDeleted: false,
  images: [{ thumb: '/t.webp', card: '/c.webp', full: '/f.webp' }],
  inStock: id % 3 === 0,
  isLowStock: false,
  ...overrides,
});

describe('fast serializer', () => {
  it('writes exactly what zod would, nulls and escapes included', () => {
    const body = {
      data: [summary(1), summary(2), summary(3)],
      errors: [],
      meta: { page: 1, limit: 20, total: 3 },
    };
    const write = fastSerializerCompiler({ schema: productListResponseSchema });
    expect(JSON.parse(write(body))).toEqual(z.encode(productListResponseSchema, body));
  });

  it('never writes a field the schema does not declare', () => {
    const write = fastSerializerCompiler({ schema: productListResponseSchema });
    const leaky = {
      data: [summary(1, { passwordHash: 'secret', searchVector: "'neem':1" })],
      errors: [],
      internal: true,
    };
    const written = write(leaky);
    expect(written).not.toMatch(/secret|searchVector|internal/);
    expect(JSON.parse(written).data[0].name).toBe('Neem "Tulsi" Soap\n1');
  });

  const variant = (id: number, label: string) => ({
    id,
    label,
    sku: `NEEM-${id}`,
    price: 249.5,
    mrp: 299,
    discountPercent: 16,
    points: 12,
    netQuantity: null,
    gstRate: 18,
    hsnCode: '3401',
    inStock: true,
    isLowStock: false,
  });

  it('handles the nested kind details and the variants of one product', () => {
    const write = fastSerializerCompiler({ schema: productResponseSchema });
    const product = {
      ...summary(7),
      sizes: ['200 ml'],
      homeEssentialProducts: null,
      cosmeticProducts: {
        skinTypes: ['oily'],
        volumeMl: 150,
        keyIngredients: ['neem'],
        isDermatologicallyTested: true,
      },
      medicalDetails: null,
      medicalEquipment: null,
      clothingDetails: null,
      // Two packs, one with a stock entry an admin sees: optional fields both ways.
      variants: [
        { ...variant(70, '200 ml'), netQuantity: '200 ml', quantity: 12, alertQuantity: 5 },
        { ...variant(71, '500 ml'), isLowStock: true },
      ],
      facts: {
        makerRole: 'MANUFACTURER',
        makerName: 'Pragati Herbals (demo)',
        makerAddress: '12 Industrial Area, Pune, Maharashtra 411019',
        countryOfOrigin: 'India',
        bestBefore: 'Best before 24 months from packing',
      },
      categoryUniqueName: null,
      createdAt: '2026-11-21T05:00:00.000Z',
      updatedAt: '2026-11-21T05:00:00.000Z',
    };
    const body = { data: product, errors: [] };
    const parsed = productResponseSchema.safeParse(body);
    // Only a body the schema accepts is a fair comparison.
    if (!parsed.success) throw parsed.error;
    expect(JSON.parse(write(body))).toEqual(z.encode(productResponseSchema, parsed.data));
  });

  it('writes both error envelopes, with data null or an empty list', () => {
    const write = fastSerializerCompiler({ schema: catalogueErrorSchema });
    for (const data of [null, []]) {
      const body = {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields',
          fields: { limit: 'Too big: expected number to be <=100' },
          requestId: 'req-1',
        },
        data,
        errors: [{ errorDescription: 'Check the highlighted fields' }],
      };
      expect(JSON.parse(write(body))).toEqual(z.encode(catalogueErrorSchema, body as never));
    }
  });

  it('writes a placed order, paid on delivery or online, as zod would', () => {
    const write = fastSerializerCompiler({ schema: placedOrderResponseSchema });
    const line = (id: number, image: string | null) => ({
      id,
      productId: id + 100,
      variantId: id + 200,
      variantLabel: id === 1 ? '' : '1 kg',
      name: `Amla "Cold-pressed" Oil ${id}`,
      unitPrice: 349.8,
      quantity: 2,
      lineTotal: 699.6,
      points: 174,
      image,
    });
    const order = {
      id: 41,
      number: 'PGM-2026-000041',
      placedAt: '2026-11-23T06:46:46.630Z',
      status: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'CASH_ON_DELIVERY',
      itemCount: 2,
      itemNames: ['Amla "Cold-pressed" Oil 1', 'Amla "Cold-pressed" Oil 2'],
      image: '/uploads/products/a-thumb.webp',
      total: 1469.16,
      lines: [line(1, '/uploads/products/a-thumb.webp'), line(2, null)],
      address: {
        name: 'Asha Rao',
        phone: '9876543210',
        email: null,
        streetAddress: '1 MG Road\nFlat 4',
        additionalAddressLine: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'India',
        landmarks: ['Near the temple'],
      },
      subtotal: 1399.2,
      discount: 0,
      couponCode: null,
      fee: 69.96,
      feePercent: 5,
      payment: {
        method: 'COD',
        status: 'CASH_ON_DELIVERY',
        reference: null,
        refundReference: null,
        paidAt: null,
        expiresAt: null,
      },
      courier: null,
      trackingNumber: null,
      events: [{ status: 'PLACED', at: '2026-11-23T06:46:46.630Z', by: 'SHOPPER', note: null }],
      canCancel: true,
      canPay: false,
    };
    const online = {
      ...order,
      status: 'PENDING_PAYMENT',
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'AWAITING_PAYMENT',
      couponCode: 'DIWALI10',
      payment: { ...order.payment, method: 'RAZORPAY', status: 'AWAITING_PAYMENT' },
      canPay: true,
    };
    const razorpay = {
      keyId: 'rzp_test_1',
      razorpayOrderId: 'order_9A',
      amount: 146916,
      currency: 'INR',
      name: 'Saathi',
      description: 'Order PGM-2026-000041',
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    };
    for (const data of [
      { order, razorpay: null },
      { order: online, razorpay },
    ]) {
      const body = placedOrderResponseSchema.parse({ success: true, data });
      expect(JSON.parse(write({ ...body, internal: 'x' }))).toEqual(
        z.encode(placedOrderResponseSchema, body),
      );
    }
  });

  it('refuses a route without a zod schema', () => {
    expect(() => fastSerializerCompiler({ schema: { type: 'object' } })).toThrow(TypeError);
  });
});
