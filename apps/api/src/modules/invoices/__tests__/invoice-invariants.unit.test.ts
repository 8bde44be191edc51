import { describe, expect, it } from 'vitest';
import { computeTaxInvoice } from '../index';
import { randomBasket } from './random-baskets';

const BASKETS = 1_000;

describe('computeTaxInvoice over random baskets', () => {
  it('adds up to the paisa on every line, every rate and the whole invoice', () => {
    for (let seed = 1; seed <= BASKETS; seed += 1) {
      const input = randomBasket(seed);
      const invoice = computeTaxInvoice(input);
      const isIntraState = invoice.supplyType === 'INTRA_STATE';
      for (const line of invoice.lines) {
        const where = `basket ${seed}, line ${line.lineNumber}`;
        expect(line.grossPaise - line.discountPaise + line.feePaise, where).toBe(line.valuePaise);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise, where).toBe(
          line.valuePaise,
        );
        // The taxable value is the inclusive value ÷ (1 + rate), within half a paisa.
        expect(
          Math.abs(line.taxablePaise * (100 + line.gstRate) - line.valuePaise * 100),
          where,
        ).toBeLessThanOrEqual((100 + line.gstRate) / 2);
        expect(line.discountPaise, where).toBeLessThanOrEqual(line.grossPaise);
        expect(
          Math.min(line.discountPaise, line.feePaise, line.taxablePaise),
          where,
        ).toBeGreaterThanOrEqual(0);
        if (isIntraState) {
          expect(line.igstPaise, where).toBe(0);
          expect(line.cgstPaise - line.sgstPaise, where).toBeGreaterThanOrEqual(0);
          expect(line.cgstPaise - line.sgstPaise, where).toBeLessThanOrEqual(1);
        } else {
          expect(line.cgstPaise + line.sgstPaise, where).toBe(0);
        }
      }
      const sum = (pick: (line: (typeof invoice.lines)[number]) => number) =>
        invoice.lines.reduce((total, line) => total + pick(line), 0);
      expect(sum((line) => line.discountPaise)).toBe(input.discountPaise);
      expect(sum((line) => line.feePaise)).toBe(input.feePaise);
      for (const key of [
        'valuePaise',
        'taxablePaise',
        'cgstPaise',
        'sgstPaise',
        'igstPaise',
      ] as const) {
        expect(invoice.totals[key]).toBe(sum((line) => line[key]));
        expect(invoice.rateTotals.reduce((total, rate) => total + rate[key], 0)).toBe(
          invoice.totals[key],
        );
      }
      const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = invoice.totals;
      expect(taxablePaise + cgstPaise + sgstPaise + igstPaise + invoice.roundOffPaise).toBe(
        input.amountChargedPaise,
      );
      expect(invoice.grandTotalPaise, `basket ${seed}`).toBe(input.amountChargedPaise);
    }
  });
});
