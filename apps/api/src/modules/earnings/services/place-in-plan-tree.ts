import { EARNINGS_TEXTS, type BinaryLeg, type EarningsPlanDefinition } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { BINARY_TREE } from './compute-binary-month';
import { matrixTree } from './compute-matrix-month';
import { monthAt } from './periods';
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
  if (plan) await placeInTreeOf({ db, plan, chosen: leg && { associateId, leg } });
}

/**
 * Everyone not yet in `plan`'s tree, placed by its rule in join order (`chosen` on its leg);
 * nothing for unilevel or breakaway, whose tree is the genealogy.
 */
export async function placeInTreeOf(options: {
  db: Db;
  plan: EarningsPlanDefinition;
  chosen?: { associateId: number; leg: BinaryLeg };
}) {
  const { db, plan, chosen } = options;
  if (plan.type === 'binary') await placePlanPositions(db, BINARY_TREE, 2, plan.placement, chosen);
  if (plan.type === 'matrix')
    await placePlanPositions(db, matrixTree(plan.width), plan.width, 'BFS');
}
