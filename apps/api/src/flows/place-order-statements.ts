import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { statementOnce } from '../db/named-statements';
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
import { claimIdempotencyKeyQuery, createdOrderIdQuery, type KeyClaim } from '../modules/orders';

// The place-order flow's statements that span modules (decision 0084): each module writes its
// own SQL; these compose it into one round trip.

type Slot<V> = (name: keyof V & string) => SQL;

/**
 * The placing transaction's first statement, one round trip for the steps of several modules:
 * the Idempotency-Key claimed; only then (a second request with the key waits at the claim,
 * holding no stock lock) the cart's lines read and their products' stock entries locked in
 * product order; and the flow's other reads (`readsOf`, answered only for a claimed key). Built
 * once (decision 0091): the reads take their values from slots, which the call fills.
 */
export function buildClaimKeyAndLockCart<
  Values extends Record<string, unknown>,
  R extends Record<string, JsonRead<unknown>>,
>(readsOf: (slot: Slot<KeyClaim & Values>) => R) {
  let reads: R | undefined;
  const statement = statementOnce<KeyClaim & Values>((slot) => {
    reads = readsOf(slot);
    return sql`with claimed as (${claimIdempotencyKeyQuery({
      userId: slot('userId'),
      key: slot('key'),
      requestHash: slot('requestHash'),
    })}),
      cart as (${cartLinesQuery(slot('userId'))}),
      locked as (${lockProductsForSaleQuery(
        sql`select "productId" from cart where exists (select 1 from claimed)`,
      )})
    select exists (select 1 from claimed) as "isClaimed",
      coalesce((select json_agg(cart order by cart.id) from cart), '[]') as "cart",
      coalesce((select json_agg(locked) from locked), '[]') as "locked",
      ${jsonReadColumns(reads)}`;
  });
  return async (tx: Db, values: KeyClaim & Values) => {
    const [row] = await queryRows<{
      isClaimed: boolean;
      cart: CartLine[];
      locked: SaleColumns[];
      [read: string]: unknown;
    }>(tx, statement(values));
    const { isClaimed, cart, locked } = row!;
    if (!isClaimed) return { isClaimed } as const;
    const productIds = cart.map((line) => line.productId);
    return {
      isClaimed,
      cart,
      products: await lockedProductsForSale({ db: tx, productIds, locked }),
      read: fromJsonReads(reads!, row),
    } as const;
  };
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
  const [row] = await queryRows<{ taken: number }>(
    tx,
    takeStockStatement({
      userId,
      isSale,
      productIds: lines.map((line) => line.productId),
      quantities: lines.map((line) => line.quantity),
    }),
  );
  checkStockTaken(row!.taken, lines);
}

// Built once (decision 0091).
const takeStockStatement = statementOnce<{
  userId: number;
  isSale: boolean;
  productIds: number[];
  quantities: number[];
}>(
  (slot) => sql`with ${takeStockQueries({
    productIds: sql`${slot('productIds')}::int[]`,
    quantities: sql`${slot('quantities')}::int[]`,
    reference: sql`'order:' || ${createdOrderIdQuery()} || ':placed'`,
    isSale: slot('isSale'),
  })},
      emptied as (${emptyCartQuery(slot('userId'))})
    select count(*)::int as taken from stock_taken`,
);
