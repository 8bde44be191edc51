import { GST_STATE_CODES, type CompanySettings, type IndianState } from '@saathi/shared';
import type { Db } from '../db/client';
import { issueTaxInvoice, type TaxInvoiceInput } from '../modules/invoices';
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
      description: line.name,
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
 * The step of the flows that make an order PLACED (cash on delivery in place-order, an online
 * order in confirm-payment), in their transaction: the order's tax invoice with the next serial
 * of the financial year (decision 0060). An order invoiced already keeps its invoice.
 */
export async function issueOrderInvoice(options: {
  db: Db;
  orderId: number;
  /** The settings the calling flow has already read. */
  company: CompanySettings;
  /** The order as just placed, with its lines, when the flow has them (then not read back). */
  placed?: { order: OrderRow; lines: OrderLines };
  /** The flow's last step: issuing commits its transaction (decision 0087). */
  isLast?: boolean;
}) {
  const { db, orderId, company, placed } = options;
  const [order, lines] = placed
    ? [placed.order, placed.lines]
    : await Promise.all([readOrder({ db, id: orderId }), readOrderLines({ db, orderId })]);
  return issueTaxInvoice({
    db,
    orderId,
    // An order placed in this transaction has no invoice yet: no need to look for one.
    isNewOrder: Boolean(placed),
    isLast: options.isLast,
    orderLineIds: lines.map((line) => line.id),
    serialPrefix: company.invoicing.invoicePrefix,
    input: invoiceInputOf(order, lines, company),
  });
}
