/**
 * Earnings: compensation plan versions, the monthly closing (compute a draft, review, commit),
 * the simulator and an associate's rank progress (issue 15). Reads the genealogy's paths and the
 * BV ledger's confirmed rows set-based (decision 0071); the commit is a flow
 * (flows/commit-earnings-period) that hands the committed totals on to the wallet.
 */
export { computeDraft, markPeriodCommitted, readPeriodCredits, toPeriod } from './services/periods';
export type { CommissionCredit } from './services/periods';
export { monthAt, monthBoundsOf, previousMonth } from './services/periods';
export { readRanksReached } from './services/ranks-reached';
export { DEMO_PLAN, ensureDemoPlan } from './demo/demo-plan';
export { isLegChosenAt, placeInPlanTree } from './services/place-in-plan-tree';
export { fillPlanTree } from './services/fill-plan-tree';
