import { paiseToRupees, rupeesToPaise } from '@saathi/shared';
import { confirmDueBusinessValue } from '../../modules/business-values';
import {
  computeDraft,
  ensureDemoPlan,
  monthAt,
  monthBoundsOf,
  previousMonth,
} from '../../modules/earnings';
import { creditCommissions, getPaymentSummary, getPayoutRules } from '../../modules/wallet';
import { commitEarningsPeriod } from '../../flows/commit-earnings-period';
import { approveRequest } from '../../flows/decide-request';
import { DAY_MS, HOUR_MS, later, submitDemoRequest, type DemoBusiness } from './context';

/** Withdrawals asked after the closing; all but the last few are paid, those wait. */
const PAYOUTS_ASKED = 12;
const PAYOUTS_WAITING = 1;

/**
 * The month the demo closes: last month, closed on the 3rd (India time), unless that leaves
 * too little time before today for its payouts; then the month before.
 */
export function demoClosing(end: Date) {
  const thisMonth = monthAt(end);
  const closingIn = (month: string) => later(monthBoundsOf(month).start, 2 * DAY_MS + 5 * HOUR_MS);
  const lastMonth = previousMonth(thisMonth);
  if (later(closingIn(thisMonth), 3 * DAY_MS) <= end) {
    return { month: lastMonth, closingAt: closingIn(thisMonth) };
  }
  return { month: previousMonth(lastMonth), closingAt: closingIn(lastMonth) };
}

/**
 * The demo plan from the first month with orders; BV confirmed every night as the job does; the
 * closed month computed and committed (earnings credited to wallets with TDS); then the best
 * earners with approved KYC withdraw their balance and finance pays most of them by bank
 * transfer (a UTR), leaving a couple waiting.
 */
export function scheduleDemoClosing(business: DemoBusiness, start: Date) {
  const { db, timeline, admin } = business;
  timeline.add(start, async () => {
    await ensureDemoPlan({ db, month: monthAt(start) });
  });
  // Every night at 02:00 India time (20:30 UTC), as the confirmation job would.
  const firstNight = new Date(start);
  firstNight.setUTCHours(20, 30, 0, 0);
  for (let night = firstNight.getTime(); night <= timeline.end.getTime(); night += DAY_MS) {
    timeline.add(new Date(night), async () => {
      await confirmDueBusinessValue({ db });
    });
  }
  const { month, closingAt } = demoClosing(timeline.end);
  timeline.add(closingAt, async () => {
    await computeDraft({ db, month, actorUserId: admin.userId });
    // As the commit route does: sponsors "told" of ranks reached (the demo messenger drops it).
    await commitEarningsPeriod({
      db,
      month,
      actorUserId: admin.userId,
      creditCommissions,
      notices: { messenger: business.messenger, company: business.company.name },
    });
  });
  timeline.add(later(closingAt, DAY_MS), async () => {
    const requestIds = await askForPayouts(business);
    requestIds.slice(0, -PAYOUTS_WAITING).forEach((id, index) => {
      timeline.add(later(closingAt, 2 * DAY_MS + index * 600_000), async () => {
        await approveRequest({
          db,
          messenger: business.messenger,
          company: business.company.name,
          decider: admin,
          id,
          decision: { utr: `DEMOUTR${String(id).padStart(9, '0')}` },
        });
      });
    });
  });
  return { month };
}

async function askForPayouts(business: DemoBusiness) {
  const { db } = business;
  const { minimumPayoutPaise } = await getPayoutRules({ db });
  const balances = await Promise.all(
    business.associates
      .filter((associate) => associate.isKycApproved)
      .map(async (associate) => ({
        associate,
        balancePaise: rupeesToPaise(
          (await getPaymentSummary({ db, associateId: associate.node.id })).balance,
        ),
      })),
  );
  const ids: number[] = [];
  for (const { associate, balancePaise } of balances
    .filter((entry) => entry.balancePaise >= Math.max(minimumPayoutPaise, 100))
    .sort((a, b) => b.balancePaise - a.balancePaise)
    .slice(0, PAYOUTS_ASKED)) {
    const request = await submitDemoRequest(business, associate.userId, {
      type: 'PAYOUT',
      payload: { amount: paiseToRupees(Math.floor(balancePaise / 100) * 100) },
    });
    ids.push(request.id);
  }
  return ids;
}
