// Months and financial years as India counts them (IST, April to March).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The month an instant falls in, India time: "2026-11". */
export function indiaMonthOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The day an instant falls on, India time: "2026-11-22". */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year of a month, by its first calendar year: "2027-02" → 2026 (FY 2026-27). */
export function financialYearOfMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber >= 4 ? year : year - 1;
}

/** "2026-27" */
export const financialYearLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The months of a financial year's quarter (1: April–June … 4: January–March). */
export function monthsOfQuarter(startYear: number, quarter: number): string[] {
  return [0, 1, 2].map((offset) => {
    const index = 3 + (quarter - 1) * 3 + offset; // months since January of startYear, 0-based
    const year = startYear + Math.floor(index / 12);
    return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The instants a month spans, India time: [start, end). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}
