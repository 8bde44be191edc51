import { and, eq, getTableColumns, type Placeholder, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  type Language,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
  PRODUCT_KIND_FIELDS,
  type ProductFacts,
  type ProductFields,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { recordAudit } from '../../audit';
import { AppError, notFound } from '../../../platform/errors';
import { removeFilesOnFailure, type Storage } from '../../../platform/storage';
import {
  brands,
  categories,
  productFacts,
  products,
  productTranslations,
  type StoredImage,
} from '../tables';
import { versionColumn } from './catalogue-version';
import { removeProductImages, rupeesToPaise, storeProductImages, toProduct } from './common';
import { saveProductFacts, toProductFacts } from './product-facts';
import {
  followSingleVariant,
  saveProductVariants,
  toProductVariants,
  variantsColumn,
} from './product-variants';

const imageCountError = () =>
  new AppError('VALIDATION_FAILED', `Add ${PRODUCT_IMAGES_MIN} to ${PRODUCT_IMAGES_MAX} images`, {
    fields: { images: `Add ${PRODUCT_IMAGES_MIN} to ${PRODUCT_IMAGES_MAX} images` },
  });

// What a product's answer shows: not its search vector (a tsvector PostgreSQL would write out as
// text for nothing) nor its popularity count; the facts without their key and date.
const {
  searchVector: _searchVector,
  popularity: _popularity,
  ...answeredColumns
} = getTableColumns(products);
const {
  productId: _productId,
  updatedAt: _factsUpdatedAt,
  ...answeredFacts
} = getTableColumns(productFacts);

/** `language`: the reader's, whose description replaces the English where written (0165). */
const productRead = (db: Db, where: SQL, language: Language | Placeholder) =>
  db
    .select({
      product: answeredColumns,
      variants: variantsColumn(),
      categoryUniqueName: categories.categoryUniqueName,
      facts: answeredFacts,
      translatedDescription: productTranslations.description,
      version: versionColumn(),
    })
    .from(products)
    .leftJoin(productFacts, eq(productFacts.productId, products.id))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, language),
      ),
    )
    .where(where);

/** The storefront's product page is the hottest read: a named statement. */
const shopperRead = preparedPerDb((db) =>
  productRead(
    db,
    and(
      eq(products.id, sql.placeholder('id')),
      sql`${products.isVisible} and not ${products.isDeleted}`,
    )!,
    sql.placeholder('language'),
  ).prepare('catalog_product_for_shoppers'),
);

/**
 * One product with its stock and category name, and the catalogue version it was read at;
 * admins may see hidden and deleted ones. The description is in `language` where the product has
 * one in it, else English (`descriptionLanguage` says which).
 */
export async function readProduct(options: {
  db: Db;
  id: number;
  isAdmin: boolean;
  language?: Language;
}) {
  const { db, id, isAdmin, language = DEFAULT_LANGUAGE } = options;
  let found;
  if (isAdmin) {
    [found] = await productRead(db, eq(products.id, id), language);
  } else {
    [found] = await shopperRead(db).execute({ id, language });
  }
  if (!found) throw notFound('Product');
  // The product's stock as a whole, as productStockColumns adds it up for listings.
  const sum = (key: 'quantity' | 'alertQuantity') =>
    found.variants.some((row) => row[key] !== null)
      ? found.variants.reduce((total, row) => total + (row[key] ?? 0), 0)
      : null;
  const translated = found.translatedDescription;
  return {
    product: toProduct(found.product, {
      quantity: sum('quantity'),
      alertQuantity: sum('alertQuantity'),
      categoryUniqueName: found.categoryUniqueName,
      variants: toProductVariants(found.variants, found.product, isAdmin),
      description: translated ?? found.product.description,
      descriptionLanguage: translated === null ? DEFAULT_LANGUAGE : language,
      facts: toProductFacts(found.facts),
    }),
    version: found.version,
  };
}

/** A product must sit in a live category and, when given, a live brand. */
async function checkReferences(db: Db, fields: ProductFields) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, fields.categoryId), eq(categories.isDeleted, false)));
  if (!category) {
    throw new AppError('VALIDATION_FAILED', 'Choose a category', {
      fields: { categoryId: 'Choose a category' },
    });
  }
  if (fields.brandId == null) return;
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, fields.brandId), eq(brands.isDeleted, false)));
  if (!brand) {
    throw new AppError('VALIDATION_FAILED', 'Choose a brand', {
      fields: { brandId: 'Choose a brand' },
    });
  }
}

/** Columns from the form; an absent optional field is left undefined (kept on update). */
function toColumns(fields: ProductFields) {
  const kinds = Object.fromEntries(
    PRODUCT_KIND_FIELDS.map((field) => [field, fields[field]]),
  ) as Pick<ProductFields, (typeof PRODUCT_KIND_FIELDS)[number]>;
  return {
    name: fields.name,
    description: fields.description,
    categoryId: fields.categoryId,
    brandId: fields.brandId,
    pricePaise: rupeesToPaise(fields.price),
    points: fields.points,
    pointDescription: fields.pointDescription,
    hsnCode: fields.hsnCode,
    gstRate: fields.gstRate,
    isVisible: fields.isVisible,
    isDeleted: fields.isDeleted,
    sizes: fields.sizes,
    ...kinds,
  };
}

const detailOf = async (db: Db, id: number) =>
  (await readProduct({ db, id, isAdmin: true })).product;

interface WriteOptions {
  db: Db;
  storage: Storage;
  actorUserId: number | null;
  fields: ProductFields;
  images: Buffer[];
  /** The facts a product without any gets (defaultProductFacts of the company's settings). */
  defaultFacts: ProductFacts;
}

export async function createProduct({
  db,
  storage,
  actorUserId,
  fields,
  images,
  defaultFacts,
}: WriteOptions) {
  if (images.length < PRODUCT_IMAGES_MIN || images.length > PRODUCT_IMAGES_MAX)
    throw imageCountError();
  if (fields.existingImages !== undefined) {
    throw new AppError('VALIDATION_FAILED', 'Invalid input', {
      fields: { existingImages: 'Only when updating a product' },
    });
  }
  await checkReferences(db, fields);
  const stored = await storeProductImages({ storage, files: images });
  const record = () =>
    db.transaction(async (tx) => {
      const columns = toColumns(fields);
      const [row] = await tx
        .insert(products)
        .values({
          ...columns,
          description: columns.description ?? '',
          points: columns.points ?? 0,
          pointDescription: columns.pointDescription ?? '',
          isVisible: columns.isVisible ?? true,
          isDeleted: columns.isDeleted ?? false,
          sizes: columns.sizes ?? [],
          images: stored,
        })
        .returning({ id: products.id });
      const productId = row!.id;
      await saveProductFacts({ db: tx, productId, facts: fields.facts, fallback: defaultFacts });
      if (fields.variants) {
        await saveProductVariants({
          db: tx,
          actorUserId,
          productId,
          variants: fields.variants,
          isNewProduct: true,
        });
      }
      const product = await detailOf(tx, productId);
      await recordAudit({
        db: tx,
        actorUserId,
        entity: 'product',
        entityId: product.id,
        action: 'create',
        after: product,
      });
      return product;
    });
  // A write refused inside the transaction (a variant's SKU taken) or failing keeps no image.
  return removeFilesOnFailure(record, () => removeProductImages({ storage, images: stored }));
}

/** Keeps the listed current images (by card URL, in that order), then appends the new ones. */
function nextImages(current: StoredImage[], keep: string[] | null | undefined) {
  if (keep === undefined) return current;
  const byCard = new Map(current.map((image) => [image.card, image]));
  // A card listed twice is kept once: the same picture never shows twice in the gallery.
  return [...new Set(keep ?? [])].map((card) => {
    const image = byCard.get(card);
    if (!image) {
      throw new AppError('VALIDATION_FAILED', 'Invalid input', {
        fields: { existingImages: 'Keep only images this product has' },
      });
    }
    return image;
  });
}

export async function updateProduct({
  db,
  storage,
  actorUserId,
  id,
  fields,
  images,
  defaultFacts,
}: WriteOptions & { id: number }) {
  const before = await detailOf(db, id);
  const kept = nextImages(before.images, fields.existingImages);
  const total = kept.length + images.length;
  if (total < PRODUCT_IMAGES_MIN || total > PRODUCT_IMAGES_MAX) throw imageCountError();
  await checkReferences(db, fields);
  const added = images.length ? await storeProductImages({ storage, files: images }) : [];
  const record = () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...toColumns(fields), images: [...kept, ...added], updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw notFound('Product');
      await saveProductFacts({
        db: tx,
        productId: id,
        facts: fields.facts,
        fallback: defaultFacts,
      });
      if (fields.variants) {
        await saveProductVariants({
          db: tx,
          actorUserId,
          productId: id,
          variants: fields.variants,
          isNewProduct: false,
        });
      } else {
        await followSingleVariant(tx, id);
      }
      const product = await detailOf(tx, id);
      await recordAudit({
        db: tx,
        actorUserId,
        entity: 'product',
        entityId: id,
        action: 'update',
        before,
        after: product,
      });
      return product;
    });
  return removeFilesOnFailure(record, () => removeProductImages({ storage, images: added }));
}

/** Soft delete: carts and orders keep pointing at it; shoppers no longer see it. */
export async function deleteProduct({
  db,
  actorUserId,
  id,
}: {
  db: Db;
  actorUserId: number | null;
  id: number;
}) {
  return db.transaction(async (tx) => {
    const before = await detailOf(tx, id);
    await tx
      .update(products)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(eq(products.id, id));
    await recordAudit({
      db: tx,
      actorUserId,
      entity: 'product',
      entityId: id,
      action: 'delete',
      before,
      after: { ...before, isDeleted: true },
    });
    return { id, isDeleted: true };
  });
}
