import type { Db } from '../../../db/client';
import { monthAt, nextMonth } from './periods';
import { placeInTreeOf } from './place-in-plan-tree';
import { findPlanForMonth } from './plans';

/**
 * The binary or matrix tree of the plan in force and of next month's, filled ahead (decision
 * 0177): the first catch-up places everyone who joined before it (minutes at a million, decision
 * 0169), so it runs here, off the join, the legs' read and the closing, which then place only
 * the few who joined since. The result is the same whenever it runs: join order decides.
 */
export async function placeAheadOfPlans({ db, now = new Date() }: { db: Db; now?: Date }) {
  const month = monthAt(now);
  const filled: string[] = [];
  for (const each of [month, nextMonth(month)]) {
    const plan = (await findPlanForMonth({ db, month: each }))?.definition;
    if (plan?.type !== 'binary' && plan?.type !== 'matrix') continue;
    await placeInTreeOf({ db, plan, inSteps: true });
    filled.push(each);
  }
  return { filled };
}

/** For the job runner (platform/jobs): what to run and how often. */
export const placePlanTreesJob = {
  name: 'place-plan-trees',
  intervalMs: 15 * 60_000,
  run: ({ db, now }: { db: Db; now?: Date }) => placeAheadOfPlans({ db, now }),
} as const;
