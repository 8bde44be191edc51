import type { TreeNode } from '@saathi/shared';
import { http } from '../../../lib/http';

/** GET /associates/tree/{id}: the node and its children `depth` levels down. */
export async function getTree(
  id: number,
  options: { depth?: number; limit?: number; after?: number; asOf?: string } = {},
) {
  const body = await http.get<{ data: TreeNode }>(`/associates/tree/${id}`, {
    service: 'core',
    auth: true,
    query: {
      depth: options.depth ?? 1,
      limit: options.limit ?? 50,
      after: options.after,
      asOf: options.asOf,
    },
  });
  return body.data;
}
