import { asc, eq } from 'drizzle-orm';
import type { BrandFields } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { insertAudited, softDelete, updateAudited } from './audited-update';
import type { Storage } from '../../../platform/storage';
import { brands } from '../tables';
import { storeCatalogueImage, toBrand } from './common';

export async function listBrands({
  db,
  includeDeleted = false,
}: {
  db: Db;
  includeDeleted?: boolean;
}) {
  const rows = await db
    .select()
    .from(brands)
    .where(includeDeleted ? undefined : eq(brands.isDeleted, false))
    .orderBy(asc(brands.name), asc(brands.id));
  return rows.map(toBrand);
}

interface WriteOptions {
  db: Db;
  storage: Storage;
  actorUserId: number | null;
  fields: BrandFields;
  image?: Buffer;
}

export async function createBrand({ db, storage, actorUserId, fields, image }: WriteOptions) {
  const brandImage = image
    ? await storeCatalogueImage({ storage, folder: 'brands', bytes: image })
    : null;
  return insertAudited({
    db,
    actorUserId,
    entity: 'brand',
    values: async () => ({
      name: fields.name,
      description: fields.description ?? '',
      brandSlogan: fields.brandSlogan ?? '',
      isDeleted: fields.isDeleted ?? false,
      brandImage,
    }),
    toView: toBrand,
  });
}

/** A new image replaces the old one only when one was sent (spec part 2 §5). */
export async function updateBrand({
  db,
  storage,
  actorUserId,
  id,
  fields,
  image,
}: WriteOptions & { id: number }) {
  const brandImage = image
    ? await storeCatalogueImage({ storage, folder: 'brands', bytes: image })
    : undefined;
  return updateAudited({
    db,
    actorUserId,
    id,
    entity: 'brand',
    action: 'update',
    values: { ...fields, brandImage },
    toView: toBrand,
  });
}

/** Soft delete; PUT isDeleted=false restores. */
export const deleteBrand = (options: { db: Db; actorUserId: number | null; id: number }) =>
  softDelete({ ...options, entity: 'brand', toView: toBrand });
