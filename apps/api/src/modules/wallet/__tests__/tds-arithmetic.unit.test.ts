import { describe, expect, it } from 'vitest';
import { financialYearOfMonth, monthsOfQuarter } from '../services/calendar';
import { withholdTds } from '../services/tds';

const rule = { rateBp: 200, thresholdPaise: 2_000_000 };

describe('withholdTds', () => {
  it('withholds nothing up to the threshold and the whole year on crossing it', () => {
    expect(
      withholdTds({
        yearGrossPaise: 0,
        yearTdsPaise: 0,
        grossPaise: [2_000_000, 1, 100_000],
        rule,
      }),
    ).toEqual([0, 1, 41_999]);
  });

  it('withholds nothing on a debit and keeps what was withheld', () => {
    expect(
      withholdTds({
        yearGrossPaise: 3_000_000,
        yearTdsPaise: 60_000,
        grossPaise: [-500_000, 500_000],
        rule,
      }),
    ).toEqual([0, 0]);
  });
});

describe('financial-year calendar', () => {
  it('puts January to March in the year that began the April before', () => {
    expect(financialYearOfMonth('2027-03')).toBe(2026);
    expect(financialYearOfMonth('2026-04')).toBe(2026);
    expect(monthsOfQuarter(2026, 4)).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(monthsOfQuarter(2026, 1)).toEqual(['2026-04', '2026-05', '2026-06']);
  });
});
