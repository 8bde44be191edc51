import { EARNINGS_TEXTS, type BinaryLeg, type EarningsPlanDefinition } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { BINARY_TREE } from './compute-binary-month';
import { matrixTree } from './compute-matrix-month';
import { monthAt } from './periods';
import { fillPlanTreeInSteps, isFillDue } from './fill-plan-tree';
import { placePlanPositions } from './plan-month-sql';
import { findPlanForMonth } from './plans';

/** Whether the plan in force at `now` is binary with the leg chosen by hand (decision 0148). */
export async function isLegChosenAt({ db, now = new Date() }: { db: Db; now?: Date }) {
  const row = await findPlanForMonth({ db, month: monthAt(now) });
  return row?.definition.type === 'binary' && row.definition.placement === 'MANUAL';
}

/**
 * Places a new associate in the tree of the plan in force (binary or matrix), in the transaction
 * that makes them (decision 0147); anyone who joined before and is not placed yet is placed
 * first, in join order. Nothing under unilevel or breakaway: their tree is the genealogy. A leg
 * may be chosen only under a binary plan with MANUAL placement (else a 400 on `leg`).
 */
export async function placeInPlanTree(options: {
  db: Db;
  associateId: number;
  leg?: BinaryLeg;
  now?: Date;
}) {
  const { db, associateId, leg, now = new Date() } = options;
  const plan = (await findPlanForMonth({ db, month: monthAt(now) }))?.definition;
  if (leg && !(plan?.type === 'binary' && plan.placement === 'MANUAL')) {
    throw new AppError('VALIDATION_FAILED', EARNINGS_TEXTS.legNotChosen, {
      fields: { leg: EARNINGS_TEXTS.legNotChosen },
    });
  }
  const shape = plan && treeShapeOf(plan);
  // Many missing: the job's fill places this join in its turn (decision 0184); a chosen leg
  // cannot wait for it, so it places everyone before it, as before.
  if (!shape || (!leg && (await isFillDue(db, shape.tree)))) return;
  await placePlanPositions(db, shape.tree, shape.width, shape.rule, leg && { associateId, leg });
}

/** A binary or matrix plan's tree: its name, width and placement rule (none for the others). */
function treeShapeOf(plan: EarningsPlanDefinition) {
  if (plan.type === 'binary') return { tree: BINARY_TREE, width: 2, rule: plan.placement };
  if (plan.type === 'matrix')
    return { tree: matrixTree(plan.width), width: plan.width, rule: 'BFS' as const };
  return undefined;
}

/**
 * Everyone not yet in `plan`'s tree, placed by its rule in join order; nothing for unilevel or
 * breakaway, whose tree is the genealogy. The job's (`inSteps`, not in a transaction) places
 * them in committed steps first (decision 0184), then the few who joined during the last.
 */
export async function placeInTreeOf(options: {
  db: Db;
  plan: EarningsPlanDefinition;
  inSteps?: boolean;
}) {
  const { db, plan, inSteps = false } = options;
  const shape = treeShapeOf(plan);
  if (!shape) return;
  if (!inSteps) return placePlanPositions(db, shape.tree, shape.width, shape.rule);
  await fillPlanTreeInSteps({ db, ...shape });
  await db.transaction((tx) => placePlanPositions(tx, shape.tree, shape.width, shape.rule));
}
