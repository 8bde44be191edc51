import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { planOnce } from '../db/named-statements';
import { fromJsonReads, jsonReadColumns, queryRows, type JsonRead } from '../db/rows';
import { cartLinesQuery, emptyCartQuery, type CartLine } from '../modules/cart';
import {
  checkStockTaken,
  lockedProductsForSale,
  lockProductsForSaleQuery,
  takeStockQueries,
  type SaleColumns,
  type StockLine,
} from '../modules/catalog';
import { claimIdempotencyKeyQuery, createdOrderIdQuery } from '../modules/orders';

// The place-order flow's statements that span modules (decision 0084): each module writes its
// own SQL; these compose it into one round trip.

/**
 * The placing transaction's first statement, one round trip for the steps of several modules:
 * the Idempotency-Key claimed; only then (a second request with the key waits at the claim,
 * holding no stock lock) the cart's lines read and their products' stock entries locked in
 * product order; and the flow's other reads (`reads`, answered only for a claimed key).
 */
export async function claimKeyAndLockCart<R extends Record<string, JsonRead<unknown>>>(
  tx: Db,
  claim: { userId: number; key: string; requestHash: string },
  reads: R,
) {
  const [row] = await queryRows<{
    isClaimed: boolean;
    cart: CartLine[];
    locked: SaleColumns[];
    [read: string]: unknown;
  }>(
    tx,
    planOnce(sql`with claimed as (${claimIdempotencyKeyQuery(claim)}),
      cart as (${cartLinesQuery(claim.userId)}),
      locked as (${lockProductsForSaleQuery(
        sql`select "productId" from cart where exists (select 1 from claimed)`,
      )})
    select exists (select 1 from claimed) as "isClaimed",
      coalesce((select json_agg(cart order by cart.id) from cart), '[]') as "cart",
      coalesce((select json_agg(locked) from locked), '[]') as "locked",
      ${jsonReadColumns(reads)}`),
  );
  const { isClaimed, cart, locked } = row!;
  if (!isClaimed) return { isClaimed } as const;
  const productIds = cart.map((line) => line.productId);
  return {
    isClaimed,
    cart,
    products: await lockedProductsForSale({ db: tx, productIds, locked }),
    read: fromJsonReads(reads, row),
  } as const;
}

/**
 * The order's writes in other modules, in one statement: its stock taken with the ledger (all of
 * it, or the order rolls back) and the cart emptied. Its ledger names the order createOrder is
 * writing just ahead of it on the connection (`createdOrderIdQuery`), so the two statements
 * travel together (decision 0089).
 */
export async function takeStockAndEmptyCart(
  tx: Db,
  options: { userId: number; lines: readonly StockLine[]; isSale: boolean },
) {
  const { userId, lines, isSale } = options;
  const reference = sql`'order:' || ${createdOrderIdQuery()} || ':placed'`;
  const [row] = await queryRows<{ taken: number }>(
    tx,
    planOnce(sql`with ${takeStockQueries({ lines, reference, isSale })},
      emptied as (${emptyCartQuery(userId)})
    select count(*)::int as taken from stock_taken`),
  );
  checkStockTaken(row!.taken, lines);
}
