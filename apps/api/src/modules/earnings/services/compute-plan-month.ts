import type { EarningsPlanDefinition } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { computeBinaryMonth } from './compute-binary-month';
import { computeBreakawayMonth } from './compute-breakaway-month';
import { computeMatrixMonth } from './compute-matrix-month';
import { computeMonth } from './compute-month';

/**
 * One month under a plan of any type, into a period (decision 0135): the closing, the simulator
 * and the projection call this, so every type is simulated, reviewed and committed alike.
 * `scopeId` (an associate's projection) narrows the unilevel month only; the other types
 * compute the whole month, whose figures for that associate are the same. Inside a transaction.
 */
export async function computePlanMonth(options: {
  db: Db;
  periodId: number;
  month: string;
  plan: EarningsPlanDefinition;
  scopeId?: number;
}) {
  const { plan, ...rest } = options;
  switch (plan.type) {
    case 'binary':
      return computeBinaryMonth({ ...rest, plan });
    case 'matrix':
      return computeMatrixMonth({ ...rest, plan });
    case 'breakaway':
      return computeBreakawayMonth({ ...rest, plan });
    default:
      return computeMonth({ ...rest, plan });
  }
}
