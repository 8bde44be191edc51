import { type GstRate, stateOfGstCode } from '@saathi/shared';
import type {
  GstDocumentHeader,
  InvoiceRecipient,
  InvoiceSupplier,
  SupplyType,
  TaxAmounts,
} from './types';
import { amountInWords } from './amount-in-words';
import { sumTaxAmounts, totalByRate } from './total-by-rate';

/** Round-off only evens out the last rupee; a larger gap means the order and its lines disagree. */
export const MAX_ROUND_OFF_PAISE = 99;

/** CGST + SGST when the goods go to the supplier's own state, IGST otherwise (IGST Act s.10). */
export const supplyTypeOf = (supplier: InvoiceSupplier, recipient: InvoiceRecipient): SupplyType =>
  supplier.stateCode === recipient.stateCode ? 'INTRA_STATE' : 'INTER_STATE';

/** The header fields shared by invoices and credit notes, from their lines' amounts. */
export function describeDocument(
  base: Pick<GstDocumentHeader, 'serial' | 'issuedAt' | 'supplier' | 'recipient'>,
  lines: readonly (TaxAmounts & { gstRate: GstRate })[],
  roundOffPaise: number,
): GstDocumentHeader {
  const totals = sumTaxAmounts(lines);
  const grandTotalPaise = totals.valuePaise + roundOffPaise;
  return {
    ...base,
    placeOfSupply: {
      stateCode: base.recipient.stateCode,
      state: stateOfGstCode(base.recipient.stateCode)!,
    },
    supplyType: supplyTypeOf(base.supplier, base.recipient),
    rateTotals: totalByRate(lines),
    totals,
    roundOffPaise,
    grandTotalPaise,
    amountInWords: amountInWords(grandTotalPaise),
    isReverseCharge: false,
  };
}
