import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogVersion } from '../tables';

/** Announced by the version trigger at every commit that raises it (migration 0031). */
export const CATALOG_VERSION_CHANNEL = 'catalog_version';

/**
 * The catalogue's version as a column of the statement that reads an answer, so both come from
 * one snapshot: the answer is exactly the catalogue at that version.
 */
export const versionColumn = () =>
  sql<number>`(select ${catalogVersion.version} from ${catalogVersion})`.mapWith(Number);

export async function readCatalogueVersion(db: Db) {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row?.version ?? 0;
}
