import { adminUserExportQuerySchema } from '@saathi/shared';
import type { Db } from '../../db/client';
import { seededRandom } from '../../platform/seeded-random';
import type { Storage } from '../../platform/storage';
import { acceptAgreementForDemo } from '../../modules/agreements';
import { getRootAssociate } from '../../modules/associates';
import { stockDemoSaleProducts } from '../../modules/catalog';
import { getCompanySettings } from '../../modules/settings';
import { demoUsername, findUserByUsername, listUsers } from '../../modules/users';
import { ensureCompanyRoot } from '../../flows/ensure-company-root';
import { scheduleDemoClosing } from './closing';
import {
  collectingLog,
  DAY_MS,
  HOUR_MS,
  later,
  silentMessenger,
  submitDemoRequest,
  type DemoBusiness,
} from './context';
import { installDemoClock } from './demo-clock';
import { scheduleDemoOrders } from './orders';
import { DEMO_ASSOCIATES, scheduleDemoPeople } from './people';
import { createTimeline } from './timeline';

const ORDER_DAYS = 92;
/** Products with at least this much stock are sold (and restocked first); the rest stay low. */
const SALE_MIN_QUANTITY = 25;
const STOCK_RECEIVED = 400;

/**
 * The demo business (issue 28, docs/decisions/0116): three months of a company's life told
 * through its flows, each step at its own moment on the demo clock. Added once: a database
 * that has the first demo associate already has it, so a second run adds nothing. Needs an
 * admin (the staff who decide its requests and move its orders) and the embedded database
 * (the caller checks: only PGlite's now() follows the demo clock).
 */
export async function seedDemoBusiness({ db, storage }: { db: Db; storage: Storage }) {
  if (await findUserByUsername({ db, username: demoUsername('ASSOCIATE', 1) })) {
    return { status: 'exists' as const };
  }
  const { rows: admins } = await listUsers({
    db,
    filter: adminUserExportQuerySchema.parse({ role: 'ADMIN', sort: 'oldest' }),
    page: 1,
    limit: 1,
  });
  const admin = admins[0];
  if (!admin) return { status: 'no-admin' as const };
  await ensureCompanyRoot({ db });
  const end = new Date();
  const start = new Date(end.getTime() - ORDER_DAYS * DAY_MS);
  const problems: string[] = [];
  const business: DemoBusiness = {
    db,
    storage,
    messenger: silentMessenger,
    log: collectingLog(problems),
    company: await getCompanySettings({ db }),
    admin: { userId: admin.id, roles: admin.roles },
    random: seededRandom(20_261_126),
    timeline: createTimeline(end),
    root: (await getRootAssociate({ db }))!,
    associates: [],
    customers: [],
    saleProducts: [],
    problems,
    refusals: 0,
  };
  const { month } = scheduleDemoClosing(business, start);
  business.timeline.add(later(start, -DAY_MS), async () => {
    business.saleProducts = await stockDemoSaleProducts({
      db,
      minQuantity: SALE_MIN_QUANTITY,
      adding: STOCK_RECEIVED,
      actorUserId: admin.id,
    });
  });
  await scheduleDemoPeople(business);
  scheduleDemoOrders(business);
  schedulePlacementRequests(business);
  const clock = installDemoClock();
  try {
    await business.timeline.run(clock);
  } finally {
    clock.restore();
  }
  // On the real clock: the version in force today is the one a demo sign-in meets (0146).
  for (const associate of business.associates) {
    await acceptAgreementForDemo({ db: business.db, userId: associate.userId });
  }
  return {
    status: 'created' as const,
    associates: business.associates.length,
    customers: business.customers.length,
    closedMonth: month,
    refusals: business.refusals,
    problems,
  };
}
export type DemoBusinessResult = Awaited<ReturnType<typeof seedDemoBusiness>>;

/** Two recent joiners ask to move under a leader: requests waiting for the network's staff. */
function schedulePlacementRequests(business: DemoBusiness) {
  const { timeline } = business;
  [DEMO_ASSOCIATES - 4, DEMO_ASSOCIATES - 9].forEach((number, index) => {
    timeline.add(later(timeline.end, -(index + 1) * 20 * HOUR_MS), async () => {
      const asker = business.associates.find((associate) => associate.number === number);
      const leader = business.associates[index + 1];
      if (!asker || !leader || asker.node.parentId === leader.node.id) return;
      await submitDemoRequest(business, asker.userId, {
        type: 'PLACEMENT_CHANGE',
        payload: { newParentCode: leader.node.referralCode },
      });
    });
  });
}
