import { asc, eq, like, or } from 'drizzle-orm';
import type { CategoryFields } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { insertAudited, softDelete, updateAudited } from './audited-update';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Storage } from '../../../platform/storage';
import { categories } from '../tables';
import { storeCatalogueImage, toCategory, toUniqueNameBase } from './common';

/** Name order (the footer shows the first five); deleted ones only when asked (admins). */
export async function listCategories({
  db,
  includeDeleted = false,
}: {
  db: Db;
  includeDeleted?: boolean;
}) {
  const rows = await db
    .select()
    .from(categories)
    .where(includeDeleted ? undefined : eq(categories.isDeleted, false))
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map(toCategory);
}

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

interface WriteOptions {
  db: Db;
  storage: Storage;
  actorUserId: number | null;
  fields: CategoryFields;
  image?: Buffer;
}

/** The unique name comes from the name; two admins saving "Skin Care" at once get -2 and -3. */
export async function createCategory({ db, storage, actorUserId, fields, image }: WriteOptions) {
  const categoryImage = image
    ? await storeCatalogueImage({ storage, folder: 'categories', bytes: image })
    : null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertAudited({
        db,
        actorUserId,
        entity: 'category',
        values: async (tx) => ({
          name: fields.name,
          description: fields.description ?? '',
          isDeleted: fields.isDeleted ?? false,
          subCategories: fields.subCategories ?? [],
          categoryImage,
          categoryUniqueName: await freeUniqueName(tx, fields.name),
        }),
        toView: toCategory,
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The unique name stays as it was: it is in shoppers' links and bookmarks. */
export async function updateCategory({
  db,
  storage,
  actorUserId,
  id,
  fields,
  image,
}: WriteOptions & { id: number }) {
  const categoryImage = image
    ? await storeCatalogueImage({ storage, folder: 'categories', bytes: image })
    : undefined;
  return updateAudited({
    db,
    actorUserId,
    id,
    entity: 'category',
    action: 'update',
    values: {
      name: fields.name,
      description: fields.description,
      isDeleted: fields.isDeleted,
      subCategories: fields.subCategories === undefined ? undefined : (fields.subCategories ?? []),
      categoryImage,
    },
    toView: toCategory,
  });
}

/** Soft delete; PUT isDeleted=false restores. */
export const deleteCategory = (options: { db: Db; actorUserId: number | null; id: number }) =>
  softDelete({ ...options, entity: 'category', toView: toCategory });
