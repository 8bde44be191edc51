import type { BvPoints } from '@saathi/shared';
import { useBusinessValuesT } from '../messages';

const points = (value: number) => value.toLocaleString('en-IN');

/** The header's estimated value and the four point cards (spec part 1 §2). */
export function BvSummary({
  data,
}: {
  data: Pick<BvPoints, 'totalPoints' | 'pendingPoints' | 'confirmedPoints' | 'cancelledPoints'>;
}) {
  const t = useBusinessValuesT();
  const cards = [
    { label: t('businessValues.cardTotal'), value: data.totalPoints, tone: 'text-neutral-900' },
    { label: t('businessValues.cardPending'), value: data.pendingPoints, tone: 'text-amber-700' },
    {
      label: t('businessValues.cardConfirmed'),
      value: data.confirmedPoints,
      tone: 'text-green-700',
    },
    { label: t('businessValues.cardCancelled'), value: data.cancelledPoints, tone: 'text-red-700' },
  ];
  return (
    <div className="space-y-4">
      <div className="inline-flex flex-col rounded-xl bg-brand px-5 py-3 text-white">
        <span className="text-sm font-semibold">{t('businessValues.estimatedValue')}</span>
        <span data-testid="bv-estimated-value" className="text-2xl font-bold">
          {points(data.totalPoints)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-neutral-200 bg-white p-4">
            <dt className="text-sm font-semibold text-neutral-600">{card.label}</dt>
            <dd className={`mt-1 text-2xl font-bold ${card.tone}`}>{points(card.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
