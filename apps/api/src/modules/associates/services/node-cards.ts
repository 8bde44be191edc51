import type { NetworkNode } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { getUserViews, type UserView } from '../../users';
import { displayName } from './find-associates';
import type { AssociateRow } from '../tables';
import { depthOf } from './paths';

/** A node's card; `level` counts from `baseDepth` (the depth of the node the request was about). */
function toCard(row: AssociateRow, user: UserView | null | undefined, baseDepth: number) {
  return {
    id: row.id,
    userId: row.userId,
    parentId: row.parentId,
    sponsorId: row.sponsorId,
    name: user ? displayName(user) : '',
    username: user?.username ?? '',
    imageUrl: user?.imageUrl ?? null,
    referralCode: row.referralCode,
    rank: row.rank,
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    level: depthOf(row.path) - baseDepth,
    personalBv: row.bvValue,
    groupBv: Number(row.groupBv),
    directCount: row.directCount,
    downlineCount: row.downlineCount,
    hasChildren: row.directCount > 0,
  } satisfies NetworkNode;
}

/** Cards for these nodes (names and photos from users' read model), in the rows' order. */
export async function toNetworkNodes(
  db: Db,
  rows: readonly AssociateRow[],
  baseDepth: number,
): Promise<NetworkNode[]> {
  const users = await getUserViews({ db, ids: [...new Set(rows.map((row) => row.userId))] });
  return rows.map((row) => toCard(row, users.get(row.userId), baseDepth));
}

export async function toNetworkNode(db: Db, row: AssociateRow, baseDepth = depthOf(row.path)) {
  return (await toNetworkNodes(db, [row], baseDepth))[0]!;
}
