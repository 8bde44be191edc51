import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogueErrorSchema,
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

  it('handles the nested kind details of one product', () => {
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

  it('refuses a route without a zod schema', () => {
    expect(() => fastSerializerCompiler({ schema: { type: 'object' } })).toThrow(TypeError);
  });
});
