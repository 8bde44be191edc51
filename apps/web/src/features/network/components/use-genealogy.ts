import { useCallback, useState } from 'react';
import type { NetworkNode, TreeNode } from '@saathi/shared';
import { getTree } from '../api/get-tree';
import { getUpline } from '../api/get-upline';

/** A node the tree has loaded: its card, the children loaded so far and whether it is open. */
export interface LoadedNode {
  node: NetworkNode;
  /** Null until the children are loaded. */
  childIds: number[] | null;
  /** More children exist after this child id. */
  nextAfter: number | null;
  isOpen: boolean;
  /** Only the children on the way to a revealed node are loaded; the rest can be. */
  isPartial: boolean;
}

export type LoadedTree = ReadonlyMap<number, LoadedNode>;

const CHILDREN_PAGE = 50;

/** Adds a tree answer (a node and the children it brought) to the loaded nodes. */
function absorb(map: Map<number, LoadedNode>, tree: TreeNode, isOpen: boolean) {
  const known = map.get(tree.id);
  const children = tree.children;
  const childIds = children
    ? [...new Set([...(known?.childIds ?? []), ...children.map((child) => child.id)])]
    : (known?.childIds ?? null);
  map.set(tree.id, {
    node: tree,
    childIds,
    nextAfter: children ? (tree.nextChildrenAfter ?? null) : (known?.nextAfter ?? null),
    isOpen: isOpen || (known?.isOpen ?? false),
    isPartial: children ? false : (known?.isPartial ?? false),
  });
  for (const child of children ?? []) absorb(map, child, false);
}

/**
 * The genealogy as far as the viewer has opened it: levels load on demand (50 children a time),
 * and `reveal` opens the path down to any node of the downline (from the upline path), so a
 * search result can be shown in place. With `asOf` (YYYY-MM-DD) the tree is the one that stood at
 * the end of that day (decision 0132).
 */
export function useGenealogy(rootId: number, asOf?: string) {
  const [nodes, setNodes] = useState<LoadedTree>(new Map());
  const [busyId, setBusyId] = useState<number | null>(null);

  const update = useCallback((change: (map: Map<number, LoadedNode>) => void) => {
    setNodes((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
  }, []);

  const load = useCallback(
    async (id: number, after?: number) => {
      setBusyId(id);
      try {
        const tree = await getTree(id, { depth: 1, limit: CHILDREN_PAGE, after, asOf });
        update((map) => absorb(map, tree, true));
      } finally {
        setBusyId(null);
      }
    },
    [update, asOf],
  );

  const start = useCallback(async () => {
    const tree = await getTree(rootId, { depth: 2, limit: CHILDREN_PAGE, asOf });
    const map = new Map<number, LoadedNode>();
    absorb(map, tree, true);
    setNodes(map);
  }, [rootId, asOf]);

  const toggle = useCallback(
    async (id: number) => {
      const entry = nodes.get(id);
      if (!entry || !entry.node.hasChildren) return;
      if (entry.childIds === null) return load(id);
      update((map) => map.set(id, { ...entry, isOpen: !entry.isOpen }));
    },
    [nodes, load, update],
  );

  const loadMore = useCallback(
    (id: number) => {
      const entry = nodes.get(id);
      if (entry?.isPartial) return load(id);
      return entry?.nextAfter ? load(id, entry.nextAfter) : Promise.resolve();
    },
    [nodes, load],
  );

  /** Opens every node from the top of this tree down to `id` and answers its card. */
  const reveal = useCallback(
    async (id: number) => {
      const path = await getUpline(id);
      const from = path.findIndex((node) => node.id === rootId);
      const steps = path.slice(Math.max(0, from));
      update((map) => {
        steps.forEach((node, index) => {
          const known = map.get(node.id);
          const nextId = steps[index + 1]?.id;
          const childIds = known?.childIds ? [...known.childIds] : nextId ? [] : null;
          if (nextId && childIds && !childIds.includes(nextId)) childIds.push(nextId);
          map.set(node.id, {
            node: known?.node ?? node,
            childIds,
            nextAfter: known?.nextAfter ?? null,
            isOpen: Boolean(nextId) || (known?.isOpen ?? false),
            isPartial: (!known?.childIds && Boolean(nextId)) || (known?.isPartial ?? false),
          });
        });
      });
      return steps.at(-1);
    },
    [rootId, update],
  );

  return { nodes, busyId, start, toggle, loadMore, reveal };
}
