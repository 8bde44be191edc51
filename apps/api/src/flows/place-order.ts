import { createHash } from 'node:crypto';
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
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JsonRead } from '../db/rows';
import { AppError } from '../platform/errors';
import type { Messenger } from '../platform/messaging/messenger';
import { userAddressRead } from '../modules/addresses';
import { purchaseBeneficiaryRead } from '../modules/associates';
import { cartLineIssue } from '../modules/cart';
import {
  createOrder,
  earlierOrderForKey,
  orderMessage,
  toPlacedOrderDetail,
} from '../modules/orders';
import { priceCoupon, recordCouponUse } from '../modules/coupons';
import { activeUserRead } from '../modules/users';
import { issueOrderInvoice } from './issue-order-invoice';
import { creditPlacedOrderBusinessValue } from './order-business-value';
import { buildClaimKeyAndLockCart, takeStockAndEmptyCart } from './place-order-statements';

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
const deliveryAddressRead = (userId: SQL, addressId: SQL): JsonRead<OrderAddress> => {
  const read = userAddressRead({ userId, id: addressId });
  return {
    query: read.query,
    fromJson: (json) => {
      if (!json) throw refuseAddress(ORDER_TEXTS.addressNotFound);
      return toDeliveryAddress(read.fromJson(json));
    },
  };
};

type PlacingReads = {
  address: ReturnType<typeof deliveryAddressRead>;
  user: ReturnType<typeof activeUserRead>;
  beneficiary: ReturnType<typeof purchaseBeneficiaryRead>;
};

// The buyer, the delivery address and whose BV the order is come with the claim: no round trip
// of their own (a retry's key answers before they are checked).
const claimKeyAndLockCart = buildClaimKeyAndLockCart<{ addressId: number }, PlacingReads>(
  (slot) => ({
    address: deliveryAddressRead(slot('userId'), slot('addressId')),
    user: activeUserRead(slot('userId')),
    beneficiary: purchaseBeneficiaryRead(slot('userId')),
  }),
);

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
 * Places an order from the shopper's server cart in one transaction (ARCHITECTURE decision 6):
 * the Idempotency-Key first, then the cart re-priced from the catalogue with the stock locked,
 * every line checked (gone, out of stock, short, or priced other than the shopper accepted: a
 * 409 naming the product), the coupon judged with its row locked (a 4xx naming the reason), the
 * order with its snapshots and the coupon's use, the stock taken (ledger rows), the cart
 * emptied, and the tax invoice last (its serial counter is shared). Cash on delivery is placed at once (and the shopper told);
 * an online order waits for its payment, holding the stock for the payment window.
 * A retry with the same key answers the first order's id (`isNew: false`); a new order comes
 * with its page (`order`), so the answer needs no read after the commit.
 */
export async function placeOrder(options: PlaceOrderOptions) {
  const { db, messenger, company, userId, idempotencyKey, input } = options;
  const isOnline = input.paymentMethod === 'RAZORPAY';
  if (isOnline && !options.isOnlinePaymentEnabled) {
    throw new AppError('VALIDATION_FAILED', ORDER_TEXTS.paymentUnavailable, {
      fields: { paymentMethod: ORDER_TEXTS.paymentUnavailable },
    });
  }
  return db.transaction(async (tx) => {
    const claim = { userId, key: idempotencyKey, requestHash: requestHash(input) };
    const start = await claimKeyAndLockCart(tx, { ...claim, addressId: input.addressId });
    if (!start.isClaimed) {
      const earlier = await earlierOrderForKey({ db: tx, ...claim });
      return { orderId: earlier.orderId, isNew: false };
    }
    const { cart, products } = start;
    const { address, user, beneficiary } = start.read;
    if (cart.length === 0) throw new AppError('CONFLICT', ORDER_TEXTS.cartEmpty);
    const lines = cart.map((line) => {
      const product = products.get(line.productId);
      const issue = cartLineIssue(line, product);
      if (issue) throw new AppError('CONFLICT', issueRefusal(issue, product?.name ?? 'A product'));
      return {
        productId: line.productId,
        name: product!.name,
        unitPricePaise: product!.pricePaise,
        quantity: line.quantity,
        points: product!.points,
        image: product!.image,
        hsnCode: product!.hsnCode,
        gstRate: product!.gstRate,
      };
    });
    const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    // The coupon's row stays locked to the commit: its limits hold under concurrent checkouts.
    const coupon = input.couponCode
      ? await priceCoupon({ db: tx, userId, code: input.couponCode, lines, lock: true })
      : null;
    // The order and its stock travel together: the stock statement names the order by the id
    // the database has just given it (decision 0089).
    const [order] = await Promise.all([
      createOrder({
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
      }),
      // A cash-on-delivery order is a sale now (popularity); an online one when it is paid.
      takeStockAndEmptyCart(tx, { userId, lines, isSale: !isOnline }),
    ]);
    if (coupon) await recordCouponUse({ db: tx, priced: coupon, orderId: order.id, userId });
    if (!isOnline) {
      await creditPlacedOrderBusinessValue({
        db: tx,
        orderId: order.id,
        orderNumber: order.number,
        buyerUserId: userId,
        lines: order.lines,
        beneficiary,
      });
      // The shopper is told, and the invoice issued last: its serial counter is the one row
      // every checkout shares, and with the commit written right behind it, it stays locked
      // only while the server works. The two statements travel together.
      const message = orderMessage({ order, notice: 'placed', companyName: company.name });
      await Promise.all([
        message && messenger.enqueue(message, { db: tx }),
        issueOrderInvoice({
          db: tx,
          orderId: order.id,
          company,
          placed: { order, lines: order.lines },
          isLast: true,
        }),
      ]);
    }
    return { orderId: order.id, isNew: true, order: toPlacedOrderDetail(order) };
  });
}
