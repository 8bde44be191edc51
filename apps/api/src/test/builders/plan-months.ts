import { createTestApp } from '../test-app';
import { confirmDueBusinessValue } from '../../modules/business-values';
import { deliveredSale } from './business-values';
import type { createTestAssociate } from './people';
import { signInNewUser } from './people';

type TestAssociate = Awaited<ReturnType<typeof createTestAssociate>>;

/**
 * The plan types' tests' common ground: an app, a finance admin's headers, a tree of associates
 * by letter (filled by the test), sales confirmed in a month by letter, and a letter by node id.
 */
export async function createPlanTestBed() {
  const testApp = await createTestApp();
  const admin = (await signInNewUser(testApp.app, testApp.db, { roles: ['FINANCE'] })).auth;
  const tree: Record<string, TestAssociate> = {};
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    testApp.app.inject({ method, url, payload: payload as object, headers: admin });
  /** Each buyer's BV confirmed on the 20th of `month`. */
  const sales = async (month: string, bv: Record<string, number>) => {
    const at = `${month}-20T06:00:00Z`;
    for (const [who, points] of Object.entries(bv))
      await deliveredSale(testApp.db, { buyerUserId: tree[who]!.user.id, points, confirmedAt: at });
    await confirmDueBusinessValue({ db: testApp.db, now: new Date(at) });
  };
  const name = (id: number) => Object.keys(tree).find((key) => tree[key]!.node.id === id);
  return { testApp, admin, tree, api, sales, name };
}
