import type { BinaryLegs } from '@saathi/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBinaryLegs } from '../api/earnings';
import { formatPaise } from '../money';
import { useEarningsT } from '../messages';

const bv = (points: number) => `${points.toLocaleString('en-IN')} BV`;

function Leg({ label, leg }: { label: string; leg: BinaryLegs['left'] }) {
  const t = useEarningsT();
  return (
    <div aria-label={label} role="group" className="rounded-lg border border-neutral-200 p-3">
      <h3 className="font-semibold">{label}</h3>
      <p className="text-sm text-neutral-700">
        {t('earnings.legMembers', {
          head: leg.head ? `${leg.head.name} (${leg.head.referralCode})` : t('earnings.emptyLeg'),
          count: leg.members,
        })}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-neutral-600">{t('earnings.carriedIn')}</dt>
          <dd className="font-semibold">{bv(leg.carriedBv)}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('earnings.thisMonth')}</dt>
          <dd className="font-semibold">{bv(leg.monthBv)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The associate's binary legs (only under a binary plan): each leg's head and size, the volume
 * carried in and this month's BV so far, the pairs they make, and the last closing's binary and
 * matching earnings.
 */
export function BinaryLegsCard() {
  const t = useEarningsT();
  const legs = useBinaryLegs();
  if (legs.isPending) return <Skeleton className="mb-6 h-40 w-full" />;
  const data = legs.data;
  if (!data) return null;
  const last = data.lastClosing;
  return (
    <section
      aria-label={t('earnings.binaryLegs')}
      className="mb-6 space-y-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {t('earnings.binaryLegsMonth', { month: data.month })}
        </h2>
        <span className="text-sm text-neutral-700">
          {t('earnings.pairsSoFar', { ratio: data.ratio })} <strong>{data.pairsSoFar}</strong>
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Leg label={t('earnings.leftLeg')} leg={data.left} />
        <Leg label={t('earnings.rightLeg')} leg={data.right} />
      </div>
      {last ? (
        <p className="text-sm text-neutral-700">
          {t('earnings.lastClosing', {
            month: last.month,
            pairs: last.pairs,
            binary: formatPaise(last.binaryPaise),
            matching: formatPaise(last.matchingPaise),
            left: bv(last.leftCarryBv),
            right: bv(last.rightCarryBv),
          })}
        </p>
      ) : null}
    </section>
  );
}
