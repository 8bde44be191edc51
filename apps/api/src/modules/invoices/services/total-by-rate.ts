import type { GstRate } from '@saathi/shared';
import type { RateTotal, TaxAmounts } from './types';
import { addTaxAmounts, pickTaxAmounts, ZERO_TAX_AMOUNTS } from './tax-of-value';

/** The lines' amounts added up. */
export const sumTaxAmounts = (lines: readonly TaxAmounts[]): TaxAmounts =>
  lines.reduce<TaxAmounts>((sum, line) => addTaxAmounts(sum, line), ZERO_TAX_AMOUNTS);

/** The lines' amounts added up per GST rate, lowest rate first (the invoice's tax summary). */
export function totalByRate(lines: readonly (TaxAmounts & { gstRate: GstRate })[]): RateTotal[] {
  const byRate = new Map<GstRate, TaxAmounts>();
  for (const line of lines) {
    byRate.set(line.gstRate, addTaxAmounts(byRate.get(line.gstRate) ?? ZERO_TAX_AMOUNTS, line));
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gstRate, amounts]) => ({ gstRate, ...pickTaxAmounts(amounts) }));
}
