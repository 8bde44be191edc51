import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_COUNTRY,
  isPinCodeInState,
  ORDER_TEXTS,
  orderTotalsPaise,
  type Address,
  type CartIssue,
  type CompanySettings,
  type OrderAddress,
  type PlaceOrderInput,
} from '@saathi/shared';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import type { Messenger } from '../platform/messaging/messenger';
import { getAddress } from '../modules/addresses';
import { findPurchaseBeneficiary } from '../modules/associates';
import { cartLineIssue, takeCartLines, type CartLine } from '../modules/cart';
import { lockVariantsForSale, takeStock, type ProductForSale } from '../modules/catalog';
import { priceCoupon, recordCouponUse } from '../modules/coupons';
import { requestOrderInvoice } from '../modules/invoices';
import {
  claimIdempotencyKey,
  createOrder,
  earlierOrderForKey,
  orderMessage,
  toPlacedOrderDetail,
  type NewOrder,
} from '../modules/orders';
import { getUserById } from '../modules/users';
import { issueOrderInvoiceOrLeaveIt } from './issue-order-invoice';
import { creditPlacedOrderBusinessValue } from './credit-order-business-value';

export interface PlaceOrderOptions {
  db: Db;
  messenger: Messenger;
  /** The company's settings now (the API's cached copy). */
  company: CompanySettings;
  userId: number;
  idempotencyKey: string;
  input: PlaceOrderInput;
  isOnlinePaymentEnabled: boolean;
  paymentWindowMinutes: number;
  log: FastifyBaseLogger;
}

const issueRefusal = (issue: CartIssue, name: string) => {
  switch (issue.code) {
    case 'UNAVAILABLE':
      return ORDER_TEXTS.productUnavailable(name);
    case 'OUT_OF_STOCK':
      return ORDER_TEXTS.outOfStock(name);
    case 'NOT_ENOUGH_STOCK':
      return ORDER_TEXTS.notEnoughStock(name, issue.maxQuantity ?? 0);
    case 'PRICE_CHANGED':
      return ORDER_TEXTS.priceChanged(name);
  }
};

const refuseAddress = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { addressId: message } });

/** The delivery address as the order keeps it; India only, with a PIN that fits its state. */
async function deliveryAddress(db: Db, userId: number, addressId: number): Promise<OrderAddress> {
  const address = await getAddress({ db, userId, id: addressId }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND'
      ? refuseAddress(ORDER_TEXTS.addressNotFound)
      : error;
  });
  return toDeliveryAddress(address);
}

function toDeliveryAddress(address: Address): OrderAddress {
  if (address.country.trim().toLowerCase() !== DEFAULT_COUNTRY.toLowerCase()) {
    throw refuseAddress(ORDER_TEXTS.indiaOnly);
  }
  if (!isPinCodeInState(address.postal_code, address.state)) {
    throw refuseAddress(ORDER_TEXTS.pinCodeNotInState(address.postal_code, address.state));
  }
  return {
    name: address.name,
    phone: address.phone_number,
    email: address.email,
    streetAddress: address.street_address,
    additionalAddressLine: address.additional_address_line,
    city: address.city,
    state: address.state,
    postalCode: address.postal_code,
    country: DEFAULT_COUNTRY,
    landmarks: address.landmarks,
  };
}

/** The request's fingerprint: the same key with another body is a different order. */
const requestHash = (input: PlaceOrderInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.addressId, input.paymentMethod, input.couponCode ?? null]))
    .digest('hex');

/**
 * Places an order from the shopper's server cart in one transaction (ARCHITECTURE decision 6),
 * step by step:
 * 1. claim the Idempotency-Key (a retry with it answers the first order's id, `isNew: false`);
 * 2. take the buyer, the delivery address and whose BV the order is (read just before the
 *    transaction), the cart's lines, and lock their variants' stock, in variant order;
 * 3. check every line (gone, out of stock, short, or priced other than the shopper accepted: a
 *    409 naming the product) and judge the coupon with its row locked (a 4xx naming the reason);
 * 4. write the order with its snapshots, the coupon's use and the stock taken (ledger rows); cash
 *    on delivery is placed at once: its BV, the shopper's message and the request for its tax
 *    invoice; an online order waits for its payment, holding the stock for the window.
 * A failure at any step rolls all of it back. Once committed, the invoice is issued on its own
 * (decision 0093); a new order comes with its page (`order`), so the answer needs no read after.
 */
export async function placeOrder(options: PlaceOrderOptions) {
  const { db, company, input, log } = options;
  const isOnline = input.paymentMethod === 'RAZORPAY';
  if (isOnline && !options.isOnlinePaymentEnabled) {
    throw new AppError('VALIDATION_FAILED', ORDER_TEXTS.paymentUnavailable, {
      fields: { paymentMethod: ORDER_TEXTS.paymentUnavailable },
    });
  }
  const reads = await readForPlacing(options);
  const placed = await db.transaction((tx) => placeInTransaction({ ...options, db: tx }, reads));
  if (!placed.isNew) return { orderId: placed.orderId, isNew: false };
  const { order } = placed;
  if (!isOnline) {
    const invoiced = { order, lines: order.lines };
    await issueOrderInvoiceOrLeaveIt({ db, orderId: order.id, company, placed: invoiced, log });
  }
  return { orderId: order.id, isNew: true, order: toPlacedOrderDetail(order) };
}

/**
 * Each cart line as the order will sell it, priced and described by the catalogue now; a line
 * that cannot be bought as the shopper saw it is a 409 naming the product.
 */
function checkLines(cart: CartLine[], variants: Map<number, ProductForSale>): NewOrder['lines'] {
  return cart.map((line) => {
    const product = variants.get(line.variantId);
    const issue = cartLineIssue(line, product);
    if (issue || !product) {
      // cartLineIssue finds an issue with every line whose product is gone.
      throw new AppError('CONFLICT', issueRefusal(issue!, product?.name ?? 'A product'));
    }
    return {
      productId: line.productId,
      variantId: line.variantId,
      variantLabel: product.variantLabel,
      name: product.name,
      unitPricePaise: product.pricePaise,
      quantity: line.quantity,
      points: product.points,
      image: product.image,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
    };
  });
}

/**
 * What placing reads without a lock, just before its transaction (so the transaction stays short):
 * the buyer, the delivery address and whose BV the order is. A refusal among them is kept, to be
 * told once the key is claimed, so a retry with the key still gets its order.
 */
const readForPlacing = ({ db, userId, input }: PlaceOrderOptions) =>
  Promise.all([
    getUserById({ db, id: userId }),
    deliveryAddress(db, userId, input.addressId),
    findPurchaseBeneficiary({ db, userId }),
  ]).then(
    (values) => ({ values }),
    (error: unknown) => ({ error }),
  );

async function placeInTransaction(
  options: PlaceOrderOptions,
  reads: Awaited<ReturnType<typeof readForPlacing>>,
) {
  const { db: tx, messenger, company, userId, idempotencyKey, input } = options;
  const isOnline = input.paymentMethod === 'RAZORPAY';
  // 1. Claim the key.
  const claim = { userId, key: idempotencyKey, requestHash: requestHash(input) };
  if (!(await claimIdempotencyKey({ db: tx, ...claim }))) {
    const earlier = await earlierOrderForKey({ db: tx, ...claim });
    return { orderId: earlier.orderId, isNew: false } as const;
  }

  // 2. Read, and lock what the order takes.
  if ('error' in reads) throw reads.error;
  const [user, address, beneficiary] = reads.values;
  const cart = await takeCartLines({ db: tx, userId });
  if (cart.length === 0) throw new AppError('CONFLICT', ORDER_TEXTS.cartEmpty);
  const variants = await lockVariantsForSale({
    db: tx,
    variantIds: cart.map((line) => line.variantId),
  });

  // 3. Check.
  const lines = checkLines(cart, variants);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  // The coupon's row stays locked to the commit: its limits hold under concurrent checkouts.
  const coupon = input.couponCode
    ? await priceCoupon({ db: tx, userId, code: input.couponCode, lines, lock: true })
    : null;

  // 4. Write.
  const order = await createOrder({
    db: tx,
    numberPrefix: company.shortName.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'ORD',
    idempotencyKey: { userId, key: idempotencyKey },
    order: {
      userId,
      status: isOnline ? 'PENDING_PAYMENT' : 'PLACED',
      paymentMethod: input.paymentMethod,
      paymentStatus: isOnline ? 'AWAITING_PAYMENT' : 'CASH_ON_DELIVERY',
      ...orderTotalsPaise(subtotalPaise, coupon?.discountPaise),
      couponCode: coupon?.coupon.code ?? null,
      customer: {
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        email: user.primaryEmail,
        phone: user.primaryPhone,
      },
      address,
      expiresAt: isOnline ? new Date(Date.now() + options.paymentWindowMinutes * 60_000) : null,
      lines,
    },
  });
  if (coupon) await recordCouponUse({ db: tx, priced: coupon, orderId: order.id, userId });
  // A cash-on-delivery order is a sale now (popularity); an online one when it is paid.
  await takeStock({ db: tx, lines, reference: `order:${order.id}:placed`, isSale: !isOnline });

  if (!isOnline) {
    await creditPlacedOrderBusinessValue({
      db: tx,
      orderId: order.id,
      orderNumber: order.number,
      buyerUserId: userId,
      lines: order.lines,
      beneficiary,
    });
    const message = await orderMessage({
      db: tx,
      order,
      notice: 'placed',
      companyName: company.name,
    });
    if (message) await messenger.enqueue(message, { db: tx });
    await requestOrderInvoice({ db: tx, orderId: order.id });
  }
  return { orderId: order.id, isNew: true, order } as const;
}
