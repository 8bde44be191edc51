import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  PRODUCT_SUGGEST_LIMIT,
  type ProductListQuery,
  type ProductSummary,
  type ProductSort,
} from '@saathi/shared';
import type { Db } from '../../../db/client';
import { descNullsLast } from '../../../db/order-by';
import { AppError } from '../../../platform/errors';
import { categories, productListingCounts, products } from '../tables';
import { versionColumn } from './catalogue-version';
import { productStockColumns, rupeesToPaise, toProductSummary } from './common';

const MAX_SEARCH_WORDS = 8;

/**
 * "herbal shamp" → "herbal:* & shamp:*": every word, as a prefix, so the box finds as one types.
 * Only letters and digits reach the tsquery text, so its syntax cannot be injected; null when the
 * search has no word at all.
 */
export function toPrefixTsQuery(q: string) {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Full-text on name and description (prefix words); when that finds nothing, a fuzzy pass on
 * the name (pg_trgm word similarity) catches typos. The fuzzy pass costs more, so it runs only
 * for searches that need it.
 */
function searchTerms(q: Placeholder | string, tsQuery: Placeholder | string | null) {
  if (tsQuery === null) {
    return {
      where: sql`${q} <% ${products.name}`,
      rank: sql`word_similarity(${q}, ${products.name})`,
    };
  }
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  return {
    where: sql`${products.searchVector} @@ ${query}`,
    // An exact name outranks everything, then text relevance (name words weigh more).
    rank: sql`(case when lower(${products.name}) = lower(${q}) then 10 else 0 end) + ts_rank(${products.searchVector}, ${query})`,
  };
}

/**
 * Each sort as its listed index reads: newest and popularity have descending indexes (nulls
 * last); price descending reads the ascending price index backwards.
 */
export const LISTING_ORDER: Record<ProductSort, SQL[]> = {
  newest: [descNullsLast(products.createdAt), descNullsLast(products.id)],
  price_asc: [asc(products.pricePaise), asc(products.id)],
  price_desc: [desc(products.pricePaise), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  popularity: [descNullsLast(products.popularity), descNullsLast(products.id)],
};

/** Written as literal SQL so PostgreSQL can match the partial indexes' predicate in any plan. */
export const listed = () => sql`${products.isVisible} and not ${products.isDeleted}`;

type ListQuery = Omit<ProductListQuery, 'category'> & { category?: string };

/** Filters the kept counts do not know: with any of them, the total is counted per request. */
const COUNTED_FILTERS = [
  'brand',
  'minPaise',
  'maxPaise',
  'inStock',
  'outOfStock',
  'search',
  'fuzzy',
];
/** A shopper's listing, whole or by category, without further filters. */
const isCountKept = (shape: Set<string>) =>
  shape.has('listed') && !COUNTED_FILTERS.some((filter) => shape.has(filter));

/**
 * Page sizes written into the shopper's prepared first pages. PostgreSQL keeps a generic plan for
 * a named statement only when its cost is known, and an unknown LIMIT or OFFSET makes it plan
 * every request afresh (planning then costs more than running); a short list bounds the
 * statements kept per connection.
 */
const PREPARED_PAGE_SIZES = new Set([12, 20, 24, 40, 48, 50, 100]);

/**
 * What varies between listing requests: which filters are present (the shape) and their values.
 * A shopper's plain listing — the busiest — is a named prepared statement, built once: PostgreSQL
 * does not parse it again on that connection (nor plan a first page again). The filtered shapes
 * are built and planned per request, where the values decide the best plan.
 */
function describeList(query: ListQuery, isFuzzy = false) {
  const params: Record<string, unknown> = {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const shape: string[] = [query.sort ?? '', query.includeHidden ? 'all' : 'listed'];
  if (query.category !== undefined) {
    const byId = /^\d{1,10}$/.test(query.category);
    params.category = byId ? Number(query.category) : query.category;
    shape.push(byId ? 'categoryId' : 'categorySlug');
  }
  const filters = {
    brand: query.brand,
    minPaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
  };
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    params[name] = value;
    shape.push(name);
  }
  if (query.inStock !== undefined) shape.push(query.inStock ? 'inStock' : 'outOfStock');
  if (query.q) {
    params.q = query.q;
    const tsQuery = isFuzzy ? null : toPrefixTsQuery(query.q);
    if (tsQuery !== null) params.tsQuery = tsQuery;
    shape.push(tsQuery === null ? 'fuzzy' : 'search');
  }
  // A first page's statement has no parameter that changes its plan, so PostgreSQL settles on
  // one generic plan whatever its statistics say. Later pages are named too, their limit and
  // offset as parameters: planned per request, but neither built nor parsed again.
  const isNamed = isCountKept(new Set(shape));
  const preparedLimit =
    isNamed && query.page === 1 && PREPARED_PAGE_SIZES.has(query.limit) ? query.limit : undefined;
  if (preparedLimit) shape.push(`first ${preparedLimit}`);
  return { key: shape.join('|'), params, shape: new Set(shape), isNamed, preparedLimit };
}

/** The listed total from product_listing_counts: one row read instead of counting the products. */
const keptTotal = (categoryId: SQL | null) =>
  sql<number>`(select coalesce(sum(${productListingCounts.listed}), 0) from ${productListingCounts}${
    categoryId ? sql` where ${productListingCounts.categoryId} = ${categoryId}` : sql``
  })`;

function buildList(
  db: Db,
  shape: Set<string>,
  sort: ProductSort | undefined,
  { isNamed, preparedLimit }: { isNamed: boolean; preparedLimit: number | undefined },
) {
  const where: SQL[] = [];
  if (shape.has('listed')) where.push(listed());
  const liveCategory = shape.has('listed') ? sql` and not ${categories.isDeleted}` : sql``;
  const column = shape.has('categoryId') ? categories.id : categories.categoryUniqueName;
  const categoryRef = sql`select ${categories.id} from ${categories} where ${column} = ${sql.placeholder('category')}${liveCategory}`;
  const hasCategory = shape.has('categoryId') || shape.has('categorySlug');
  if (hasCategory) where.push(sql`${products.categoryId} = (${categoryRef})`);
  if (shape.has('brand')) where.push(eq(products.brandId, sql.placeholder('brand')));
  if (shape.has('minPaise')) where.push(gte(products.pricePaise, sql.placeholder('minPaise')));
  if (shape.has('maxPaise')) where.push(lte(products.pricePaise, sql.placeholder('maxPaise')));
  if (shape.has('inStock') || shape.has('outOfStock')) {
    where.push(
      shape.has('inStock')
        ? sql`coalesce(${productStockColumns.quantity}, 0) > 0`
        : sql`coalesce(${productStockColumns.quantity}, 0) = 0`,
    );
  }
  const search =
    shape.has('search') || shape.has('fuzzy')
      ? searchTerms(sql.placeholder('q'), shape.has('search') ? sql.placeholder('tsQuery') : null)
      : undefined;
  if (search) where.push(search.where);
  const order =
    search && !sort ? [desc(search.rank), desc(products.id)] : LISTING_ORDER[sort ?? 'newest'];

  const ids = db
    .select({
      id: products.id,
      total: (isCountKept(shape)
        ? keptTotal(hasCategory ? sql`(${categoryRef})` : null)
        : sql<number>`count(*) over ()`
      ).as('total'),
    })
    .from(products);
  const page = ids
    .where(and(...where))
    .orderBy(...order)
    .limit(
      (preparedLimit
        ? sql.raw(String(preparedLimit))
        : sql.placeholder('limit')) as unknown as number,
    )
    .offset((preparedLimit ? sql.raw('0') : sql.placeholder('offset')) as unknown as number)
    .as('page');
  const name = `catalog_list_${createHash('sha1')
    .update([...shape].join('|'))
    .digest('hex')
    .slice(0, 16)}`;
  const rows = db
    .select({
      id: products.id,
      brandId: products.brandId,
      categoryId: products.categoryId,
      name: products.name,
      description: products.description,
      pricePaise: products.pricePaise,
      points: products.points,
      pointDescription: products.pointDescription,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      isVisible: products.isVisible,
      isDeleted: products.isDeleted,
      images: products.images,
      ...productStockColumns,
      total: sql<number>`${page.total}`.mapWith(Number),
      version: versionColumn(),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    // The same order, now over the page's rows only.
    .orderBy(...order);
  const counted = db
    .select({ total: count() })
    .from(products)
    .where(and(...where));
  // Unnamed statements are planned per request: a search's selectivity depends on its words (a
  // generic plan would scan every row), and filters' on their values.
  if (!isNamed) return { rows, count: counted };
  return { rows: rows.prepare(name), count: counted.prepare(`${name}_count`) };
}

const preparedLists = new WeakMap<Db, Map<string, ReturnType<typeof buildList>>>();

/**
 * One page of products with stock flags and the total, in one statement. The page's ids and the
 * window count come from the index alone (a deferred join); only those ≤ 100 rows are then read
 * in full with their stock. Ranked by relevance when searching, unless a sort was chosen.
 */
export async function listProducts({
  db,
  query,
  isFuzzy = false,
}: {
  db: Db;
  query: ListQuery;
  isFuzzy?: boolean;
}): Promise<{
  items: ProductSummary[];
  meta: { page: number; limit: number; total: number };
  /** The catalogue version the page was read at; null when it has no rows to carry it. */
  version: number | null;
}> {
  const { key, params, shape, isNamed, preparedLimit } = describeList(query, isFuzzy);
  let cache = preparedLists.get(db);
  if (!cache) preparedLists.set(db, (cache = new Map()));
  let prepared = cache.get(key);
  if (!prepared)
    cache.set(key, (prepared = buildList(db, shape, query.sort, { isNamed, preparedLimit })));
  const rows = await prepared.rows.execute(params);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the window count saw no rows, so count separately.
    total = (await prepared.count.execute(params))[0]?.total ?? 0;
  }
  if (total === 0 && shape.has('search')) return listProducts({ db, query, isFuzzy: true });
  return {
    items: rows.map((row) => toProductSummary(row, row)),
    meta: { page: query.page, limit: query.limit, total },
    version: rows[0]?.version ?? null,
  };
}

/**
 * The storefront's category page (by id or categoryUniqueName). An unknown, deleted or empty
 * category — or one where the filters leave nothing — is the spec's 400 (part 2 §8).
 */
export async function listCategoryProducts({
  db,
  categoryRef,
  query,
}: {
  db: Db;
  categoryRef: string;
  query: Omit<ListQuery, 'category'>;
}) {
  const result = await listProducts({ db, query: { ...query, category: categoryRef } });
  if (result.meta.total === 0) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.catalogue.noProductsInCategory);
  }
  return result;
}

/** The header search box: up to eight names, best match first (typos via the fuzzy pass). */
export async function suggestProducts({ db, q }: { db: Db; q: string }) {
  const suggest = (search: ReturnType<typeof searchTerms>) =>
    db
      .select({
        id: products.id,
        name: products.name,
        categoryUniqueName: categories.categoryUniqueName,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(listed(), search.where))
      .orderBy(desc(search.rank), desc(products.id))
      .limit(PRODUCT_SUGGEST_LIMIT);
  const tsQuery = toPrefixTsQuery(q);
  const found = tsQuery === null ? [] : await suggest(searchTerms(q, tsQuery));
  return found.length ? found : suggest(searchTerms(q, null));
}
