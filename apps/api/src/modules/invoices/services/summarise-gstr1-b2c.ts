import type { GstRate, IndianState } from '@saathi/shared';
import type { CreditNote, GstDocumentHeader, SupplyType, TaxAmounts, TaxInvoice } from './types';
import { addTaxAmounts, ZERO_TAX_AMOUNTS } from './tax-of-value';

/**
 * Inter-state invoices to unregistered buyers above ₹1,00,000 are reported one by one in GSTR-1
 * table 5 (B2C large; notification 12/2024-Central Tax, from 1 August 2024), and their credit
 * notes in table 9B (CDNUR): they stay out of the B2C small summary.
 */
export const B2C_LARGE_THRESHOLD_PAISE = 100_000_00;

/** One row of GSTR-1 table 7 (B2C small): a place of supply and a rate, net of credit notes. */
export interface Gstr1B2csRow {
  stateCode: string;
  state: IndianState;
  supplyType: SupplyType;
  gstRate: GstRate;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface Gstr1B2cSummary {
  /** Table 7 rows, by state code, then rate. */
  b2cs: Gstr1B2csRow[];
  /** Serials of the invoices and credit notes left for tables 5 and 9B. */
  b2clInvoiceSerials: string[];
  b2clCreditNoteSerials: string[];
}

const isB2cLarge = (supplyType: SupplyType, invoiceTotalPaise: number) =>
  supplyType === 'INTER_STATE' && invoiceTotalPaise > B2C_LARGE_THRESHOLD_PAISE;

const negate = (amounts: TaxAmounts): TaxAmounts => ({
  valuePaise: -amounts.valuePaise,
  taxablePaise: -amounts.taxablePaise,
  cgstPaise: -amounts.cgstPaise,
  sgstPaise: -amounts.sgstPaise,
  igstPaise: -amounts.igstPaise,
});

/**
 * GSTR-1's B2C small summary of a period's documents: taxable value and taxes by place of supply
 * and rate, the period's credit notes taken off (their amounts negated).
 */
export function summariseGstr1B2c(
  invoices: readonly TaxInvoice[],
  creditNotes: readonly CreditNote[],
): Gstr1B2cSummary {
  const rows = new Map<
    string,
    { document: GstDocumentHeader; gstRate: GstRate; amounts: TaxAmounts }
  >();
  const add = (document: GstDocumentHeader, sign: 1 | -1) => {
    for (const total of document.rateTotals) {
      const key = `${document.placeOfSupply.stateCode}|${String(total.gstRate).padStart(2, '0')}`;
      const amounts = sign === 1 ? total : negate(total);
      const row = rows.get(key);
      rows.set(key, {
        document,
        gstRate: total.gstRate,
        amounts: addTaxAmounts(row?.amounts ?? ZERO_TAX_AMOUNTS, amounts),
      });
    }
  };
  const smallInvoices = invoices.filter(
    (invoice) => !isB2cLarge(invoice.supplyType, invoice.grandTotalPaise),
  );
  const smallNotes = creditNotes.filter(
    (note) => !isB2cLarge(note.supplyType, note.invoiceGrandTotalPaise),
  );
  smallInvoices.forEach((invoice) => add(invoice, 1));
  smallNotes.forEach((note) => add(note, -1));
  return {
    b2cs: [...rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, { document, gstRate, amounts }]) => ({
        stateCode: document.placeOfSupply.stateCode,
        state: document.placeOfSupply.state,
        supplyType: document.supplyType,
        gstRate,
        taxablePaise: amounts.taxablePaise,
        igstPaise: amounts.igstPaise,
        cgstPaise: amounts.cgstPaise,
        sgstPaise: amounts.sgstPaise,
      })),
    b2clInvoiceSerials: invoices.filter((i) => !smallInvoices.includes(i)).map((i) => i.serial),
    b2clCreditNoteSerials: creditNotes.filter((n) => !smallNotes.includes(n)).map((n) => n.serial),
  };
}
