import { addressInputSchema, type OrderStatus } from '@saathi/shared';
import { AppError } from '../../platform/errors';
import { createAddress } from '../../modules/addresses';
import { addToCart } from '../../modules/cart';
import { readOrder, readOrderLines } from '../../modules/orders';
import { savePaymentOrder } from '../../modules/payments';
import { readOrderReturns } from '../../modules/returns';
import { cancelOrder } from '../../flows/cancel-order';
import { changeOrderStatus } from '../../flows/change-order-status';
import { applyCapturedPayment, invoicePlacedOrder } from '../../flows/confirm-payment';
import { approveRequest } from '../../flows/decide-request';
import { expireUnpaidOrders } from '../../flows/expire-unpaid-orders';
import { placeOrder } from '../../flows/place-order';
import { receiveReturnedItems } from '../../flows/receive-returned-items';
import { recordBankRefund } from '../../flows/refund-return';
import {
  between,
  DAY_MS,
  HOUR_MS,
  later,
  pick,
  submitDemoRequest,
  type DemoBusiness,
  type DemoPerson,
} from './context';

const DEMO_ORDERS = 260;
/** The first associates, who also stock up once a month (serials after the others'). */
const STOCKING_LEADERS = 12;
const ORDER_SPAN_DAYS = 92;
const PAYMENT_WINDOW_MINUTES = 30;
const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'India Post', 'DTDC'] as const;
const PAY_METHODS = ['upi', 'card', 'netbanking'] as const;

const REFUSALS = new Set<AppError['code']>(['CONFLICT', 'VALIDATION_FAILED']);

type Story = 'DELIVER' | 'CANCEL' | 'EXPIRE' | 'RETURN';

interface DemoOrder {
  serial: number;
  buyer: DemoPerson;
  story: Story;
  isOnline: boolean;
  orderId?: number;
}

/**
 * Three months of orders in every state, placed by the people who had joined by then: most are
 * confirmed, packed, shipped and delivered as time allows (the oldest long past the return
 * window, so their BV is confirmed), some cancelled, some returned and refunded by UPI or bank
 * transfer, some online orders never paid (the payment window expires). Online payments are
 * recorded as Razorpay's captured payments would be, with demo ids; nothing is sent anywhere.
 */
export function scheduleDemoOrders(business: DemoBusiness) {
  const { timeline, random } = business;
  const end = timeline.end.getTime();
  const span = ORDER_SPAN_DAYS * DAY_MS;
  const moments = Array.from({ length: DEMO_ORDERS }, () => end - span * random() ** 1.15)
    .filter((at) => at < end - HOUR_MS)
    .sort((a, b) => a - b);
  moments.forEach((at, index) => {
    timeline.add(new Date(at), () => startOrder(business, index + 1));
  });
  // The leaders stock up for their retail customers about once a month: big baskets.
  for (let leader = 1; leader <= STOCKING_LEADERS; leader += 1) {
    for (let month = 0; month < 3; month += 1) {
      const at = end - span + (month * 30 + between(random, 2, 25)) * DAY_MS;
      timeline.add(new Date(at), async () => {
        const buyer = business.associates.find((associate) => associate.number === leader);
        if (buyer) await startOrder(business, DEMO_ORDERS + leader * 3 + month, buyer);
      });
    }
  }
}

function chooseStory(random: () => number, isOnline: boolean): Story {
  const draw = random();
  if (draw < 0.07) return isOnline ? 'EXPIRE' : 'CANCEL';
  if (draw < 0.12 && !isOnline) return 'RETURN';
  if (draw < 0.15 && isOnline) return 'EXPIRE';
  return 'DELIVER';
}

function chooseBuyer(business: DemoBusiness) {
  const { random, associates, customers } = business;
  const fromCustomers = customers.length > 0 && (associates.length === 0 || random() < 0.55);
  if (fromCustomers) return pick(random, customers);
  return associates.length > 0 ? pick(random, associates) : undefined;
}

/** The buyer's delivery address, saved once (their city, their demo phone). */
async function deliveryAddressOf(business: DemoBusiness, buyer: DemoPerson, serial: number) {
  if (buyer.addressId) return buyer.addressId;
  const [city, state, postalCode, area] = buyer.city;
  const address = await createAddress({
    db: business.db,
    userId: buyer.userId,
    input: addressInputSchema.parse({
      name: buyer.name,
      phone_number: `90000${String(90_000 + (serial % 10_000)).padStart(5, '0')}`,
      street_address: `${between(business.random, 1, 240)}, ${area}`,
      city,
      state,
      postal_code: postalCode,
      country: 'India',
      landmarks: ['Demo address'],
      isDefault: true,
    }),
  });
  buyer.addressId = address.id;
  return address.id;
}

/** An order by `stockingUp` (a leader's monthly basket), else by someone who has joined. */
async function startOrder(business: DemoBusiness, serial: number, stockingUp?: DemoPerson) {
  const { db, random } = business;
  const buyer = stockingUp ?? chooseBuyer(business);
  if (!buyer) return;
  const isOnline = random() < 0.45;
  const story = stockingUp ? 'DELIVER' : chooseStory(random, isOnline);
  const order: DemoOrder = { serial, buyer, story, isOnline };
  const addressId = await deliveryAddressOf(business, buyer, serial);
  // Associates buy for their own customers too: bigger baskets.
  const most = stockingUp ? 10 : 'node' in buyer ? 5 : 2;
  const lineCount = stockingUp ? 3 : between(random, 1, 3);
  for (let line = 0; line < lineCount; line += 1) {
    // A size or pack of it, as the shopper chooses on the product page (decision 0109).
    const { productId, variantIds } = pick(random, business.saleProducts);
    const variantId = pick(random, variantIds);
    const quantity = between(random, 1, most);
    await addToCart({ db, userId: buyer.userId, productId, variantId, quantity }).catch(
      skipRefusal(business),
    );
  }
  const placed = await placeOrder({
    db,
    messenger: business.messenger,
    company: business.company,
    userId: buyer.userId,
    idempotencyKey: `demo-order-${serial}`,
    input: { addressId, paymentMethod: isOnline ? 'RAZORPAY' : 'COD' },
    isOnlinePaymentEnabled: true,
    paymentWindowMinutes: PAYMENT_WINDOW_MINUTES,
    log: business.log,
  }).catch(skipRefusal(business));
  if (!placed) return;
  order.orderId = placed.orderId;
  const now = new Date();
  if (order.story === 'EXPIRE') {
    // The payment-window job, as it would run after the window (no gateway: nothing was paid).
    business.timeline.add(later(now, (PAYMENT_WINDOW_MINUTES + 3) * 60_000), () =>
      expireUnpaidOrders({
        db,
        gateway: null,
        messenger: business.messenger,
        log: business.log,
      }).then(() => undefined),
    );
    return;
  }
  if (isOnline) {
    business.timeline.add(later(now, between(random, 2, 9) * 60_000), async () => {
      await payOnline(business, order);
      scheduleNext(business, order, 'PLACED');
    });
  } else scheduleNext(business, order, 'PLACED');
}

/** The shopper pays through Razorpay Checkout: the captured payment, recorded as the callback does. */
async function payOnline(business: DemoBusiness, order: DemoOrder) {
  const { db, random } = business;
  const row = await readOrder({ db, id: order.orderId! });
  const paymentOrder = await savePaymentOrder({
    db,
    orderId: row.id,
    providerOrderId: `order_demo${String(row.id).padStart(8, '0')}`,
    amountPaise: row.totalPaise,
  });
  const applied = await db.transaction((tx) =>
    applyCapturedPayment({
      db: tx,
      messenger: business.messenger,
      payment: {
        id: `pay_demo${String(row.id).padStart(10, '0')}`,
        order_id: paymentOrder.providerOrderId,
        amount: row.totalPaise,
        method: pick(random, PAY_METHODS),
      },
      source: 'CALLBACK',
    }),
  );
  await invoicePlacedOrder({ db, applied, log: business.log });
}

const NEXT: Partial<Record<OrderStatus, [OrderStatus, minHours: number, maxHours: number]>> = {
  PLACED: ['CONFIRMED', 1, 8],
  CONFIRMED: ['PACKED', 6, 24],
  PACKED: ['SHIPPED', 8, 30],
  SHIPPED: ['DELIVERED', 40, 120],
};

/** The order's next move, at a believable moment after this one. */
function scheduleNext(business: DemoBusiness, order: DemoOrder, status: OrderStatus) {
  const { random, timeline } = business;
  const now = new Date();
  if (order.story === 'CANCEL' && status === 'PLACED') {
    timeline.add(later(now, between(random, 1, 20) * HOUR_MS), () => cancel(business, order));
    return;
  }
  if (status === 'DELIVERED') {
    if (order.story === 'RETURN') scheduleReturn(business, order, now);
    return;
  }
  const next = NEXT[status];
  if (!next) return;
  const [to, minHours, maxHours] = next;
  timeline.add(later(now, between(random, minHours, maxHours) * HOUR_MS), async () => {
    await changeOrderStatus({
      db: business.db,
      messenger: business.messenger,
      orderId: order.orderId!,
      actorUserId: business.admin.userId,
      input:
        to === 'SHIPPED'
          ? {
              status: to,
              courier: pick(random, COURIERS),
              trackingNumber: `DEMO${String(order.orderId).padStart(8, '0')}`,
            }
          : { status: to as 'CONFIRMED' },
    });
    scheduleNext(business, order, to);
  });
}

async function cancel(business: DemoBusiness, order: DemoOrder) {
  const byShopper = business.random() < 0.6;
  await cancelOrder({
    db: business.db,
    messenger: business.messenger,
    orderId: order.orderId!,
    actor: byShopper ? 'SHOPPER' : 'ADMIN',
    actorUserId: byShopper ? order.buyer.userId : business.admin.userId,
    reason: byShopper ? 'Demo: ordered by mistake' : 'Demo: the address could not be served',
  });
}

/**
 * A cash-on-delivery return: asked a few days after delivery, approved (pickup), received and
 * refunded by the UPI or bank transfer the admin records.
 */
function scheduleReturn(business: DemoBusiness, order: DemoOrder, deliveredAt: Date) {
  const { db, random, timeline, admin } = business;
  const orderId = order.orderId!;
  const askedAt = later(deliveredAt, between(random, 30, 120) * HOUR_MS);
  // The refund goes to a UPI ID or a bank account, as the shopper chooses (decision 0115).
  const isToUpi = random() < 0.5;
  timeline.add(askedAt, async () => {
    const [line] = await readOrderLines({ db, orderId });
    const request = await submitDemoRequest(business, order.buyer.userId, {
      type: 'RETURN',
      payload: {
        orderId,
        lines: [{ orderLineId: line!.id, quantity: 1 }],
        reason: 'Demo: not what I expected',
        ...(isToUpi
          ? { upiId: `demo.refund${orderId}@demo` }
          : {
              bankAccount: {
                holderName: order.buyer.name,
                accountNumber: `9000${String(orderId).padStart(8, '0')}`,
                ifsc: 'DEMO0000001',
              },
            }),
      },
    });
    const approvedAt = later(askedAt, between(random, 4, 30) * HOUR_MS);
    timeline.add(approvedAt, async () => {
      await approveRequest({
        db,
        messenger: business.messenger,
        company: business.company.name,
        decider: admin,
        id: request.id,
      });
      const receivedAt = later(approvedAt, between(random, 48, 96) * HOUR_MS);
      timeline.add(receivedAt, async () => {
        const { returns } = await readOrderReturns({ db, orderId, reader: 'ADMIN' });
        const [refund] = returns;
        await receiveReturnedItems({
          db,
          orderId,
          returnId: refund!.id,
          lines: refund!.lines.map((returned) => ({
            returnLineId: returned.id,
            isRestockable: true,
          })),
          actorUserId: admin.userId,
        });
        timeline.add(later(receivedAt, between(random, 20, 48) * HOUR_MS), async () => {
          await recordBankRefund({
            db,
            orderId,
            returnId: refund!.id,
            reference: `${isToUpi ? 'DEMOUPI' : 'DEMONEFT'}${String(orderId).padStart(8, '0')}`,
            actorUserId: admin.userId,
          });
        });
      });
    });
  });
}

/**
 * A refusal the catalogue may give as stock runs down (not enough left, out of stock) ends that
 * line or order's story, as it would a shopper's; anything else is a fault and stops the seed.
 */
const skipRefusal = (business: DemoBusiness) => (error: unknown) => {
  if (!(error instanceof AppError && REFUSALS.has(error.code))) throw error;
  business.refusals += 1;
  return undefined;
};
