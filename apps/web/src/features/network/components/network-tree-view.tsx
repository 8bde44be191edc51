import { useEffect, useRef, useState } from 'react';
import type { NetworkNode } from '@saathi/shared';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { errorMessage } from '../../../lib/error-message';
import { GenealogyTree, type GenealogyTreeHandle } from './genealogy-tree';
import { NodeDetails } from './node-details';
import { TreeSearch } from './tree-search';
import { UplineBreadcrumbs } from './upline-breadcrumbs';
import { useGenealogy } from './use-genealogy';
import { useNetworkT } from '../messages';

/**
 * The tree from `rootId` (the associate's own node, or any node for an admin), today's or as it
 * stood at the end of a chosen day (decision 0132).
 */
export function NetworkTreeView({ rootId, ownId }: { rootId: number; ownId?: number }) {
  const [asOf, setAsOf] = useState('');
  const t = useNetworkT();
  return (
    <div className="space-y-4">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('network.asOf')}</span>
        <input
          type="date"
          className="rounded border border-neutral-300 px-2 py-1"
          value={asOf}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setAsOf(event.target.value)}
        />
        {asOf ? (
          <button type="button" className="underline" onClick={() => setAsOf('')}>
            {t('network.backToToday')}
          </button>
        ) : (
          <span className="text-neutral-600">{t('network.today')}</span>
        )}
      </label>
      <TreeAt key={asOf} rootId={rootId} ownId={ownId} asOf={asOf || undefined} />
    </div>
  );
}

/**
 * Search, upline breadcrumbs of the chosen node, the visual tree and the chosen node's card; in a
 * past tree, search and breadcrumbs (today's paths) are left out.
 */
function TreeAt({ rootId, ownId, asOf }: { rootId: number; ownId?: number; asOf?: string }) {
  const genealogy = useGenealogy(rootId, asOf);
  const t = useNetworkT();
  const { start, reveal } = genealogy;
  const [selectedId, setSelectedId] = useState(rootId);
  const [error, setError] = useState<string | null>(null);
  const focusId = useRef<number | null>(null);
  const treeRef = useRef<GenealogyTreeHandle>(null);

  useEffect(() => {
    start().catch((caught: unknown) => setError(errorMessage(caught)));
  }, [start]);
  // Once a revealed node is laid out, bring it into view.
  useEffect(() => {
    if (focusId.current === null) return;
    treeRef.current?.focus(focusId.current);
    focusId.current = null;
  }, [genealogy.nodes]);

  const show = async (node: NetworkNode) => {
    try {
      focusId.current = node.id;
      await reveal(node.id);
      setSelectedId(node.id);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const run = (action: Promise<unknown>) =>
    action.catch((caught: unknown) => setError(errorMessage(caught)));
  const selected = genealogy.nodes.get(selectedId)?.node;

  if (error) return <ErrorPanel message={error} />;
  return (
    <div className="space-y-4">
      {asOf ? null : (
        <>
          <TreeSearch rootId={rootId} onPick={(node) => void show(node)} />
          <UplineBreadcrumbs nodeId={selectedId} ownId={ownId} onOpen={(node) => void show(node)} />
        </>
      )}
      <GenealogyTree
        ref={treeRef}
        rootId={rootId}
        nodes={genealogy.nodes}
        selectedId={selectedId}
        busyId={genealogy.busyId}
        onSelect={setSelectedId}
        onToggle={(id) => void run(genealogy.toggle(id))}
        onMore={(id) => void run(genealogy.loadMore(id))}
      />
      <p className="text-sm text-neutral-600">{t('network.treeHint')}</p>
      {selected ? <NodeDetails node={selected} /> : null}
    </div>
  );
}
