import { describe, expect, it } from 'vitest';
import { dashboardPeriods, onChartDays } from '../services/periods';

describe('dashboard periods in Indian time', () => {
  it('starts today, the week and the month at Indian midnight', () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    const periods = dashboardPeriods(new Date('2026-03-31T20:00:00Z'));
    expect(periods.todayStart.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(periods.monthStart.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(periods.weekStart.toISOString()).toBe('2026-03-25T18:30:00.000Z');
    expect(periods.chartDays).toHaveLength(30);
    expect(periods.chartDays.at(-1)).toBe('2026-04-01');
    expect(periods.chartDays[0]).toBe('2026-03-03');
  });

  it('lays per-day counts on the chart days, zero where none', () => {
    expect(onChartDays(['2026-04-01', '2026-04-02'], [{ day: '2026-04-02', value: 3 }])).toEqual([
      0, 3,
    ]);
  });
});
