import { z } from 'zod';
import { formatRupees } from '../money';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../cart-rules';

export { CART_LINES_MAX, CART_OPERATION_DELAY_MS, CART_QUANTITY_MAX } from '../cart-rules';

const CART_TEXTS_CHOOSE = 'Choose a size or pack';
const QUANTITY_RULE = `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}`;

export const cartQuantitySchema = z
  .number({ error: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(CART_QUANTITY_MAX, QUANTITY_RULE);

export const productIdSchema = z
  .number({ error: 'Choose a product' })
  .int('Choose a product')
  .positive('Choose a product')
  .max(2 ** 31 - 1, 'Choose a product');

/**
 * `POST /api/cart` (spec part 2 §7). The spec's client also sends the product's name, price and
 * image; they are accepted and ignored — the catalogue is the only source of those (ARCHITECTURE
 * decision 5).
 */
export const addToCartSchema = z
  .object({
    productId: productIdSchema,
    /**
     * The size or pack chosen (decision 0107); may be absent for a product with one variant, and
     * must be sent for one with several.
     */
    variantId: z
      .number({ error: CART_TEXTS_CHOOSE })
      .int(CART_TEXTS_CHOOSE)
      .positive(CART_TEXTS_CHOOSE)
      .max(2 ** 31 - 1, CART_TEXTS_CHOOSE)
      .optional(),
    quantity: cartQuantitySchema,
    productName: z.unknown().optional(),
    productPrice: z.unknown().optional(),
    productImage: z.unknown().optional(),
  })
  .strict()
  .meta({ id: 'AddToCart' });
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** `PATCH /api/cart/{id}`: the quantity the shopper chose; saving it also accepts today's price. */
export const updateCartLineSchema = z
  .object({ quantity: cartQuantitySchema })
  .strict()
  .meta({ id: 'UpdateCartLine' });

export const cartUserParamSchema = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** Why a line cannot be checked out as it is. */
export const CART_ISSUES = [
  'UNAVAILABLE',
  'OUT_OF_STOCK',
  'NOT_ENOUGH_STOCK',
  'PRICE_CHANGED',
] as const;
export type CartIssueCode = (typeof CART_ISSUES)[number];

export const CART_TEXTS = {
  unavailable: 'This product is no longer sold. Remove it to continue.',
  outOfStock: 'Out of stock. Remove it or move it to your wishlist.',
  notEnoughStock: (left: number) =>
    `Only ${left} left in stock. Lower the quantity to ${left} to continue.`,
  priceChanged: (before: number, now: number) =>
    `The price changed from ${formatRupees(before)} to ${formatRupees(now)}. Accept the new price to continue.`,
  acceptPrice: 'Accept new price',
  tooMany: (left: number) =>
    left > 0 ? `Only ${left} left in stock` : 'This product is out of stock',
  lineLimit: `A cart holds at most ${CART_LINES_MAX} different products.`,
  lineTotalLimit: `You can buy at most ${CART_QUANTITY_MAX} of a product.`,
  resolveFirst: 'Some items in your cart need your attention before you can check out.',
  empty: 'Your cart is empty.',
  notFound: 'Cart item not found',
  productNotFound: 'This product is not available.',
  chooseVariant: CART_TEXTS_CHOOSE,
  unknownVariant: 'Choose one of this product’s sizes or packs',
} as const;

export const cartIssueSchema = z.object({
  code: z.enum(CART_ISSUES),
  message: z.string(),
  /** NOT_ENOUGH_STOCK: the most that can be bought now. */
  maxQuantity: z.number().int().optional(),
  /** PRICE_CHANGED: the price (rupees) the shopper last saw. */
  previousPrice: z.number().optional(),
});
export type CartIssue = z.infer<typeof cartIssueSchema>;

/** A cart line as spec part 2 §3 names it, with the catalogue's BV points and any issue. */
export const cartItemSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    /** The size or pack (decision 0107), and its label ("1 kg"; empty without real variants). */
    variantId: z.number().int(),
    variantLabel: z.string(),
    quantity: z.number().int(),
    productName: z.string(),
    /** Today's price in rupees, from the catalogue. */
    productPrice: z.number(),
    /** The first product image (its thumbnail). */
    productImage: z.string().nullable(),
    points: z.number().int(),
    issue: cartIssueSchema.nullable(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z
  .object({ cartItems: z.array(cartItemSchema) })
  .meta({ id: 'Cart' });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartItemResponseSchema = z.object({ success: z.literal(true), data: cartItemSchema });
export const cartDeleteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int() }),
});
