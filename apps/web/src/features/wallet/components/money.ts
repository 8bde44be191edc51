import { formatRupees } from '@saathi/shared';

/** Rupees for the wallet's screens: "₹1,23,456.50", a debit with its minus sign. */
export const money = (rupees: number) =>
  rupees < 0 ? `−${formatRupees(-rupees)}` : formatRupees(rupees);

/** Today in India: "2026-11-22". */
export const currentIndiaDate = () =>
  new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** This month in India: "2026-11". */
export const currentIndiaMonth = () => currentIndiaDate().slice(0, 7);

/** The financial year now running, by its first calendar year (April to March). */
export const currentFinancialYear = () => {
  const [year, month] = currentIndiaMonth().split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
};
