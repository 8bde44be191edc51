import { lazy, Suspense } from 'react';
import type { Earner, EarningsReport, EarningsTotals } from '@saathi/shared';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatPaise } from '../../money';
import { useConsoleEarningsT } from '../messages';

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
  const t = useConsoleEarningsT();
  // [label, test id (the English label), shown value, this month's paise, the month before's]
  const cards = [
    ['consoleEarnings.salesBv', 'Sales BV', `${totals.salesBv.toLocaleString('en-IN')} BV`],
    ['consoleEarnings.earners', 'Earners', totals.earners.toLocaleString('en-IN')],
    [
      'consoleEarnings.levelCommissions',
      'Level commissions',
      formatPaise(totals.levelPaise),
      totals.levelPaise,
      previous?.levelPaise,
    ],
    [
      'consoleEarnings.rankBonuses',
      'Rank bonuses',
      formatPaise(totals.bonusPaise),
      totals.bonusPaise,
      previous?.bonusPaise,
    ],
    [
      'consoleEarnings.adjustments',
      'Adjustments',
      formatPaise(totals.adjustmentPaise),
      totals.adjustmentPaise,
      previous?.adjustmentPaise,
    ],
    [
      'consoleEarnings.total',
      'Total',
      formatPaise(totals.totalPaise),
      totals.totalPaise,
      previous?.totalPaise,
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(([key, testId, value, now, before]) => (
        <div key={key} className="rounded-xl border border-neutral-200 bg-white p-3">
          <dt className="text-xs text-neutral-600">{t(key)}</dt>
          <dd className="text-lg font-semibold" data-testid={`total-${testId}`}>
            {value}
          </dd>
          {now !== undefined && before !== undefined ? (
            <dd className="text-xs text-neutral-600">
              {t('consoleEarnings.vsLastMonth', { difference: difference(now, before) })}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

const EARNER_COLUMNS = [
  'consoleEarnings.associate',
  'consoleEarnings.rank',
  'consoleEarnings.personalBv',
  'consoleEarnings.groupBv',
  'consoleEarnings.levels',
  'consoleEarnings.bonus',
  'consoleEarnings.total',
  'consoleEarnings.change',
] as const;

export function EarnersTable({ earners, testId }: { earners: Earner[]; testId: string }) {
  const t = useConsoleEarningsT();
  if (earners.length === 0)
    return <p className="text-sm text-neutral-700">{t('consoleEarnings.noEarners')}</p>;
  return (
    <AdminTable testId={testId} columns={EARNER_COLUMNS.map((key) => t(key))}>
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
  const t = useConsoleEarningsT();
  return (
    <div className="space-y-5">
      <TotalsCards totals={report.totals} previous={previous} />
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <DistributionChart bands={report.distribution} />
      </Suspense>
      <h3 className="font-semibold">{t('consoleEarnings.topEarners')}</h3>
      <EarnersTable earners={report.topEarners} testId="top-earners" />
    </div>
  );
}
