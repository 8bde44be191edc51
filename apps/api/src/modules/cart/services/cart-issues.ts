import { CART_TEXTS, paiseToRupees, type CartIssue, type CartItem } from '@saathi/shared';
import type { ProductForSale } from '../../catalog';

export interface CartLine {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
  seenPricePaise: number;
}

/**
 * What stops a line from being bought as it is, most serious first: gone from the shop, out of
 * stock, more than the stock, or a price other than the one the shopper saw. Null when none.
 */
export function cartLineIssue(
  line: CartLine,
  product: ProductForSale | undefined,
): CartIssue | null {
  if (!product?.isListed) return { code: 'UNAVAILABLE', message: CART_TEXTS.unavailable };
  if (product.quantity <= 0) return { code: 'OUT_OF_STOCK', message: CART_TEXTS.outOfStock };
  if (product.quantity < line.quantity) {
    return {
      code: 'NOT_ENOUGH_STOCK',
      message: CART_TEXTS.notEnoughStock(product.quantity),
      maxQuantity: product.quantity,
    };
  }
  if (product.pricePaise !== line.seenPricePaise) {
    const previousPrice = paiseToRupees(line.seenPricePaise);
    return {
      code: 'PRICE_CHANGED',
      message: CART_TEXTS.priceChanged(previousPrice, paiseToRupees(product.pricePaise)),
      previousPrice,
    };
  }
  return null;
}

/** A line as the API answers it (spec part 2 §3), priced from the catalogue. */
export const toCartItem = (line: CartLine, product: ProductForSale | undefined): CartItem => ({
  id: line.id,
  productId: line.productId,
  variantId: line.variantId,
  variantLabel: product?.variantLabel ?? '',
  quantity: line.quantity,
  productName: product?.name ?? '',
  productPrice: paiseToRupees(product?.pricePaise ?? line.seenPricePaise),
  productImage: product?.image ?? null,
  points: product?.points ?? 0,
  issue: cartLineIssue(line, product),
});
