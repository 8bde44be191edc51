import type { FastifyBaseLogger } from 'fastify';
import {
  GST_STATE_CODES,
  soldItemName,
  type CompanySettings,
  type IndianState,
} from '@saathi/shared';
import type { Db } from '../db/client';
import {
  issueRequestedInvoice,
  listUnissuedInvoiceRequests,
  type TaxInvoiceInput,
} from '../modules/invoices';
import { getCompanySettings } from '../modules/settings';
import { readOrder, readOrderLines, type OrderLineRow, type OrderRow } from '../modules/orders';

type OrderLines = readonly OrderLineRow[];

/** The supplier on every document: the company's invoicing details and registered GSTIN. */
const supplierOf = (company: CompanySettings) => ({
  legalName: company.invoicing.legalName,
  addressLines: company.invoicing.addressLines,
  stateCode: company.invoicing.stateCode,
  gstin: company.registration.gstin,
});

const deliveryLinesOf = ({ address }: OrderRow) => [
  address.streetAddress,
  ...(address.additionalAddressLine ? [address.additionalAddressLine] : []),
  `${address.city}, ${address.state} ${address.postalCode}`,
];

/**
 * The one place an order becomes an invoice's input: its lines' snapshots (name, HSN, rate, unit
 * price), the coupon's discount, the fee, the delivery address (its state is the place of supply) and the amount the
 * shopper was charged, which the invoice's total equals.
 */
export function invoiceInputOf(
  order: OrderRow,
  lines: OrderLines,
  company: CompanySettings,
): Omit<TaxInvoiceInput, 'serial' | 'issuedAt'> {
  return {
    supplier: supplierOf(company),
    recipient: {
      name: order.address.name,
      addressLines: deliveryLinesOf(order),
      // Orders only go to addresses whose PIN fits a known state (place-order checks it).
      stateCode: GST_STATE_CODES[order.address.state as IndianState],
    },
    lines: lines.map((line) => ({
      // The size or pack sold is part of what the invoice describes (decision 0107).
      description: soldItemName(line.name, line.variantLabel),
      hsn: line.hsnCode,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      gstRate: line.gstRate,
    })),
    // The coupon's discount, GST-inclusive, off the lines' value before the fee (decision 0055).
    discountPaise: order.discountPaise,
    feePaise: order.feePaise,
    amountChargedPaise: order.totalPaise,
  };
}

/**
 * Issues the tax invoice an order owes (decision 0093): run after the transaction that made it
 * PLACED (and requested the invoice) has committed, on its own, by place-order, by the payment
 * flows and by the job that finishes what a crash left. The invoice takes the next serial of the
 * financial year in one statement, so the counter every order shares is held only while it runs.
 * An order invoiced already answers its invoice; one whose request a cancellation withdrew, none.
 */
export async function issueOrderInvoice(options: {
  db: Db;
  orderId: number;
  /** The company's settings now. */
  company: CompanySettings;
  /** The order as just placed, with its lines, when the flow has them (then not read back). */
  placed?: { order: OrderRow; lines: OrderLines };
}) {
  const { db, orderId, company, placed } = options;
  const [order, lines] = placed
    ? [placed.order, placed.lines]
    : await Promise.all([readOrder({ db, id: orderId }), readOrderLines({ db, orderId })]);
  return issueRequestedInvoice({
    db,
    orderId,
    orderLineIds: lines.map((line) => line.id),
    serialPrefix: company.invoicing.invoicePrefix,
    input: invoiceInputOf(order, lines, company),
  });
}

/**
 * issueOrderInvoice right after the order's transaction committed, for a flow that must answer
 * whatever happens: a failure is logged, and the request it leaves is the invoices job's.
 */
export async function issueOrderInvoiceOrLeaveIt(
  options: Parameters<typeof issueOrderInvoice>[0] & { log: FastifyBaseLogger },
) {
  try {
    await issueOrderInvoice(options);
  } catch (error) {
    options.log.error(
      { err: error, orderId: options.orderId },
      'could not issue the invoice now; the invoices job will',
    );
  }
}

/** A request younger than this is left to the flow that made it, which issues it at once. */
const REQUEST_GRACE_MS = 60_000;

/**
 * The job that finishes what a crash or a failure left (decision 0093): every invoice requested
 * more than a minute ago and still unissued is issued now, oldest first, each on its own.
 */
export async function issueRequestedInvoices(options: {
  db: Db;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
  now?: Date;
}) {
  const { db, log, signal } = options;
  const before = new Date((options.now ?? new Date()).getTime() - REQUEST_GRACE_MS);
  const orderIds = await listUnissuedInvoiceRequests({ db, before, limit: 100 });
  if (orderIds.length === 0) return;
  const company = await getCompanySettings({ db });
  for (const orderId of orderIds) {
    if (signal?.aborted) break;
    await issueOrderInvoiceOrLeaveIt({ db, orderId, company, log });
  }
}
