import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PRODUCT_MAKER_ROLE_LABELS } from '../../constants';
import {
  categoryFieldsSchema,
  cosmeticDetailsSchema,
  IMAGE_TEXTS,
  medicalDetailsSchema,
  productFieldsSchema,
  productVariantInputSchema,
  saveStockSchema,
} from '../../schemas/catalog';
import { GST_MESSAGES } from '../../schemas/gst';
import { PRODUCT_FACTS_MESSAGES } from '../../schemas/product-facts';
import { COUPON_KIND_LABELS, COUPON_TEXTS, couponInputSchema } from '../../schemas/coupons';
import type { MessageKey } from '../catalogue';
import { CATALOGUES } from '../catalogues';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

const en = setupI18n({ locale: 'en', messages: { en: compileCatalogue(CATALOGUES.en) } });
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const expectEnglish = (pairs: [MessageKey, string][]) => {
  for (const [key, text] of pairs) expect(en._(key), key).toBe(text);
};

// Decision 0161: the console's catalogue, stock and coupons pages keep the shared schemas' and
// constants' English exactly, so a form finds a schema's message by its English.
describe("the console's catalogue, stock and coupons English is the spec's words", () => {
  it("equals the coupon schema's messages and the coupons' notices", () => {
    expectEnglish([
      ['consoleCoupons.enterCode', COUPON_TEXTS.enterCode],
      ['consoleCoupons.codeFormat', COUPON_TEXTS.codeFormat],
      ['consoleCoupons.percentRange', COUPON_TEXTS.percentRange],
      ['consoleCoupons.amountFormat', COUPON_TEXTS.amountFormat],
      ['consoleCoupons.amountPositive', COUPON_TEXTS.amountPositive],
      ['consoleCoupons.maxDiscountFlat', COUPON_TEXTS.maxDiscountFlat],
      ['consoleCoupons.datesInOrder', COUPON_TEXTS.datesInOrder],
      ['consoleCoupons.usesRange', COUPON_TEXTS.usesRange],
      ['consoleCoupons.usesPerCustomerRange', COUPON_TEXTS.usesPerCustomerRange],
      ['consoleCoupons.saved', COUPON_TEXTS.saved],
      ['consoleCoupons.pausedNotice', COUPON_TEXTS.pausedNotice],
      ['consoleCoupons.resumedNotice', COUPON_TEXTS.resumedNotice],
      ['consoleCoupons.percentOff', COUPON_KIND_LABELS.PERCENT],
      ['consoleCoupons.amountOffKind', COUPON_KIND_LABELS.FLAT],
    ]);
    const messages = messagesOf(couponInputSchema, {
      code: 'DIWALI',
      kind: 'NONE',
      validFrom: '1',
    });
    expect(messages).toContain(en._('consoleCoupons.chooseKind'));
    expect(messages).toContain(en._('consoleCoupons.dateFormat'));
  });

  it("equals the stock schema's messages", () => {
    const shown = [
      ...messagesOf(saveStockSchema, { productId: 0, quantity: 1.5, alertQuantity: -1 }),
      ...messagesOf(saveStockSchema, { productId: 1, quantity: -1, alertQuantity: 2.5 }),
      ...messagesOf(saveStockSchema, { productId: 1, quantity: 1e9, alertQuantity: 1e9 }),
    ];
    expect([...new Set(shown)].sort()).toEqual(
      [
        en._('consoleStock.chooseProduct'),
        en._('consoleStock.quantityWhole'),
        en._('consoleStock.quantityNegative'),
        en._('consoleStock.quantityTooLarge'),
        en._('consoleStock.alertWhole'),
        en._('consoleStock.alertNegative'),
        en._('consoleStock.alertTooLarge'),
      ].sort(),
    );
  });

  it("equals the catalogue schemas' messages the product, category and brand forms show", () => {
    expectEnglish([
      ['consoleCatalog.gstRateChoice', GST_MESSAGES.rate],
      ['consoleCatalog.hsnFormat', GST_MESSAGES.hsn],
      ['consoleCatalog.makerRoleChoice', PRODUCT_FACTS_MESSAGES.makerRole],
      ['consoleCatalog.makerNameLength', PRODUCT_FACTS_MESSAGES.makerName],
      ['consoleCatalog.makerAddressLength', PRODUCT_FACTS_MESSAGES.makerAddress],
      ['consoleCatalog.countryOfOriginFormat', PRODUCT_FACTS_MESSAGES.countryOfOrigin],
      ['consoleCatalog.atMost120', PRODUCT_FACTS_MESSAGES.bestBefore],
      ['consoleCatalog.manufacturer', PRODUCT_MAKER_ROLE_LABELS.MANUFACTURER],
      ['consoleCatalog.packer', PRODUCT_MAKER_ROLE_LABELS.PACKER],
      ['consoleCatalog.importer', PRODUCT_MAKER_ROLE_LABELS.IMPORTER],
    ]);
    const shown = new Set([
      ...messagesOf(productFieldsSchema, { name: '', categoryId: 'x' }),
      ...messagesOf(productFieldsSchema, { name: 'x'.repeat(121), price: '1.234', points: '-1' }),
      ...messagesOf(productFieldsSchema, { price: '2000000', gstRate: '7' }),
      ...messagesOf(productFieldsSchema, { variants: '[]' }),
      ...messagesOf(productFieldsSchema, {
        medicalDetails: '{"composition":""}',
        medicalEquipment: '{"modelNumber":""}',
        clothingDetails: '{"fabric":""}',
      }),
      ...messagesOf(productVariantInputSchema, { sku: '', price: '1', mrp: '0.555', points: 1.5 }),
      ...messagesOf(productVariantInputSchema, { sku: 'A', price: '2', mrp: '1' }),
      ...messagesOf(productVariantInputSchema, {
        label: 'x'.repeat(41),
        sku: 'A',
        price: '1.001',
        mrp: '2000000',
        netQuantity: 'x'.repeat(61),
      }),
      ...messagesOf(categoryFieldsSchema, { name: '' }),
    ]);
    for (const key of [
      'consoleCatalog.nameRequired',
      'consoleCatalog.nameTooLong',
      'consoleCatalog.chooseCategory',
      'consoleCatalog.priceRequired',
      'consoleCatalog.priceFormat',
      'consoleCatalog.priceTooMuch',
      'consoleCatalog.pointsWholeOrZero',
      'consoleCatalog.skuFormat',
      'consoleCatalog.mrpFormat',
      'consoleCatalog.mrpTooMuch',
      'consoleCatalog.mrpBelowPrice',
      'consoleCatalog.labelTooLong',
      'consoleCatalog.netQuantityTooLong',
      'consoleCatalog.pointsWhole',
      'consoleCatalog.keepOneVariant',
      'consoleCatalog.compositionRequired',
      'consoleCatalog.modelNumberRequired',
      'consoleCatalog.fabricRequired',
    ] as const) {
      expect(shown, key).toContain(en._(key));
    }
  });

  it('finds the messages the catalogue schemas and forms build with a value (decision 0180)', () => {
    const match = englishMatcher(compileCatalogue(CATALOGUES.en, 'consoleCatalog'));
    const variant = { sku: 'A-1', price: '10' };
    const shown = [
      ...messagesOf(medicalDetailsSchema, {
        composition: 'x'.repeat(1001),
        warnings: Array.from({ length: 21 }, () => 'w'),
      }),
      ...messagesOf(cosmeticDetailsSchema, { volumeMl: 20_000 }),
      ...messagesOf(productFieldsSchema, {
        variants: JSON.stringify([variant, { ...variant, sku: 'a-1', label: 'Big' }]),
      }),
      ...messagesOf(productFieldsSchema, { variants: JSON.stringify([{}]) }),
      ...messagesOf(productFieldsSchema, {
        variants: JSON.stringify(Array.from({ length: 31 }, () => variant)),
      }),
      IMAGE_TEXTS.atMost,
    ].map(match);
    for (const found of [
      { key: 'consoleCatalog.atMostCharacters', values: { max: '1000' } },
      { key: 'consoleCatalog.atMostItems', values: { max: '20' } },
      { key: 'consoleCatalog.atMostMeasure', values: { unit: 'ml' } },
      { key: 'consoleCatalog.usedTwice', values: { value: 'a-1' } },
      { key: 'consoleCatalog.nameEachVariant', values: {} },
      { key: 'consoleCatalog.skuRequired', values: {} },
      { key: 'consoleCatalog.atMost30Variants', values: {} },
      { key: 'consoleCatalog.atMostImages', values: { max: '8' } },
    ])
      expect(shown, found.key).toContainEqual(found);
    expectEnglish([
      ['consoleCatalog.addOneImage', IMAGE_TEXTS.addOne],
      ['consoleCatalog.imageType', IMAGE_TEXTS.type],
      ['consoleCatalog.imageSize', IMAGE_TEXTS.size],
    ]);
  });
});
