import type { NetworkNode } from '@saathi/shared';
import { useNetworkT } from '../messages';
import { useDates } from '../../../lib/i18n/use-dates';

const amount = (value: number) => value.toLocaleString('en-IN');

/** A node's card: who, rank, joined, BV and the downline counts. */
export function NodeDetails({ node }: { node: NetworkNode }) {
  const t = useNetworkT();
  const dates = useDates();
  const facts = [
    [t('network.referralCode'), node.referralCode],
    [t('network.rank'), node.rank.replaceAll('_', ' ')],
    [t('network.joined'), dates.date(node.joinedAt)],
    [t('network.personalBv'), amount(node.personalBv)],
    [t('network.groupBv'), amount(node.groupBv)],
    [t('network.direct'), amount(node.directCount)],
    [t('network.downline'), amount(node.downlineCount)],
  ];
  return (
    <div data-testid="node-details" className="rounded-xl border border-neutral-200 bg-white p-4">
      <p className="text-lg font-semibold text-neutral-900">{node.name}</p>
      <p className="text-sm text-neutral-600">
        @{node.username}
        {node.status === 'INACTIVE' ? t('network.inactive') : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-neutral-600">{label}</dt>
            <dd className="font-semibold text-neutral-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
