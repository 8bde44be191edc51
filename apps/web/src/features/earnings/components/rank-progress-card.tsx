import { Skeleton } from '../../../components/ui/skeleton';
import { useRankProgress } from '../api/earnings';
import { formatPaise } from '../money';
import { useEarningsT } from '../messages';

const bv = (points: number) => `${points.toLocaleString('en-IN')} BV`;

function Meter({ label, have, need }: { label: string; have: number; need: number }) {
  const t = useEarningsT();
  const share = need === 0 ? 100 : Math.min(100, Math.round((have / need) * 100));
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span>{t('earnings.meter', { have: bv(have), need: bv(need) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={share}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 rounded-full bg-neutral-200"
      >
        <div className="h-2 rounded-full bg-[var(--color-brand)]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/**
 * The associate's live rank report card: this month's personal and group BV so far, the rank
 * reached, what the next rank needs, and the month's projected earnings (marked as projected).
 */
export function RankProgressCard() {
  const t = useEarningsT();
  const progress = useRankProgress();
  if (progress.isPending) return <Skeleton className="mb-6 h-40 w-full" />;
  const data = progress.data;
  if (!data) return null;
  const next = data.nextRank;
  return (
    <section
      aria-label={t('earnings.rankProgress')}
      className="mb-6 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {t('earnings.rankProgressMonth', { month: data.month })}
        </h2>
        <span className="text-sm text-neutral-700">
          {t('earnings.currentRank')}{' '}
          <strong>{data.currentRank?.name ?? t('earnings.notQualified')}</strong>
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-neutral-600">{t('earnings.personalBv')}</dt>
          <dd className="text-lg font-semibold">{bv(data.personalBv)}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('earnings.groupBv')}</dt>
          <dd className="text-lg font-semibold">{bv(data.groupBv)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-neutral-600">{t('earnings.projectedEarnings')}</dt>
          <dd className="text-lg font-semibold" data-testid="projected-earnings">
            {formatPaise(data.projected.totalPaise)}
          </dd>
        </div>
      </dl>
      {next ? (
        <div className="mt-4 space-y-2">
          <p className="text-sm font-semibold">{t('earnings.nextRank', { name: next.name })}</p>
          <Meter
            label={t('earnings.personalBv')}
            have={data.personalBv}
            need={next.minPersonalBv}
          />
          <Meter label={t('earnings.groupBv')} have={data.groupBv} need={next.minGroupBv} />
          <p className="text-sm text-neutral-700">
            {next.personalBvNeeded === 0 && next.groupBvNeeded === 0
              ? t('earnings.meetsBoth')
              : t('earnings.stillNeeded', {
                  personal: bv(next.personalBvNeeded),
                  group: bv(next.groupBvNeeded),
                })}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm">{t('earnings.highestRank')}</p>
      )}
      <p className="mt-3 text-xs text-neutral-600">{t('earnings.projectedNote')}</p>
    </section>
  );
}
