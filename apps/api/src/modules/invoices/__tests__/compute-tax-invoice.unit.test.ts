import { describe, expect, it } from 'vitest';
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  orderTotalsPaise,
  PRODUCT_PRICE_MAX_RUPEES,
  rupeesToPaise,
} from '@saathi/shared';
import { computeTaxInvoice, InvoiceInputError } from '../index';
import { DISCOUNTED_ORDER, INTRA_STATE_ORDER, MIXED_RATES_ORDER } from './invoice-fixtures';

describe('computeTaxInvoice, against hand-computed invoices', () => {
  it('splits an intra-state invoice into CGST and SGST, the fee inside the value of the goods', () => {
    const invoice = computeTaxInvoice(INTRA_STATE_ORDER);
    expect(invoice.supplyType).toBe('INTRA_STATE');
    expect(invoice.placeOfSupply).toEqual({ stateCode: '27', state: 'Maharashtra' });
    // 2 × 1,180.00 + fee 118.00 = 2,478.00 = 2,100.00 taxable + 378.00 GST at 18 %.
    expect(invoice.lines[0]).toMatchObject({
      grossPaise: 236_000,
      discountPaise: 0,
      feePaise: 11_800,
      valuePaise: 247_800,
      taxablePaise: 210_000,
      cgstPaise: 18_900,
      sgstPaise: 18_900,
      igstPaise: 0,
    });
    expect(invoice.rateTotals).toEqual([
      {
        gstRate: 18,
        valuePaise: 247_800,
        taxablePaise: 210_000,
        cgstPaise: 18_900,
        sgstPaise: 18_900,
        igstPaise: 0,
      },
    ]);
    expect(invoice.roundOffPaise).toBe(0);
    expect(invoice.grandTotalPaise).toBe(247_800);
    expect(invoice.amountInWords).toBe('Rupees Two Thousand Four Hundred Seventy-Eight Only');
    expect(invoice.isReverseCharge).toBe(false);
  });

  it('charges IGST between states, one rate per line at 0, 5, 12, 18 and 28 %', () => {
    const invoice = computeTaxInvoice(MIXED_RATES_ORDER);
    expect(invoice.supplyType).toBe('INTER_STATE');
    expect(invoice.placeOfSupply).toEqual({ stateCode: '29', state: 'Karnataka' });
    // The fee, 5 % of 1,423.00 = 71.15, falls on each line as exactly 5 % of it.
    expect(invoice.lines.map((line) => line.feePaise)).toEqual([500, 525, 1_120, 1_770, 3_200]);
    expect(
      invoice.lines.map((line) => [line.valuePaise, line.taxablePaise, line.igstPaise]),
    ).toEqual([
      [10_500, 10_500, 0],
      [11_025, 10_500, 525],
      [23_520, 21_000, 2_520],
      [37_170, 31_500, 5_670],
      [67_200, 52_500, 14_700],
    ]);
    expect(invoice.lines.every((line) => line.cgstPaise === 0 && line.sgstPaise === 0)).toBe(true);
    expect(invoice.rateTotals.map((total) => total.gstRate)).toEqual([0, 5, 12, 18, 28]);
    expect(invoice.totals).toEqual({
      valuePaise: 149_415,
      taxablePaise: 126_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 23_415,
    });
    expect(invoice.amountInWords).toBe(
      'Rupees One Thousand Four Hundred Ninety-Four and Fifteen Paise Only',
    );
  });

  it('shares a discount and the fee by line value, rounding half-up at exactly half a paisa', () => {
    const invoice = computeTaxInvoice(DISCOUNTED_ORDER);
    // Discount 50.00 over 299.97 and 499.00: 18.7723… and 31.2276…; the spare paisa goes to the
    // larger remainder. Fee 37.45 over 281.20 and 467.77 likewise.
    expect(invoice.lines.map((line) => [line.discountPaise, line.feePaise])).toEqual([
      [1_877, 1_406],
      [3_123, 2_339],
    ]);
    // 295.26 × 100 / 112 = 263.625 → 263.63 (half-up); its 31.63 GST splits 15.82 + 15.81.
    expect(invoice.lines[0]).toMatchObject({
      valuePaise: 29_526,
      taxablePaise: 26_363,
      cgstPaise: 1_582,
      sgstPaise: 1_581,
    });
    // 491.16 × 100 / 118 = 416.237… → 416.24; GST 74.92 = 37.46 + 37.46.
    expect(invoice.lines[1]).toMatchObject({
      valuePaise: 49_116,
      taxablePaise: 41_624,
      cgstPaise: 3_746,
      sgstPaise: 3_746,
    });
    expect(invoice.totals).toEqual({
      valuePaise: 78_642,
      taxablePaise: 67_987,
      cgstPaise: 5_328,
      sgstPaise: 5_327,
      igstPaise: 0,
    });
    expect(invoice.grossPaise - invoice.discountPaise + invoice.feePaise).toBe(78_642);
  });

  it('rounds off to the amount charged when the order was charged in whole rupees', () => {
    const invoice = computeTaxInvoice({ ...DISCOUNTED_ORDER, amountChargedPaise: 78_600 });
    expect(invoice.roundOffPaise).toBe(-42);
    expect(invoice.grandTotalPaise).toBe(78_600);
    expect(invoice.totals.valuePaise + invoice.roundOffPaise).toBe(78_600);
    expect(invoice.amountInWords).toBe('Rupees Seven Hundred Eighty-Six Only');
  });

  it('keeps tiny amounts whole: a paisa of tax goes to CGST, tax below a paisa stays in the value', () => {
    const base = { ...INTRA_STATE_ORDER, feePaise: 0 };
    const one = (unitPricePaise: number, gstRate: 0 | 5 | 12 | 18 | 28) =>
      computeTaxInvoice({
        ...base,
        lines: [
          { description: 'Sample sachet', hsn: '3304', quantity: 1, unitPricePaise, gstRate },
        ],
        amountChargedPaise: unitPricePaise,
      }).lines[0];
    expect(one(1, 28)).toMatchObject({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    expect(one(2, 28)).toMatchObject({ taxablePaise: 2, cgstPaise: 0, sgstPaise: 0 });
    expect(one(1_127, 12)).toMatchObject({ taxablePaise: 1_006, cgstPaise: 61, sgstPaise: 60 });
    expect(one(0, 18)).toMatchObject({ valuePaise: 0, taxablePaise: 0, cgstPaise: 0 });
  });

  it('invoices the largest order a cart holds: every line full at the highest price', () => {
    const line = {
      description: 'Gold Coin Set',
      hsn: '7118',
      quantity: CART_QUANTITY_MAX,
      unitPricePaise: rupeesToPaise(PRODUCT_PRICE_MAX_RUPEES),
      gstRate: 5 as const,
    };
    const lines = Array.from({ length: CART_LINES_MAX }, () => line);
    const totals = orderTotalsPaise(CART_LINES_MAX * CART_QUANTITY_MAX * line.unitPricePaise);
    // ₹495 crore of goods and ₹24.75 crore of fee: checkout offers it, so invoicing takes it.
    expect(totals.totalPaise).toBe(519_750_000_000);
    const invoice = computeTaxInvoice({
      ...INTRA_STATE_ORDER,
      lines,
      feePaise: totals.feePaise,
      amountChargedPaise: totals.totalPaise,
    });
    expect(invoice.grandTotalPaise).toBe(totals.totalPaise);
    expect(invoice.totals.taxablePaise + invoice.totals.cgstPaise * 2).toBe(totals.totalPaise);
    expect(invoice.amountInWords).toBe('Rupees Five Hundred Nineteen Crore Seventy-Five Lakh Only');
  });

  it('refuses input the order flow should never send', () => {
    const bad = [
      { ...INTRA_STATE_ORDER, amountChargedPaise: 247_900 },
      { ...INTRA_STATE_ORDER, discountPaise: 236_001 },
      { ...INTRA_STATE_ORDER, lines: [] },
      { ...INTRA_STATE_ORDER, serial: 'PGM/26-27/0000001' },
      {
        ...INTRA_STATE_ORDER,
        supplier: { ...INTRA_STATE_ORDER.supplier, gstin: '27AAPFU0939F1ZW' },
      },
      { ...INTRA_STATE_ORDER, supplier: { ...INTRA_STATE_ORDER.supplier, stateCode: '29' } },
      { ...INTRA_STATE_ORDER, recipient: { ...INTRA_STATE_ORDER.recipient, stateCode: '28' } },
      { ...INTRA_STATE_ORDER, lines: [{ ...INTRA_STATE_ORDER.lines[0]!, hsn: '12345' }] },
      { ...INTRA_STATE_ORDER, lines: [{ ...INTRA_STATE_ORDER.lines[0]!, quantity: 1.5 }] },
      { ...INTRA_STATE_ORDER, lines: [{ ...INTRA_STATE_ORDER.lines[0]!, gstRate: 40 as 28 }] },
      { ...INTRA_STATE_ORDER, feePaise: 0.5 },
    ];
    for (const input of bad) expect(() => computeTaxInvoice(input)).toThrow(InvoiceInputError);
  });
});
