import { describe, expect, it } from 'vitest';
import { computeCreditNote, computeTaxInvoice, InvoiceInputError } from '../index';
import type { CreditItem, CreditNote, TaxInvoice } from '../services/types';
import {
  DISCOUNTED_ORDER,
  INTRA_STATE_ORDER,
  ISSUED_AT,
  MIXED_RATES_ORDER,
} from './invoice-fixtures';
import { randomBasket, seededRandom } from './random-baskets';

const AMOUNT_KEYS = ['valuePaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

function creditAll(invoice: TaxInvoice, batches: CreditItem[][]): CreditNote[] {
  const notes: CreditNote[] = [];
  batches.forEach((items, index) => {
    notes.push(
      computeCreditNote({
        serial: `PGMCN/26-27/${String(index + 1).padStart(4, '0')}`,
        issuedAt: ISSUED_AT,
        reason: 'Returned within the cooling-off period',
        invoice,
        earlierCreditNotes: notes,
        items,
      }),
    );
  });
  return notes;
}

describe('computeCreditNote', () => {
  it("credits a returned unit with its share of the line's value and taxes", () => {
    const invoice = computeTaxInvoice(INTRA_STATE_ORDER);
    const [note] = creditAll(invoice, [[{ lineNumber: 1, quantity: 1 }]]);
    // One of two units: half of 2,478.00 = 1,239.00 = 1,050.00 taxable + 94.50 CGST + 94.50 SGST.
    expect(note!.lines).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        quantity: 1,
        valuePaise: 123_900,
        taxablePaise: 105_000,
        cgstPaise: 9_450,
        sgstPaise: 9_450,
        igstPaise: 0,
      }),
    ]);
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      invoiceSerial: 'PGM/26-27/000001',
      grandTotalPaise: 123_900,
      roundOffPaise: 0,
      amountInWords: 'Rupees One Thousand Two Hundred Thirty-Nine Only',
    });
  });

  it('nets an invoice to zero when everything comes back, round-off included', () => {
    const invoice = computeTaxInvoice({ ...DISCOUNTED_ORDER, amountChargedPaise: 78_600 });
    const notes = creditAll(invoice, [
      [{ lineNumber: 1, quantity: 1 }],
      [{ lineNumber: 2, amountPaise: 1_000 }],
      [
        { lineNumber: 1, quantity: 2 },
        { lineNumber: 2, quantity: 1 },
      ],
    ]);
    // The ₹0.42 rounded off is shared by value: 98.42, 10.00 and 678.00 of the 786.42.
    expect(notes.map((note) => note.roundOffPaise)).toEqual([-5, -1, -36]);
    expect(notes.reduce((sum, note) => sum + note.grandTotalPaise, 0)).toBe(
      invoice.grandTotalPaise,
    );
    for (const key of AMOUNT_KEYS) {
      expect(notes.reduce((sum, note) => sum + note.totals[key], 0)).toBe(invoice.totals[key]);
    }
    // The last unit of line 2 credits what the ₹10 refund left: 491.16 − 10.00.
    expect(notes[2]!.lines[1]!.valuePaise).toBe(48_116);
  });

  it('credits an inter-state invoice with IGST', () => {
    const invoice = computeTaxInvoice(MIXED_RATES_ORDER);
    const [note] = creditAll(invoice, [[{ lineNumber: 5, quantity: 1 }]]);
    expect(note!.supplyType).toBe('INTER_STATE');
    expect(note!.lines[0]).toMatchObject({
      valuePaise: 67_200,
      taxablePaise: 52_500,
      igstPaise: 14_700,
      cgstPaise: 0,
    });
  });

  it('adds up exactly over random invoices returned a few units at a time', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const invoice = computeTaxInvoice(randomBasket(seed));
      const random = seededRandom(seed * 7919);
      const left = new Map(invoice.lines.map((line) => [line.lineNumber, line.quantity]));
      const batches: CreditItem[][] = [];
      while ([...left.values()].some((units) => units > 0)) {
        const batch = [...left.entries()]
          .filter(([, units]) => units > 0 && random.next() < 0.6)
          .map(([lineNumber, units]) => ({ lineNumber, quantity: random.integer(1, units) }));
        batch.forEach((item) =>
          left.set(item.lineNumber, left.get(item.lineNumber)! - item.quantity),
        );
        if (batch.length > 0) batches.push(batch);
      }
      const notes = creditAll(invoice, batches);
      for (const note of notes) {
        expect(note.grandTotalPaise, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        for (const line of note.lines) {
          const parts = line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;
          expect(parts, `seed ${seed}`).toBe(line.valuePaise);
          expect(
            Math.min(...AMOUNT_KEYS.map((key) => line[key])),
            `seed ${seed}`,
          ).toBeGreaterThanOrEqual(0);
        }
      }
      for (const key of AMOUNT_KEYS) {
        expect(
          notes.reduce((sum, note) => sum + note.totals[key], 0),
          `seed ${seed}`,
        ).toBe(invoice.totals[key]);
      }
      expect(notes.reduce((sum, note) => sum + note.grandTotalPaise, 0)).toBe(
        invoice.grandTotalPaise,
      );
    }
  });

  it('refuses to credit more than the invoice holds', () => {
    const invoice = computeTaxInvoice(INTRA_STATE_ORDER);
    const [first] = creditAll(invoice, [[{ lineNumber: 1, quantity: 2 }]]);
    const again =
      (items: CreditItem[], earlierCreditNotes: CreditNote[] = [first!]) =>
      () =>
        computeCreditNote({
          serial: 'PGMCN/26-27/0002',
          issuedAt: ISSUED_AT,
          reason: 'Refund',
          invoice,
          earlierCreditNotes,
          items,
        });
    expect(again([{ lineNumber: 1, quantity: 1 }])).toThrow(InvoiceInputError);
    expect(again([{ lineNumber: 1, amountPaise: 1 }])).toThrow(InvoiceInputError);
    expect(again([{ lineNumber: 1, quantity: 3 }], [])).toThrow(InvoiceInputError);
    expect(again([{ lineNumber: 1, amountPaise: 247_801 }], [])).toThrow(InvoiceInputError);
    expect(again([{ lineNumber: 2, quantity: 1 }], [])).toThrow(InvoiceInputError);
    expect(again([], [])).toThrow(InvoiceInputError);
    expect(again([{ lineNumber: 1, amountPaise: 0 }], [])).toThrow(InvoiceInputError);
  });
});
