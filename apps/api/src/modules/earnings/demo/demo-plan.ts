import type { UnilevelPlan } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { createPlan, findPlanForMonth } from '../services/plans';

/** A labelled demo plan: five levels, compression, four ranks, ₹1 per BV point. */
export const DEMO_PLAN: Omit<UnilevelPlan, 'effectiveMonth'> = {
  type: 'unilevel',
  name: 'Demo growth plan',
  paisePerPoint: 100,
  payoutCapPercent: 20,
  levels: [{ percent: 8 }, { percent: 5 }, { percent: 3 }, { percent: 2 }, { percent: 1 }],
  compression: true,
  activeMinPersonalBv: 50,
  ranks: [
    {
      code: 'BRONZE',
      name: 'Bronze Partner',
      minPersonalBv: 50,
      minGroupBv: 500,
      bonusPaise: 25_000,
    },
    {
      code: 'SILVER',
      name: 'Silver Partner',
      minPersonalBv: 100,
      minGroupBv: 2_500,
      bonusPaise: 100_000,
    },
    {
      code: 'GOLD',
      name: 'Gold Partner',
      minPersonalBv: 150,
      minGroupBv: 10_000,
      bonusPaise: 500_000,
    },
    {
      code: 'DIAMOND',
      name: 'Diamond Partner',
      minPersonalBv: 200,
      minGroupBv: 50_000,
      bonusPaise: 2_500_000,
    },
  ],
};

/** The demo plan from `month` on, unless a plan is in force for that month already. */
export async function ensureDemoPlan({ db, month }: { db: Db; month: string }) {
  const existing = await findPlanForMonth({ db, month });
  if (existing) return existing.id;
  const plan = await createPlan({
    db,
    definition: { ...DEMO_PLAN, effectiveMonth: month },
    actorUserId: null,
  });
  return plan.id;
}
