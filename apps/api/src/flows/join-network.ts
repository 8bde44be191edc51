import type { BinaryLeg } from '@saathi/shared';
import { createAssociate } from '../modules/associates';
import { placeInPlanTree } from '../modules/earnings';

/**
 * A new associate: their node under the sponsor in the genealogy (associates) and, when the plan
 * in force is binary or matrix, their position in its tree (earnings), in the caller's
 * transaction (decision 0147). `leg`: the sponsor's or the admin's choice under MANUAL placement.
 */
export async function joinNetwork(
  options: Parameters<typeof createAssociate>[0] & { leg?: BinaryLeg },
) {
  const { leg, ...rest } = options;
  return options.db.transaction(async (db) => {
    const created = await createAssociate({ ...rest, db });
    await placeInPlanTree({ db, associateId: created.id, leg });
    return created;
  });
}
