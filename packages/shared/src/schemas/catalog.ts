import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { paiseToRupees, RUPEES_TEXT_PATTERN, rupeesToPaise } from '../money';
import { GST_MESSAGES, gstRateSchema, hsnCodeSchema } from './gst';
import { DEFAULT_LANGUAGE } from '../locales/languages';
import { TRANSLATED_LANGUAGES } from './content';
import { idParamSchema } from './common';
import { productFactsSchema } from './product-facts';
import { languageSchema } from './user';

/** Catalogue answers keep the spec's wrapper: `{data, errors:[{errorDescription}]}` (spec part 2 §3). */
export const catalogueErrorItemSchema = z.object({ errorDescription: z.string() });

export const catalogueEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, errors: z.array(catalogueErrorItemSchema) });

/**
 * A failure on a catalogue path: the project's error envelope plus the spec's wrapper, so both
 * kinds of client read it. `data` is `[]` on list routes and `null` elsewhere.
 */
export const catalogueErrorSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
    data: z.union([z.null(), z.array(z.never())]),
    errors: z.array(catalogueErrorItemSchema),
  })
  .meta({ id: 'CatalogueError' });
export type CatalogueError = z.infer<typeof catalogueErrorSchema>;

// ---- Limits ----------------------------------------------------------------------------------

export const PRODUCT_PRICE_MAX_RUPEES = 1_000_000;
export const PRODUCT_IMAGES_MIN = 1;
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_LIST_LIMIT_MAX = 100;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const PRODUCT_SUGGEST_LIMIT = 8;
export const STOCK_AVAILABILITY_MAX_IDS = 100;
export const STOCK_QUANTITY_MAX = 1_000_000;
/** The console forms' image checks before sending (the forms find them by their English: 0180). */
export const IMAGE_TEXTS = {
  addOne: 'Add at least one image',
  atMost: `At most ${PRODUCT_IMAGES_MAX} images`,
  type: 'Choose a JPEG, PNG, WebP or AVIF image',
  size: 'The image must be 5 MB or smaller',
} as const;
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'popularity'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The admin stock table's orders: product name A–Z (default), or by quantity. */
export const STOCK_SORTS = ['name', 'quantity_asc', 'quantity_desc'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

// ---- Read shapes -----------------------------------------------------------------------------

export const productImageSchema = z.object({
  thumb: z.string(),
  card: z.string(),
  full: z.string(),
});

export const categorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    categoryImage: z.string().nullable(),
    categoryUniqueName: z.string(),
    isDeleted: z.boolean(),
    subCategories: z.array(z.string()),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    brandSlogan: z.string(),
    brandImage: z.string().nullable(),
    isDeleted: z.boolean(),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    brandId: z.number().int().nullable(),
    categoryId: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    /** Rupees, at most two decimals (stored as integer paise). */
    price: z.number(),
    /** Business value per unit. */
    points: z.number().int(),
    pointDescription: z.string(),
    /** For tax invoices: the HSN code and GST rate (%) its price includes. */
    hsnCode: z.string(),
    gstRate: z.number().int(),
    isVisible: z.boolean(),
    isDeleted: z.boolean(),
    images: z.array(productImageSchema),
    /** A stock entry with quantity > 0 exists. */
    inStock: z.boolean(),
    /** In stock, at or below the entry's alert quantity. */
    isLowStock: z.boolean(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

// ---- Kind details (see apps/api/src/modules/catalog/KIND-DETAILS.md) --------------------------

// Every rule says its limit in words: these messages reach the admin's form as they are.
const shortText = (max = 200) => z.string().trim().max(max, `At most ${max} characters`);
const textList = (max = 20, itemMax = 100) =>
  z
    .array(shortText(itemMax).min(1, 'Leave no item empty'), { error: 'Give a list of texts' })
    .max(max, `At most ${max} items`);
const months = z
  .number({ error: 'Give a number of months' })
  .int('Whole months only')
  .min(0, 'Cannot be negative')
  .max(600, 'At most 600 months');
const measure = (unit: string) =>
  z
    .number({ error: `Give a number of ${unit}` })
    .positive('Must be more than 0')
    .max(10_000, `At most 10,000 ${unit}`);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Choose one of: ${values.join(', ')}` });

export const SKIN_TYPES = ['normal', 'dry', 'oily', 'combination', 'sensitive', 'all'] as const;
export const GENDERS_FOR_CLOTHING = ['men', 'women', 'unisex', 'boys', 'girls', 'kids'] as const;
export const POWER_SOURCES = ['battery', 'mains', 'rechargeable', 'manual', 'usb'] as const;
export const AGE_GROUPS = ['all', 'adults', 'children', 'seniors', 'infants'] as const;

export const cosmeticDetailsSchema = z
  .object({
    skinTypes: z.array(oneOf(SKIN_TYPES)).max(SKIN_TYPES.length).default([]),
    volumeMl: measure('ml').optional(),
    weightG: measure('g').optional(),
    keyIngredients: textList().default([]),
    shelfLifeMonths: months.optional(),
    usage: shortText(1000).optional(),
    isDermatologicallyTested: z.boolean().default(false),
    isCrueltyFree: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'CosmeticDetails' });

export const medicalDetailsSchema = z
  .object({
    composition: shortText(1000).min(1, 'Composition is required'),
    dosage: shortText(500).optional(),
    warnings: textList(20, 300).default([]),
    sideEffects: textList(20, 300).default([]),
    prescriptionRequired: z.boolean().default(false),
    ageGroup: oneOf(AGE_GROUPS).default('adults'),
    /** e.g. "Ayurvedic proprietary medicine", "Food supplement (FSSAI)". */
    regulatoryCategory: shortText(100).optional(),
    licenceNumber: shortText(60).optional(),
    storage: shortText(200).optional(),
  })
  .strict()
  .meta({ id: 'MedicalDetails' });

export const medicalEquipmentSchema = z
  .object({
    modelNumber: shortText(60).min(1, 'Model number is required'),
    warrantyMonths: months.default(0),
    powerSource: oneOf(POWER_SOURCES).optional(),
    certifications: textList(10, 60).default([]),
    usageInstructions: shortText(2000).optional(),
    inTheBox: textList(20, 100).default([]),
  })
  .strict()
  .meta({ id: 'MedicalEquipment' });

export const homeEssentialDetailsSchema = z
  .object({
    material: shortText(100).optional(),
    dimensions: shortText(100).optional(),
    /** e.g. "1 L", "500 g", "60 washes". */
    capacity: shortText(60).optional(),
    usageInstructions: shortText(2000).optional(),
    warrantyMonths: months.optional(),
    safetyWarnings: textList(10, 300).default([]),
  })
  .strict()
  .meta({ id: 'HomeEssentialDetails' });

export const clothingDetailsSchema = z
  .object({
    fabric: shortText(100).min(1, 'Fabric is required'),
    fit: oneOf(['regular', 'slim', 'relaxed', 'oversized']).optional(),
    care: textList(10, 200).default([]),
    gender: oneOf(GENDERS_FOR_CLOTHING).default('unisex'),
    sizes: textList(20, 20).default([]),
    colour: shortText(40).optional(),
  })
  .strict()
  .meta({ id: 'ClothingDetails' });

export type CosmeticDetails = z.infer<typeof cosmeticDetailsSchema>;
export type MedicalDetails = z.infer<typeof medicalDetailsSchema>;
export type MedicalEquipment = z.infer<typeof medicalEquipmentSchema>;
export type HomeEssentialDetails = z.infer<typeof homeEssentialDetailsSchema>;
export type ClothingDetails = z.infer<typeof clothingDetailsSchema>;

/**
 * A size, pack or a product's single default (decision 0107), as shoppers see it; admins also
 * get its stock entry's quantity and alert level.
 */
export const productVariantSchema = z
  .object({
    id: z.number().int(),
    /** "M", "1 kg"; empty for a product without real variants. */
    label: z.string(),
    sku: z.string(),
    /** Rupees. */
    price: z.number(),
    /** Maximum retail price in rupees, never below the price. */
    mrp: z.number(),
    /** Whole percent off the MRP (0 when sold at MRP). */
    discountPercent: z.number().int(),
    points: z.number().int(),
    netQuantity: z.string().nullable(),
    /** The variant's own GST rate and HSN code, or the product's. */
    gstRate: z.number().int(),
    hsnCode: z.string(),
    inStock: z.boolean(),
    isLowStock: z.boolean(),
    quantity: z.number().int().optional(),
    alertQuantity: z.number().int().optional(),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = productSummarySchema
  .extend({
    /** The variants' labels when it has several (decision 0108), else the sizes as saved. */
    sizes: z.array(z.string()),
    /** What a shopper chooses from, in order; one with an empty label when none to choose. */
    variants: z.array(productVariantSchema),
    homeEssentialProducts: homeEssentialDetailsSchema.nullable(),
    cosmeticProducts: cosmeticDetailsSchema.nullable(),
    medicalDetails: medicalDetailsSchema.nullable(),
    medicalEquipment: medicalEquipmentSchema.nullable(),
    clothingDetails: clothingDetailsSchema.nullable(),
    categoryUniqueName: z.string().nullable(),
    /** Maker, origin and shelf life (decision 0110); null only for rows no write has touched. */
    facts: productFactsSchema.nullable(),
    /** The language of the description: English, or the reader's where it is translated (0165). */
    descriptionLanguage: languageSchema.optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const stockEntrySchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    /** The variant whose stock this is (decision 0107); its label is empty for a single one. */
    variantId: z.number().int(),
    variantLabel: z.string(),
    quantity: z.number().int(),
    alertQuantity: z.number().int(),
    /** quantity ≤ alertQuantity. */
    isLow: z.boolean(),
  })
  .meta({ id: 'StockEntry' });
export type StockEntry = z.infer<typeof stockEntrySchema>;

export const availabilitySchema = z
  .object({ productId: z.number().int(), inStock: z.boolean(), isLowStock: z.boolean() })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;

export const productSuggestionSchema = z
  .object({ id: z.number().int(), name: z.string(), categoryUniqueName: z.string().nullable() })
  .meta({ id: 'ProductSuggestion' });

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

const pagedCatalogueEnvelope = <T extends z.ZodType>(item: T) =>
  catalogueEnvelope(z.array(item)).extend({ meta: pageMetaSchema.optional() });

export const categoryListResponseSchema = catalogueEnvelope(z.array(categorySchema));
export const categoryResponseSchema = catalogueEnvelope(categorySchema);
export const brandListResponseSchema = catalogueEnvelope(z.array(brandSchema));
export const brandResponseSchema = catalogueEnvelope(brandSchema);
export const productListResponseSchema = pagedCatalogueEnvelope(productSummarySchema);
export const productResponseSchema = catalogueEnvelope(productSchema);

/** A product as the reader asks for it: the description in this language where it has one. */
export const productReadQuerySchema = z.object({
  language: languageSchema.default(DEFAULT_LANGUAGE),
});

/** A product's translation in the console: English is the product itself. */
export const productTranslationParamsSchema = idParamSchema.extend({
  language: z.enum(TRANSLATED_LANGUAGES),
});

/** A product's description in another language, as the console edits it (decision 0165). */
export const productTranslationSchema = z
  .object({
    productId: z.number().int(),
    language: languageSchema,
    description: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProductTranslation' });
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

/** Null before its first save. */
export const productTranslationResponseSchema = catalogueEnvelope(
  productTranslationSchema.nullable(),
);

export const saveProductTranslationSchema = z
  .object({
    description: z
      .string()
      .trim()
      .min(1, 'Write the description')
      .max(5000, 'At most 5000 characters'),
  })
  .strict();
export const productSuggestResponseSchema = catalogueEnvelope(z.array(productSuggestionSchema));
export const stockEntryResponseSchema = catalogueEnvelope(stockEntrySchema);
export const stockListResponseSchema = pagedCatalogueEnvelope(stockEntrySchema);
export const availabilityResponseSchema = catalogueEnvelope(z.array(availabilitySchema));
export const catalogueDeletedResponseSchema = catalogueEnvelope(
  z.object({ id: z.number().int(), isDeleted: z.boolean() }),
);

// ---- Queries ---------------------------------------------------------------------------------

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Rupees typed as text, answered as a number of rupees. The text is read as exact paise and the
 * limit checked in paise (the money rule, ../money.ts), so no float rounding decides either.
 */
const rupeesTextSchema = (text: z.ZodString, messages: { invalid: string; tooMuch: string }) =>
  text
    .trim()
    .regex(RUPEES_TEXT_PATTERN, messages.invalid)
    .transform((value) => rupeesToPaise(value))
    .pipe(z.number().max(rupeesToPaise(PRODUCT_PRICE_MAX_RUPEES), messages.tooMuch))
    .transform(paiseToRupees);
const amountText = rupeesTextSchema(z.string(), {
  invalid: 'Enter an amount in rupees with at most 2 decimals',
  tooMuch: `At most ₹${PRODUCT_PRICE_MAX_RUPEES.toLocaleString('en-IN')}`,
});

export const includeDeletedQuerySchema = z
  .object({ includeDeleted: booleanText.default(false) })
  .strict();

const listPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_LIMIT_MAX).default(20),
};

const productFilters = {
  ...listPaging,
  sort: z.enum(PRODUCT_SORTS).optional(),
  brand: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  minPrice: amountText.optional(),
  maxPrice: amountText.optional(),
  inStock: booleanText.optional(),
  q: z.string().trim().max(PRODUCT_SEARCH_MAX_LENGTH).optional(),
  /** Admins only: hidden and deleted products too. */
  includeHidden: booleanText.default(false),
};

const priceRangeInOrder = (value: { minPrice?: number; maxPrice?: number }) =>
  value.minPrice === undefined || value.maxPrice === undefined || value.minPrice <= value.maxPrice;
const priceRangeIssue = { message: 'minPrice must not exceed maxPrice', path: ['minPrice'] };

export const productListQuerySchema = z
  .object({
    ...productFilters,
    /** categoryUniqueName or id. */
    category: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine(priceRangeInOrder, priceRangeIssue);
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productCategoryQuerySchema = z
  .object(productFilters)
  .strict()
  .refine(priceRangeInOrder, priceRangeIssue);

export const categoryRefParamSchema = z.object({
  categoryId: z.string().trim().min(1).max(100),
});

export const productSuggestQuerySchema = z
  .object({ q: z.string().trim().min(1).max(PRODUCT_SEARCH_MAX_LENGTH) })
  .strict();

export const productViewQuerySchema = z.object({}).strict();

export const stockListQuerySchema = z
  .object({
    ...listPaging,
    limit: z.coerce.number().int().min(1).max(500).default(100),
    lowStock: booleanText.default(false),
    /** Part of the product name, any case; % and _ are plain characters. */
    q: z.string().trim().max(PRODUCT_SEARCH_MAX_LENGTH).optional(),
    sort: z.enum(STOCK_SORTS).default('name'),
  })
  .strict();
export type StockListQuery = z.output<typeof stockListQuerySchema>;

export const availabilityQuerySchema = z
  .object({
    productIds: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'Give product ids separated by commas')
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .pipe(
        z
          .array(
            z
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1),
          )
          .max(STOCK_AVAILABILITY_MAX_IDS, `At most ${STOCK_AVAILABILITY_MAX_IDS} ids`),
      ),
  })
  .strict();

// ---- Writes ----------------------------------------------------------------------------------

/** An integer sent as a number or numeric text (spec part 2 §5 converts before sending). */
const stockInteger = (label: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,10}$/, `${label} must be a whole number`)
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number`)
        .min(0, `${label} cannot be negative`)
        .max(STOCK_QUANTITY_MAX, `${label} is too large`),
    );

export const saveStockSchema = z
  .object({
    productId: stockInteger('Product').pipe(z.number().min(1, 'Choose a product')),
    /** Absent: the product's first variant (its only one without real variants). */
    variantId: stockInteger('Variant').pipe(z.number().min(1, 'Choose a size or pack')).optional(),
    quantity: stockInteger('Quantity'),
    alertQuantity: stockInteger('Alert quantity'),
  })
  .strict();

/** Multipart text fields arrive as strings; a JSON-text field is empty when absent. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx): unknown => {
      if (text.trim() === '') return null;
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be valid JSON text' });
        return z.NEVER;
      }
    })
    .pipe(schema.nullable());

const nameText = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(120, `${what} must be at most 120 characters`);

const idText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive(message)
        .max(2 ** 31 - 1, message),
    );

const variantText = (max: number, message: string) => z.string().trim().max(max, message);

/**
 * One row of the console's variants table (decision 0107): `id` names an existing variant to
 * edit; a row without one is added; an existing variant left out is removed. Prices are rupees
 * typed as text, like the product's; `quantity` and `alertQuantity` set its stock entry.
 */
export const productVariantInputSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .optional(),
    label: variantText(40, 'Label must be at most 40 characters').default(''),
    sku: z
      .string({ error: 'SKU is required' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/, 'SKU: 1–40 letters, digits, . _ / -'),
    price: rupeesTextSchema(z.string({ error: 'Price is required' }), {
      invalid: 'Enter the price in rupees with at most 2 decimals',
      tooMuch: 'Price must be at most ₹10,00,000',
    }),
    mrp: rupeesTextSchema(z.string(), {
      invalid: 'Enter the MRP in rupees with at most 2 decimals',
      tooMuch: 'MRP must be at most ₹10,00,000',
    }).optional(),
    points: z.number().int('Points must be a whole number').min(0).max(9_999_999).default(0),
    netQuantity: variantText(60, 'Net quantity must be at most 60 characters').optional(),
    gstRate: gstRateSchema.nullable().optional(),
    hsnCode: hsnCodeSchema.nullable().optional(),
    quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX).optional(),
    alertQuantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX).optional(),
  })
  .strict()
  .refine((row) => row.mrp === undefined || row.mrp >= row.price, {
    message: 'MRP cannot be below the price',
    path: ['mrp'],
  });
export type ProductVariantInput = z.output<typeof productVariantInputSchema>;

const variantsText = jsonText(
  z
    .array(productVariantInputSchema)
    .min(1, 'Keep at least one variant')
    .max(30, 'At most 30 variants')
    .superRefine((rows, ctx) => {
      const seen = { label: new Set<string>(), sku: new Set<string>() };
      rows.forEach((row, index) => {
        if (rows.length > 1 && row.label === '') {
          ctx.addIssue({ code: 'custom', path: [index, 'label'], message: 'Name each variant' });
        }
        for (const key of ['label', 'sku'] as const) {
          const value = row[key].toLowerCase();
          if (value && seen[key].has(value)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, key],
              message: `Used twice: ${row[key]}`,
            });
          }
          seen[key].add(value);
        }
      });
    }),
);

/** Create and update share these: an absent field keeps its value (update) or default (create). */
export const categoryFieldsSchema = z
  .object({
    name: nameText('Name'),
    description: z.string().trim().max(2000).optional(),
    isDeleted: booleanText.optional(),
    subCategories: jsonText(z.array(z.string().trim().min(1).max(60)).max(30)).optional(),
  })
  .strict();
export type CategoryFields = z.output<typeof categoryFieldsSchema>;

export const brandFieldsSchema = z
  .object({
    name: nameText('Name'),
    description: z.string().trim().max(2000).optional(),
    brandSlogan: z.string().trim().max(200).optional(),
    isDeleted: booleanText.optional(),
  })
  .strict();
export type BrandFields = z.output<typeof brandFieldsSchema>;

export const productFieldsSchema = z
  .object({
    name: nameText('Name'),
    description: z.string().trim().max(5000).optional(),
    categoryId: idText('Choose a category'),
    brandId: z
      .literal('')
      .transform(() => null)
      .or(idText('Choose a brand'))
      .optional(),
    price: rupeesTextSchema(z.string({ error: 'Price is required' }), {
      invalid: 'Enter the price in rupees with at most 2 decimals',
      tooMuch: 'Price must be at most ₹10,00,000',
    }),
    points: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'Points must be a whole number, 0 or more')
      .transform(Number)
      .optional(),
    pointDescription: z.string().trim().max(500).optional(),
    hsnCode: hsnCodeSchema.optional(),
    gstRate: z
      .string({ error: GST_MESSAGES.rate })
      .trim()
      .regex(/^\d{1,2}$/, GST_MESSAGES.rate)
      .transform(Number)
      .pipe(gstRateSchema)
      .optional(),
    isVisible: booleanText.optional(),
    isDeleted: booleanText.optional(),
    sizes: jsonText(z.array(z.string().trim().min(1).max(20)).max(20)).optional(),
    /** The variants, all of them (decision 0107); absent keeps them, the price going to a single one. */
    variants: variantsText.optional(),
    homeEssentialProducts: jsonText(homeEssentialDetailsSchema).optional(),
    cosmeticProducts: jsonText(cosmeticDetailsSchema).optional(),
    medicalDetails: jsonText(medicalDetailsSchema).optional(),
    medicalEquipment: jsonText(medicalEquipmentSchema).optional(),
    clothingDetails: jsonText(clothingDetailsSchema).optional(),
    /** Absent (or empty) keeps them; a new product without them gets defaultProductFacts. */
    facts: jsonText(productFactsSchema).optional(),
    /** Update only: card URLs of the current images to keep, in order; absent keeps them all. */
    existingImages: jsonText(z.array(z.string().max(300)).max(PRODUCT_IMAGES_MAX)).optional(),
  })
  .strict();
export type ProductFields = z.output<typeof productFieldsSchema>;

/** The five structured kinds, as stored and answered. */
export const PRODUCT_KIND_FIELDS = [
  'homeEssentialProducts',
  'cosmeticProducts',
  'medicalDetails',
  'medicalEquipment',
  'clothingDetails',
] as const;
