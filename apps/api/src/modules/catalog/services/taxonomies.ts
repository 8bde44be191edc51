import { asc, eq, like, or } from 'drizzle-orm';
import type { BrandFields, CategoryFields } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../platform/db-errors';
import { notFound } from '../../../platform/errors';
import { removeFilesOnFailure, type Storage } from '../../../platform/storage';
import { recordAudit } from '../../audit';
import { brands, categories } from '../tables';
import { versionColumn } from './catalogue-version';
import {
  removeCatalogueImage,
  storeCatalogueImage,
  toBrand,
  toCategory,
  toUniqueNameBase,
} from './common';

/** A category's unique name: from its name, with -2, -3... when that is taken. */
async function freeUniqueName(db: Db, name: string) {
  const base = toUniqueNameBase(name);
  const rows = await db
    .select({ uniqueName: categories.categoryUniqueName })
    .from(categories)
    .where(
      or(eq(categories.categoryUniqueName, base), like(categories.categoryUniqueName, `${base}-%`)),
    );
  const taken = new Set(rows.map((row) => row.uniqueName));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The catalogue's two taxonomies, brands and categories: the same CRUD (listed by name, one image,
 * soft deleted, every write audited), each with its own table, view and columns.
 */
const TAXONOMIES = {
  brand: {
    table: brands,
    label: 'Brand',
    folder: 'brands',
    toView: toBrand,
    newRow: async (_tx: Db, fields: BrandFields, image: string | null) => ({
      name: fields.name,
      description: fields.description ?? '',
      brandSlogan: fields.brandSlogan ?? '',
      isDeleted: fields.isDeleted ?? false,
      brandImage: image,
    }),
    /** A new image replaces the old one only when one was sent (spec part 2 §5). */
    changes: (fields: BrandFields, image: string | undefined) => ({ ...fields, brandImage: image }),
  },
  category: {
    table: categories,
    label: 'Category',
    folder: 'categories',
    toView: toCategory,
    /** Two admins saving "Skin Care" at once get skin-care-2 and -3 (a clash is retried). */
    newRow: async (tx: Db, fields: CategoryFields, image: string | null) => ({
      name: fields.name,
      description: fields.description ?? '',
      isDeleted: fields.isDeleted ?? false,
      subCategories: fields.subCategories ?? [],
      categoryImage: image,
      categoryUniqueName: await freeUniqueName(tx, fields.name),
    }),
    /** The unique name stays as it was: it is in shoppers' links and bookmarks. */
    changes: (fields: CategoryFields, image: string | undefined) => ({
      name: fields.name,
      description: fields.description,
      isDeleted: fields.isDeleted,
      subCategories: fields.subCategories === undefined ? undefined : (fields.subCategories ?? []),
      categoryImage: image,
    }),
  },
} as const;

export type Taxonomy = keyof typeof TAXONOMIES;
export type TaxonomyFields<T extends Taxonomy> = Parameters<(typeof TAXONOMIES)[T]['changes']>[0];
export type TaxonomyView<T extends Taxonomy> = ReturnType<(typeof TAXONOMIES)[T]['toView']>;

/** The two tables differ in columns only; every statement here uses the ones they share. */
const definitionOf = <T extends Taxonomy>(taxonomy: T) =>
  TAXONOMIES[taxonomy] as unknown as Omit<(typeof TAXONOMIES)['brand'], 'toView'> & {
    toView: (row: unknown) => TaxonomyView<T>;
    newRow: (tx: Db, fields: TaxonomyFields<T>, image: string | null) => Promise<object>;
    changes: (fields: TaxonomyFields<T>, image: string | undefined) => object;
  };

/**
 * Name order (the footer shows the first five categories); deleted ones only when asked. With the
 * catalogue version they were read at (null for an empty list).
 */
export async function listTaxonomy<T extends Taxonomy>(options: {
  db: Db;
  taxonomy: T;
  includeDeleted?: boolean;
}): Promise<{ items: TaxonomyView<T>[]; version: number | null }> {
  const { table, toView } = definitionOf(options.taxonomy);
  const rows = await options.db
    .select({ item: table, version: versionColumn() })
    .from(table)
    .where(options.includeDeleted ? undefined : eq(table.isDeleted, false))
    .orderBy(asc(table.name), asc(table.id));
  return { items: rows.map((row) => toView(row.item)), version: rows[0]?.version ?? null };
}

interface WriteOptions<T extends Taxonomy> {
  db: Db;
  taxonomy: T;
  actorUserId: number | null;
}

interface FieldsAndImage<T extends Taxonomy> extends WriteOptions<T> {
  storage: Storage;
  fields: TaxonomyFields<T>;
  image?: Buffer;
}

/**
 * Runs `write` with the sent image stored first (its URL, undefined when none was sent); a write
 * that fails keeps no picture (decision 0015, as products' images).
 */
async function withStoredImage<R>(
  options: { storage: Storage; image?: Buffer },
  folder: 'brands' | 'categories',
  write: (url: string | undefined) => Promise<R>,
) {
  const { storage, image } = options;
  if (!image) return write(undefined);
  const url = await storeCatalogueImage({ storage, folder, bytes: image });
  return removeFilesOnFailure(
    () => write(url),
    () => removeCatalogueImage({ storage, url }),
  );
}

/** Creates one, with its audit row, in one transaction. */
export async function createTaxonomyItem<T extends Taxonomy>(
  options: FieldsAndImage<T>,
): Promise<TaxonomyView<T>> {
  const { db, taxonomy, actorUserId, fields } = options;
  const { table, folder, toView, newRow } = definitionOf(taxonomy);
  return withStoredImage(options, folder, async (url) => {
    const image = url ?? null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const values = (await newRow(tx, fields, image)) as typeof table.$inferInsert;
          const [row] = await tx.insert(table).values(values).returning();
          const after = toView(row);
          await recordAudit({
            db: tx,
            actorUserId,
            entity: taxonomy,
            entityId: row!.id,
            action: 'create',
            after,
          });
          return after;
        });
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      }
    }
  });
}

/** Changes one under a row lock, with its before and after in the audit log, in one transaction. */
async function changeAudited<T extends Taxonomy>(
  options: WriteOptions<T> & { id: number; action: 'update' | 'delete'; values: object },
): Promise<TaxonomyView<T>> {
  const { db, taxonomy, actorUserId, id, action } = options;
  const { table, label, toView } = definitionOf(taxonomy);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound(label);
    const [row] = await tx
      .update(table)
      .set({ ...(options.values as Partial<typeof table.$inferInsert>), updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning();
    const after = toView(row);
    await recordAudit({
      db: tx,
      actorUserId,
      entity: taxonomy,
      entityId: id,
      action,
      before: toView(current),
      after,
    });
    return after;
  });
}

/** Edits one; isDeleted=false restores a deleted one. */
export async function updateTaxonomyItem<T extends Taxonomy>(
  options: FieldsAndImage<T> & { id: number },
): Promise<TaxonomyView<T>> {
  const { folder, changes } = definitionOf(options.taxonomy);
  return withStoredImage(options, folder, (image) =>
    changeAudited({ ...options, action: 'update', values: changes(options.fields, image) }),
  );
}

/** Soft delete: the row stays (products and orders point at it); PUT isDeleted=false restores. */
export async function deleteTaxonomyItem<T extends Taxonomy>(
  options: WriteOptions<T> & { id: number },
) {
  await changeAudited({ ...options, action: 'delete', values: { isDeleted: true } });
  return { id: options.id, isDeleted: true };
}
