import type { NetworkNode } from '@saathi/shared';
import { useUpline } from '../api/get-upline';
import { useNetworkT } from '../messages';

/**
 * The path from the company down to the node. Crumbs from the viewer's own node down can be
 * opened; those above are shown only (an associate sees their upline, not its branches).
 */
export function UplineBreadcrumbs({
  nodeId,
  ownId,
  onOpen,
}: {
  nodeId: number;
  /** The viewer's own node; without it (admins) every crumb opens. */
  ownId?: number;
  onOpen: (node: NetworkNode) => void;
}) {
  const upline = useUpline(nodeId);
  const t = useNetworkT();
  const path = upline.data ?? [];
  const ownIndex = ownId === undefined ? 0 : path.findIndex((node) => node.id === ownId);
  return (
    <nav aria-label={t('network.upline')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {path.map((node, index) => (
          <li key={node.id} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="text-neutral-400">
                ›
              </span>
            ) : null}
            {index >= ownIndex && ownIndex >= 0 && index < path.length - 1 ? (
              <button
                type="button"
                onClick={() => onOpen(node)}
                className="min-h-11 rounded px-1 font-semibold text-brand hover:underline"
              >
                {node.name}
              </button>
            ) : (
              <span
                aria-current={index === path.length - 1 ? 'page' : undefined}
                className="px-1 text-neutral-700"
              >
                {node.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
