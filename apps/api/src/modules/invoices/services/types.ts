import type { GstRate, IndianState } from '@saathi/shared';

/** Who sells: the company's legal name, address, GST state code and GSTIN (Rule 46 (a)). */
export interface InvoiceSupplier {
  legalName: string;
  addressLines: string[];
  stateCode: string;
  gstin: string;
}

/** Who buys, unregistered (B2C): name and delivery address; its state is the place of supply. */
export interface InvoiceRecipient {
  name: string;
  addressLines: string[];
  stateCode: string;
}

export interface InvoiceLineInput {
  description: string;
  hsn: string;
  quantity: number;
  /** The price of one unit as the shop shows it: inclusive of GST, like an Indian MRP. */
  unitPricePaise: number;
  gstRate: GstRate;
}

export interface TaxInvoiceInput {
  serial: string;
  issuedAt: Date;
  supplier: InvoiceSupplier;
  recipient: InvoiceRecipient;
  lines: InvoiceLineInput[];
  /** The order's discount (a coupon), inclusive of GST; shared over the lines by value. */
  discountPaise?: number;
  /** The cart's fee, inclusive of GST; part of the value of the goods (decision 0051). */
  feePaise: number;
  /** What the shopper was charged; the invoice's total equals it to the paisa. */
  amountChargedPaise: number;
}

export type SupplyType = 'INTRA_STATE' | 'INTER_STATE';

/** An amount inclusive of GST, and its parts: taxable value plus CGST + SGST, or IGST. */
export interface TaxAmounts {
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface PlaceOfSupply {
  stateCode: string;
  state: IndianState;
}

export interface TaxInvoiceLine extends TaxAmounts {
  lineNumber: number;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  gstRate: GstRate;
  /** quantity × unit price. */
  grossPaise: number;
  /** This line's share of the order's discount. */
  discountPaise: number;
  /** This line's share of the fee; valuePaise = gross − discount + fee. */
  feePaise: number;
}

export interface RateTotal extends TaxAmounts {
  gstRate: GstRate;
}

/** Document fields both a tax invoice and a credit note carry (Rules 46 and 53). */
export interface GstDocumentHeader {
  serial: string;
  issuedAt: Date;
  supplier: InvoiceSupplier;
  recipient: InvoiceRecipient;
  placeOfSupply: PlaceOfSupply;
  supplyType: SupplyType;
  rateTotals: RateTotal[];
  totals: TaxAmounts;
  /** What brings the lines' total to the amount charged or refunded; within ±99 paise. */
  roundOffPaise: number;
  grandTotalPaise: number;
  amountInWords: string;
  isReverseCharge: false;
}

export interface TaxInvoice extends GstDocumentHeader {
  kind: 'TAX_INVOICE';
  lines: TaxInvoiceLine[];
  grossPaise: number;
  discountPaise: number;
  feePaise: number;
}

/** Units of an invoice line given back, or an amount of it refunded without a return. */
export type CreditItem =
  { lineNumber: number; quantity: number } | { lineNumber: number; amountPaise: number };

export interface CreditNoteInput {
  serial: string;
  issuedAt: Date;
  reason: string;
  invoice: TaxInvoice;
  /** Credit notes already issued against this invoice, oldest first. */
  earlierCreditNotes: CreditNote[];
  items: CreditItem[];
}

export interface CreditNoteLine extends TaxAmounts {
  lineNumber: number;
  description: string;
  hsn: string;
  gstRate: GstRate;
  /** Units given back; 0 for a refund without a return. */
  quantity: number;
}

export interface CreditNote extends GstDocumentHeader {
  kind: 'CREDIT_NOTE';
  reason: string;
  invoiceSerial: string;
  invoiceIssuedAt: Date;
  /** The invoice's own total, which decides its GSTR-1 table (B2C small or large). */
  invoiceGrandTotalPaise: number;
  lines: CreditNoteLine[];
}
