import { useState } from 'react';
import type { NetworkNode } from '@saathi/shared';
import { useDownlineSearch } from '../api/get-downline';
import { NodePicker } from './node-picker';
import { useNetworkT } from '../messages';

/** Search in the downline by name, username or referral code; choosing a match shows it. */
export function TreeSearch({
  rootId,
  onPick,
}: {
  rootId: number;
  onPick: (node: NetworkNode) => void;
}) {
  const [q, setQ] = useState('');
  const t = useNetworkT();
  const results = useDownlineSearch(rootId, q);
  return (
    <NodePicker
      label={t('network.findLabel')}
      placeholder={t('network.findPlaceholder')}
      onSearch={setQ}
      matches={results.data?.items}
      isFetching={results.isFetching}
      isError={results.isError}
      emptyText={t('network.findNobody')}
      onChange={(node) => node && onPick(node)}
      clearOnPick
      className="w-full max-w-md"
    />
  );
}
