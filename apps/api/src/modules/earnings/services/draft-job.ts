import type { Db } from '../../../db/client';
import { computeDraft, findPeriod, monthAt, previousMonth } from './periods';
import { findPlanForMonth } from './plans';

/**
 * The month that ended last is computed into its draft once the month is over, and again only
 * when the draft no longer matches its plan version (an edit) — the data of a month that has
 * ended does not change (decision 0071). The console's Compute runs the same computeDraft.
 */
export async function computeEndedMonthDraft({ db, now = new Date() }: { db: Db; now?: Date }) {
  const month = previousMonth(monthAt(now));
  const plan = await findPlanForMonth({ db, month });
  if (!plan) return { month, computed: false };
  const period = await findPeriod({ db, month });
  const isCurrent =
    period &&
    (period.status === 'COMMITTED' ||
      (period.planId === plan.id && period.planVersion === plan.version));
  if (isCurrent) return { month, computed: false };
  await computeDraft({ db, month, actorUserId: null, now });
  return { month, computed: true };
}

/** For the job runner (platform/jobs): what to run and how often. */
export const computeEarningsDraftJob = {
  name: 'compute-earnings-draft',
  intervalMs: 60 * 60_000,
  run: ({ db, now }: { db: Db; now?: Date }) => computeEndedMonthDraft({ db, now }),
} as const;
