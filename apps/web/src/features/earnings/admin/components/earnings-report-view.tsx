import { lazy, Suspense } from 'react';
import type { Earner, EarningsReport, EarningsTotals } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatPaise } from '../../money';

const DistributionChart = lazy(() => import('./distribution-chart'));

const difference = (now: number, before: number | null) =>
  before === null ? '—' : `${now >= before ? '+' : '−'}${formatPaise(Math.abs(now - before))}`;

/** The month's totals as cards, with the month before's beside them when there is one. */
export function TotalsCards({
  totals,
  previous,
}: {
  totals: EarningsTotals;
  previous?: EarningsTotals | null;
}) {
  const cards = [
    ['Sales BV', `${totals.salesBv.toLocaleString('en-IN')} BV`, null],
    ['Earners', totals.earners.toLocaleString('en-IN'), null],
    ['Level commissions', formatPaise(totals.levelPaise), previous?.levelPaise ?? null],
    ['Rank bonuses', formatPaise(totals.bonusPaise), previous?.bonusPaise ?? null],
    ['Adjustments', formatPaise(totals.adjustmentPaise), previous?.adjustmentPaise ?? null],
    ['Total', formatPaise(totals.totalPaise), previous?.totalPaise ?? null],
  ] as const;
  const values: Record<string, number> = {
    'Level commissions': totals.levelPaise,
    'Rank bonuses': totals.bonusPaise,
    Adjustments: totals.adjustmentPaise,
    Total: totals.totalPaise,
  };
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(([label, value, before]) => (
        <div key={label} className="rounded-xl border border-neutral-200 bg-white p-3">
          <dt className="text-xs text-neutral-600">{label}</dt>
          <dd className="text-lg font-semibold" data-testid={`total-${label}`}>
            {value}
          </dd>
          {previous && before !== null ? (
            <dd className="text-xs text-neutral-600">
              vs last month {difference(values[label] ?? 0, before)}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

export function EarnersTable({ earners, testId }: { earners: Earner[]; testId: string }) {
  if (earners.length === 0) return <p className="text-sm text-neutral-700">No earners.</p>;
  return (
    <AdminTable
      testId={testId}
      columns={[
        'Associate',
        'Rank',
        'Personal BV',
        'Group BV',
        'Levels',
        'Bonus',
        'Total',
        'Change',
      ]}
    >
      {earners.map((earner) => (
        <tr key={earner.associateId}>
          <td className={tdClass}>
            {earner.name} <span className="text-neutral-500">{earner.referralCode}</span>
          </td>
          <td className={tdClass}>{earner.rankName ?? '—'}</td>
          <td className={tdClass}>{earner.personalBv.toLocaleString('en-IN')}</td>
          <td className={tdClass}>{earner.groupBv.toLocaleString('en-IN')}</td>
          <td className={tdClass}>{formatPaise(earner.levelPaise + earner.adjustmentPaise)}</td>
          <td className={tdClass}>{formatPaise(earner.bonusPaise)}</td>
          <td className={tdClass}>{formatPaise(earner.totalPaise)}</td>
          <td className={tdClass}>{difference(earner.totalPaise, earner.previousPaise)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Totals, the distribution chart and the top earners of a computed or simulated month. */
export function EarningsReportView({
  report,
  previous,
}: {
  report: EarningsReport;
  previous?: EarningsTotals | null;
}) {
  return (
    <div className="space-y-5">
      <TotalsCards totals={report.totals} previous={previous} />
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <DistributionChart bands={report.distribution} />
      </Suspense>
      <h3 className="font-semibold">Top earners</h3>
      <EarnersTable earners={report.topEarners} testId="top-earners" />
    </div>
  );
}
