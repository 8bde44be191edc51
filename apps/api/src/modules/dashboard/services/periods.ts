/** India has one time zone and no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moments the overview counts from, in Indian time, computed once per call. */
export interface DashboardPeriods {
  now: Date;
  todayStart: Date;
  /** Today and the six days before. */
  weekStart: Date;
  monthStart: Date;
  /** Today and the 29 days before: the charts' range. */
  chartStart: Date;
  /** The charts' days, YYYY-MM-DD in Indian time, oldest first. */
  chartDays: string[];
}

export function dashboardPeriods(now = new Date()): DashboardPeriods {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const todayStart = new Date(localMidnight - IST_OFFSET_MS);
  const dayStart = (daysBack: number) => new Date(todayStart.getTime() - daysBack * DAY_MS);
  const monthStart = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS,
  );
  const chartDays = Array.from({ length: 30 }, (_, index) =>
    new Date(localMidnight - (29 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    now,
    todayStart,
    weekStart: dayStart(6),
    monthStart,
    chartStart: dayStart(29),
    chartDays,
  };
}

/** Per-day counts from SQL (day → value) laid on the chart's days, zero where none. */
export const onChartDays = (days: string[], rows: { day: string; value: number }[]) => {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  return days.map((day) => byDay.get(day) ?? 0);
};
