/** What the TDS rules need: the rate in basis points (200 = 2%) and the yearly threshold. */
export interface TdsRule {
  rateBp: number;
  thresholdPaise: number;
}

/** The TDS due on a year's credits so far: nothing up to the threshold, else the rate on all. */
export const tdsDueOn = (yearGrossPaise: number, rule: TdsRule) =>
  yearGrossPaise > rule.thresholdPaise
    ? Math.floor((yearGrossPaise * rule.rateBp + 5_000) / 10_000)
    : 0;

/**
 * Withholds TDS on credits in order (docs/decisions/0077). Once the financial year's credits
 * pass the threshold, the rate applies to the whole year's amount so far: the credit that
 * crosses it carries the TDS on the earlier ones too. A credit never has more withheld than its
 * own gross; what it could not carry, the next credits do (the year's due is the target).
 * Debits (negative gross) withhold nothing and what was withheld is never given back.
 */
export function withholdTds(options: {
  yearGrossPaise: number;
  yearTdsPaise: number;
  grossPaise: readonly number[];
  rule: TdsRule;
}): number[] {
  let { yearGrossPaise, yearTdsPaise } = options;
  return options.grossPaise.map((gross) => {
    yearGrossPaise += gross;
    if (gross <= 0) return 0;
    const owed = tdsDueOn(yearGrossPaise, options.rule) - yearTdsPaise;
    const tds = Math.min(gross, Math.max(0, owed));
    yearTdsPaise += tds;
    return tds;
  });
}
