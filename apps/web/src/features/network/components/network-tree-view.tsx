import { useEffect, useRef, useState } from 'react';
import type { NetworkNode } from '@saathi/shared';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { errorMessage } from '../../../lib/error-message';
import { GenealogyTree, type GenealogyTreeHandle } from './genealogy-tree';
import { NodeDetails } from './node-details';
import { TreeSearch } from './tree-search';
import { UplineBreadcrumbs } from './upline-breadcrumbs';
import { useGenealogy } from './use-genealogy';

/**
 * The tree from `rootId` (the associate's own node, or any node for an admin): search, upline
 * breadcrumbs of the chosen node, the visual tree, and the chosen node's card.
 */
export function NetworkTreeView({ rootId, ownId }: { rootId: number; ownId?: number }) {
  const genealogy = useGenealogy(rootId);
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
      <TreeSearch rootId={rootId} onPick={(node) => void show(node)} />
      <UplineBreadcrumbs nodeId={selectedId} ownId={ownId} onOpen={(node) => void show(node)} />
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
      <p className="text-sm text-neutral-600">
        Drag to move, scroll or pinch to zoom. The number under a card opens its children.
      </p>
      {selected ? <NodeDetails node={selected} /> : null}
    </div>
  );
}
