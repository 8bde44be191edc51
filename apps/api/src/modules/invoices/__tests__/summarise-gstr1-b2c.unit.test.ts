import { describe, expect, it } from 'vitest';
import { computeCreditNote, computeTaxInvoice, summariseGstr1B2c } from '../index';
import {
  BUYER_IN_KARNATAKA,
  DISCOUNTED_ORDER,
  INTRA_STATE_ORDER,
  ISSUED_AT,
  MIXED_RATES_ORDER,
} from './invoice-fixtures';

describe('summariseGstr1B2c', () => {
  it('sums taxable value and taxes by place of supply and rate, less credit notes', () => {
    const intraState = computeTaxInvoice(INTRA_STATE_ORDER);
    const mixedRates = computeTaxInvoice(MIXED_RATES_ORDER);
    const discounted = computeTaxInvoice(DISCOUNTED_ORDER);
    // Inter-state and above ₹1,00,000: reported on its own in table 5, not in the summary.
    const large = computeTaxInvoice({
      ...INTRA_STATE_ORDER,
      serial: 'PGM/26-27/000004',
      recipient: BUYER_IN_KARNATAKA,
      lines: [{ ...INTRA_STATE_ORDER.lines[0]!, quantity: 100 }],
      feePaise: 590_000,
      amountChargedPaise: 12_390_000,
    });
    const creditNote = computeCreditNote({
      serial: 'PGMCN/26-27/0001',
      issuedAt: ISSUED_AT,
      reason: 'Returned',
      invoice: intraState,
      earlierCreditNotes: [],
      items: [{ lineNumber: 1, quantity: 1 }],
    });
    const largeNote = computeCreditNote({
      serial: 'PGMCN/26-27/0002',
      issuedAt: ISSUED_AT,
      reason: 'Returned',
      invoice: large,
      earlierCreditNotes: [],
      items: [{ lineNumber: 1, quantity: 1 }],
    });
    const summary = summariseGstr1B2c(
      [intraState, mixedRates, discounted, large],
      [creditNote, largeNote],
    );
    const row = (
      stateCode: string,
      gstRate: number,
      taxable: number,
      igst: number,
      cgst: number,
      sgst: number,
    ) => ({
      stateCode,
      state: stateCode === '27' ? 'Maharashtra' : 'Karnataka',
      supplyType: stateCode === '27' ? 'INTRA_STATE' : 'INTER_STATE',
      gstRate,
      taxablePaise: taxable,
      igstPaise: igst,
      cgstPaise: cgst,
      sgstPaise: sgst,
    });
    expect(summary.b2cs).toEqual([
      row('27', 12, 26_363, 0, 1_582, 1_581),
      // 2,100.00 + 416.24 invoiced, 1,050.00 credited.
      row('27', 18, 146_624, 0, 13_196, 13_196),
      row('29', 0, 10_500, 0, 0, 0),
      row('29', 5, 10_500, 525, 0, 0),
      row('29', 12, 21_000, 2_520, 0, 0),
      row('29', 18, 31_500, 5_670, 0, 0),
      row('29', 28, 52_500, 14_700, 0, 0),
    ]);
    expect(summary.b2clInvoiceSerials).toEqual(['PGM/26-27/000004']);
    expect(summary.b2clCreditNoteSerials).toEqual(['PGMCN/26-27/0002']);
  });

  it('is empty for a period without documents', () => {
    expect(summariseGstr1B2c([], [])).toEqual({
      b2cs: [],
      b2clInvoiceSerials: [],
      b2clCreditNoteSerials: [],
    });
  });
});
