import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_GST_RATE,
  DEFAULT_HSN_CODE,
  GST_RATES,
  PRODUCT_MAKER_ROLES,
  type GstRate,
  type ProductMakerRole,
} from '@saathi/shared';
import { usersPrimaryKey } from '../users';

export interface StoredImage {
  thumb: string;
  card: string;
  full: string;
}

/** PostgreSQL's full-text document type; only ever written by a generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  categoryImage: text('category_image'),
  categoryUniqueName: text('category_unique_name').notNull().unique(),
  isDeleted: boolean('is_deleted').notNull().default(false),
  subCategories: jsonb('sub_categories')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  brandSlogan: text('brand_slogan').notNull().default(''),
  brandImage: text('brand_image'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Integer paise (ARCHITECTURE decision 4). */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    points: integer('points').notNull().default(0),
    pointDescription: text('point_description').notNull().default(''),
    /**
     * For tax invoices (issue 14): the HSN code and the GST rate its price includes. Products
     * made before these existed get the defaults, to be reviewed in the console (decision 0060).
     */
    hsnCode: text('hsn_code').notNull().default(DEFAULT_HSN_CODE),
    gstRate: integer('gst_rate').$type<GstRate>().notNull().default(DEFAULT_GST_RATE),
    isVisible: boolean('is_visible').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sizes: jsonb('sizes'),
    homeEssentialProducts: jsonb('home_essential_products'),
    cosmeticProducts: jsonb('cosmetic_products'),
    medicalDetails: jsonb('medical_details'),
    medicalEquipment: jsonb('medical_equipment'),
    clothingDetails: jsonb('clothing_details'),
    /**
     * Orders placed with the product, for the "popularity" sort. Sales reach it through
     * pending_product_sales and foldProductSales (services/product-sales.ts), within a minute;
     * the demo seeds give demo products a starting value.
     */
    popularity: integer('popularity').notNull().default(0),
    /** Name (weight A) and description (weight B), 'simple' config: Indian names do not stem. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_non_negative', sql`${table.pricePaise} >= 0`),
    check('products_points_non_negative', sql`${table.points} >= 0`),
    check('products_hsn_code_format', sql`${table.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate_known', sql`${table.gstRate} in (${sql.raw(GST_RATES.join(', '))})`),
    // Shoppers only ever see visible, undeleted products: keep that listing an index scan.
    index('products_listed_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isVisible} and not ${table.isDeleted}`),
    index('products_category_idx').on(table.categoryId),
    index('products_listed_price_idx')
      .on(table.pricePaise, table.id)
      .where(sql`${table.isVisible} and not ${table.isDeleted}`),
    index('products_listed_category_price_idx')
      .on(table.categoryId, table.pricePaise, table.id)
      .where(sql`${table.isVisible} and not ${table.isDeleted}`),
    index('products_listed_category_created_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isVisible} and not ${table.isDeleted}`),
    index('products_listed_popularity_idx')
      .on(table.popularity.desc(), table.id.desc())
      .where(sql`${table.isVisible} and not ${table.isDeleted}`),
    index('products_listed_name_idx')
      .on(table.name, table.id)
      .where(sql`${table.isVisible} and not ${table.isDeleted}`),
    index('products_brand_idx').on(table.brandId),
    // fastupdate off: catalogue writes are rare and reads hot, so new rows go straight into the
    // index instead of a pending list that slows every search until the next vacuum.
    index('products_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('products_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * A product's description in another language than English (issue 29, decision 0165): shown on
 * the product's page to readers of that language, the English otherwise. No publication of its
 * own (the English description has none either); writes raise the catalogue version like the
 * product's own (migration 0046). The name, searched and printed on invoices, stays English.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    // A product is only ever soft-deleted by the app; a hard delete (tests) takes its translations.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    description: text('description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(usersPrimaryKey, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

/**
 * Sales not yet counted in products.popularity (decision 0085): a sale adds to its product's row
 * here, which touches no index but the key, and the fold-product-sales job moves the counts onto
 * products every minute. Counting on products directly rewrote the row with all eleven of its
 * indexes (two GIN) and its search vector on every order.
 */
export const pendingProductSales = pgTable('pending_product_sales', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  orders: integer('orders').notNull(),
});

/** For foreign keys from other modules' tables (cart lines, order lines): offers no columns. */
export const productsPrimaryKey = (): AnyPgColumn => products.id;

/**
 * What a shopper buys (decision 0107): a size, a pack or the product's single default, with its
 * own SKU, price, MRP, BV points and stock entry. Every product has at least one live variant;
 * one without real variants has a single one with an empty label and behaves as before. A
 * removed variant is only marked deleted: cart and order lines keep pointing at it.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    // A product is only ever soft-deleted by the app; a hard delete (tests) takes its variants.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** "M", "1 kg"; empty for a product's single default variant. */
    label: text('label').notNull().default(''),
    sku: text('sku').notNull(),
    /** Integer paise; the MRP is the printed maximum retail price, never below the price. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    mrpPaise: bigint('mrp_paise', { mode: 'number' }).notNull(),
    points: integer('points').notNull().default(0),
    /** Legal Metrology's net quantity where it applies ("500 g"). */
    netQuantity: text('net_quantity'),
    /** Overrides of the product's GST rate and HSN code; null uses the product's. */
    gstRate: integer('gst_rate').$type<GstRate>(),
    hsnCode: text('hsn_code'),
    position: integer('position').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_variants_sku_key').on(table.sku),
    index('product_variants_product_idx').on(table.productId, table.position, table.id),
    check('product_variants_price_non_negative', sql`${table.pricePaise} >= 0`),
    check('product_variants_mrp_not_below_price', sql`${table.mrpPaise} >= ${table.pricePaise}`),
    check('product_variants_points_non_negative', sql`${table.points} >= 0`),
    check(
      'product_variants_hsn_code_format',
      sql`${table.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`,
    ),
    check(
      'product_variants_gst_rate_known',
      sql`${table.gstRate} in (${sql.raw(GST_RATES.join(', '))})`,
    ),
  ],
);

/** For foreign keys from other modules' tables (cart lines, order lines): offers no columns. */
export const productVariantsPrimaryKey = (): AnyPgColumn => productVariants.id;

/** Stock per variant (spec part 2 §3, "Store (stock) entry"; decision 0107). */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    /** The variant's product, kept beside it for the product-wide reads (listing, availability). */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull().default(0),
    alertQuantity: integer('alert_quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stores_variant_key').on(table.variantId),
    index('stores_product_idx').on(table.productId),
    check('stores_quantity_non_negative', sql`${table.quantity} >= 0`),
    check('stores_alert_quantity_non_negative', sql`${table.alertQuantity} >= 0`),
  ],
);

/** Why stock moved: each kind of writer has its own. */
export const STOCK_MOVEMENT_REASONS = [
  'OPENING_BALANCE',
  'ADMIN_SET',
  'ENTRY_DELETED',
  'ORDER_PLACED',
  'ORDER_RELEASED',
  'RETURN_RESTOCKED',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/**
 * The stock ledger (ARCHITECTURE decision 17): one immutable row per change of a variant's
 * stock, written in the same transaction as `stores.quantity`, so the balance always equals the
 * sum of its movements. `reference` names the event that caused it (e.g. `order:42:placed`); it
 * is unique per variant, so an event moves a variant's stock at most once.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    /** Units in (positive) or out (negative). */
    change: integer('change').notNull(),
    /** The variant's stock after this movement. */
    balance: integer('balance').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    reference: text('reference'),
    actorUserId: integer('actor_user_id').references(usersPrimaryKey, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.id),
    index('stock_movements_variant_idx').on(table.variantId, table.id),
    uniqueIndex('stock_movements_reference_key')
      .on(table.reference, table.variantId)
      .where(sql`${table.reference} is not null`),
    check('stock_movements_change_not_zero', sql`${table.change} <> 0`),
    check('stock_movements_balance_non_negative', sql`${table.balance} >= 0`),
  ],
);

/**
 * How many products shoppers can see per category (0 = no category), kept exact by a trigger on
 * products in the same transaction as every write (migration 0005). A storefront page then reads
 * its total from one row instead of counting the category's products on every request.
 */
export const productListingCounts = pgTable('product_listing_counts', {
  categoryId: integer('category_id').primaryKey(),
  listed: integer('listed').notNull().default(0),
});

/** PostgreSQL's 64-bit transaction id, written only by the version trigger (migration 0031). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One row: the catalogue's version, raised once by every transaction that changes what a public
 * catalogue read shows (products, categories, brands, a product's stock crossing in/low/out), by
 * deferred triggers at its commit, which also announce it (NOTIFY catalog_version). Commits raise
 * it in commit order, so a snapshot showing version n shows exactly the catalogue after n raises:
 * the key of the in-process cache and of the reads' ETags (decision 0103).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that raised it last: a second change in the same one raises nothing. */
    raisedBy: xid8('raised_by'),
  },
  (table) => [check('catalog_version_one_row', sql`${table.id}`)],
);

/**
 * A product's facts for shoppers (decision 0110): who makes, packs or imports it, from which
 * country, and its best-before wording. One row per product, written with the product by the
 * admin's form (a new product without them gets the company as maker, made in India). Writes
 * raise the catalogue version like the product's own (migration 0032).
 */
export const productFacts = pgTable(
  'product_facts',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    makerRole: text('maker_role').$type<ProductMakerRole>().notNull(),
    makerName: text('maker_name').notNull(),
    makerAddress: text('maker_address').notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    bestBefore: text('best_before').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'product_facts_maker_role_known',
      sql`${table.makerRole} in (${sql.raw(PRODUCT_MAKER_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
  ],
);
