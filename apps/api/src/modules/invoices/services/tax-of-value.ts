import type { GstRate } from '@saathi/shared';
import type { SupplyType, TaxAmounts } from './types';
import { multiplyDivideHalfUp } from './paise-arithmetic';

/** The taxable value inside an amount inclusive of GST: value × 100 ÷ (100 + rate), half-up. */
export const taxableOfInclusive = (valuePaise: number, rate: GstRate) =>
  multiplyDivideHalfUp(valuePaise, 100, 100 + rate);

/**
 * Splits a tax into its parts for the supply type: IGST whole between states; within a state
 * CGST gets the larger half (half-up) and SGST the rest, so the halves add up exactly.
 */
export function splitTax(
  taxPaise: number,
  supplyType: SupplyType,
): Pick<TaxAmounts, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (supplyType === 'INTER_STATE') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** An amount inclusive of GST, taken apart: taxable value + taxes = the amount, exactly. */
export function taxAmountsOf(
  valuePaise: number,
  rate: GstRate,
  supplyType: SupplyType,
): TaxAmounts {
  const taxablePaise = taxableOfInclusive(valuePaise, rate);
  return { valuePaise, taxablePaise, ...splitTax(valuePaise - taxablePaise, supplyType) };
}

export const ZERO_TAX_AMOUNTS: TaxAmounts = {
  valuePaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

/** Adds tax amounts field by field. */
export const addTaxAmounts = (a: TaxAmounts, b: TaxAmounts): TaxAmounts => ({
  valuePaise: a.valuePaise + b.valuePaise,
  taxablePaise: a.taxablePaise + b.taxablePaise,
  cgstPaise: a.cgstPaise + b.cgstPaise,
  sgstPaise: a.sgstPaise + b.sgstPaise,
  igstPaise: a.igstPaise + b.igstPaise,
});

/** Keeps just the amounts of something that has them (a line, a total). */
export const pickTaxAmounts = (from: TaxAmounts): TaxAmounts =>
  addTaxAmounts(ZERO_TAX_AMOUNTS, from);
