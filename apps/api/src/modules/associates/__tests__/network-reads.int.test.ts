import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGES, type NetworkNode, type TreeNode } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { createTestAssociate, signInNewAssociate } from '../../../test/builders/people';
import { findCounterMismatches } from '../../../test/network';
import { getRootAssociate } from '..';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
// A (signed in) sponsors B and C; B sponsors D; E is another branch under the company's node.
let a: Awaited<ReturnType<typeof signInNewAssociate>>;
let b: Awaited<ReturnType<typeof createTestAssociate>>;
let c: Awaited<ReturnType<typeof createTestAssociate>>;
let d: Awaited<ReturnType<typeof createTestAssociate>>;
let e: Awaited<ReturnType<typeof createTestAssociate>>;
let rootId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.db;
  a = await signInNewAssociate(testApp.app, db, { firstName: 'Asha', lastName: 'Kulkarni' });
  b = await createTestAssociate(db, { sponsor: a.node, firstName: 'Bhavesh', lastName: 'Patel' });
  c = await createTestAssociate(db, { sponsor: a.node, firstName: 'Chitra', lastName: 'Rao' });
  d = await createTestAssociate(db, { sponsor: b.node, firstName: 'Deepak', lastName: 'Singh' });
  e = await createTestAssociate(db, { sponsor: undefined, firstName: 'Esha', lastName: 'Menon' });
  rootId = (await getRootAssociate({ db }))!.id;
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string>) => testApp.app.inject({ url, headers });

describe('the network as an associate sees it', () => {
  it('keeps every counter right as members join', async () => {
    expect(await findCounterMismatches(testApp.db)).toEqual([]);
  });

  it('answers the tree two levels down with counts, BV and whether a node has children', async () => {
    const response = await get(`/associates/tree/${a.node.id}`, a.auth);
    expect(response.statusCode, response.body).toBe(200);
    const tree: TreeNode = response.json().data;
    expect(tree).toMatchObject({
      id: a.node.id,
      name: 'Asha Kulkarni',
      level: 0,
      directCount: 2,
      downlineCount: 3,
      hasChildren: true,
      personalBv: 0,
      groupBv: 0,
      nextChildrenAfter: null,
    });
    expect(tree.children!.map((child) => child.name)).toEqual(['Bhavesh Patel', 'Chitra Rao']);
    const bhavesh = tree.children![0]!;
    expect(bhavesh).toMatchObject({ level: 1, directCount: 1, downlineCount: 1 });
    expect(bhavesh.children!.map((child) => [child.name, child.level, child.hasChildren])).toEqual([
      ['Deepak Singh', 2, false],
    ]);
    // Depth 1: the children are there, their own children are left for the client to load.
    const shallow: TreeNode = (await get(`/associates/tree/${a.node.id}?depth=1`, a.auth)).json()
      .data;
    expect(shallow.children![0]!.children).toBeUndefined();
  });

  it('pages a level of children with limit and after', async () => {
    const first: TreeNode = (
      await get(`/associates/tree/${a.node.id}?depth=1&limit=1`, a.auth)
    ).json().data;
    expect(first.children!.map((child) => child.id)).toEqual([b.node.id]);
    expect(first.nextChildrenAfter).toBe(b.node.id);
    const next: TreeNode = (
      await get(`/associates/tree/${a.node.id}?depth=1&limit=1&after=${b.node.id}`, a.auth)
    ).json().data;
    expect(next.children!.map((child) => child.id)).toEqual([c.node.id]);
    expect(next.nextChildrenAfter).toBeNull();
  });

  it('shows the upline path from the company down, never the other branches', async () => {
    const response = await get(`/associates/upstream/${d.node.id}`, a.auth);
    expect(response.statusCode).toBe(200);
    const path: NetworkNode[] = response.json().data;
    expect(path.map((node) => [node.id, node.level])).toEqual([
      [rootId, -3],
      [a.node.id, -2],
      [b.node.id, -1],
      [d.node.id, 0],
    ]);
  });

  it('answers 404 for another branch, the upline, or an id that does not exist', async () => {
    for (const id of [e.node.id, rootId, 2 ** 31 - 1]) {
      for (const route of ['tree', 'downstream', 'upstream']) {
        const response = await get(`/associates/${route}/${id}`, a.auth);
        expect(response.statusCode, `${route}/${id}`).toBe(404);
        expect(response.json().error.message).toBe('Associate not found');
      }
    }
    expect((await get(`/associates/${e.node.id}/repurchase-summary`, a.auth)).statusCode).toBe(404);
  });

  it('refuses bad ids, depths and page sizes with a 400, and customers with a 403', async () => {
    for (const url of [
      '/associates/tree/abc',
      '/associates/tree/-1',
      `/associates/tree/${a.node.id}?depth=50`,
      `/associates/tree/${a.node.id}?limit=100000`,
      `/associates/downstream/${a.node.id}?limit=5000`,
      `/associates/downstream/${a.node.id}?sort=name;drop`,
      `/associates/downstream/${a.node.id}?q=${'x'.repeat(500)}`,
    ]) {
      const response = await get(url, a.auth);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const customer = await signInNewUser(testApp.app, testApp.db);
    const refused = await get(`/associates/tree/${a.node.id}`, customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NETWORK_MESSAGES.notAnAssociate);
    expect((await testApp.app.inject({ url: `/associates/tree/${a.node.id}` })).statusCode).toBe(
      401,
    );
  });

  it('lists the downline in genealogy order with the total and the members per level', async () => {
    const response = await get(`/associates/downstream/${a.node.id}`, a.auth);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.items.map((node: NetworkNode) => [node.name, node.level])).toEqual([
      ['Bhavesh Patel', 1],
      ['Deepak Singh', 2],
      ['Chitra Rao', 1],
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20, node: { id: a.node.id } });
    expect(page.levels).toEqual([
      { level: 1, members: 2 },
      { level: 2, members: 1 },
    ]);
  });

  it('filters by level, searches by name, username or referral code, sorts and pages', async () => {
    const list = async (query: string) =>
      (await get(`/associates/downstream/${a.node.id}?${query}`, a.auth)).json().data;
    const levelTwo = await list('level=2');
    expect(levelTwo.items.map((node: NetworkNode) => node.id)).toEqual([d.node.id]);
    expect(levelTwo.total).toBe(1);

    const byName = await list('q=deep');
    expect(byName.items.map((node: NetworkNode) => node.id)).toEqual([d.node.id]);
    expect(byName.total).toBe(1);
    const byCode = await list(`q=${c.node.referralCode.toLowerCase()}`);
    expect(byCode.items.map((node: NetworkNode) => node.id)).toEqual([c.node.id]);
    const byUsername = await list(`q=${b.user.username}`);
    expect(byUsername.items.map((node: NetworkNode) => node.id)).toEqual([b.node.id]);
    // Somebody outside the downline is never found, and search text is only ever text.
    expect((await list('q=Esha')).total).toBe(0);
    for (const text of ["' or 1=1 --", '%', '_', '\\']) {
      expect((await list(`q=${encodeURIComponent(text)}`)).total, text).toBe(0);
    }

    const joined = await list('sort=joined&limit=2&page=1');
    expect(joined.items.map((node: NetworkNode) => node.id)).toEqual([d.node.id, c.node.id]);
    const secondPage = await list('sort=joined&limit=2&page=2');
    expect(secondPage.items.map((node: NetworkNode) => node.id)).toEqual([b.node.id]);
    const byLevel = await list('sort=level');
    expect(byLevel.items.map((node: NetworkNode) => node.level)).toEqual([1, 1, 2]);
  });

  it('exports the downline, or one level of it, as CSV', async () => {
    const all = await get(`/associates/downstream/${a.node.id}/export`, a.auth);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/text\/csv/);
    const lines = all.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Level,Name,Username,Referral code/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      '1,Bhavesh Patel',
      '2,Deepak Singh',
      '1,Chitra Rao',
    ]);
    const levelTwo = await get(`/associates/downstream/${a.node.id}/export?level=2`, a.auth);
    expect(levelTwo.body.trim().split('\r\n')).toHaveLength(2);
    expect((await get(`/associates/downstream/${e.node.id}/export`, a.auth)).statusCode).toBe(404);
  });

  it('lists the people an associate sponsored: associates and referred customers', async () => {
    // The older sign-up popup may carry the referrer's code; an unknown code is refused.
    const register = (referralCode: string, username: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Farah Khan',
          email: `${username}@example.in`,
          username,
          password: 'Passw0rd1',
          confirmPassword: 'Passw0rd1',
          referralCode,
        },
      });
    const unknown = await register('PGMZZZZZZ', 'farah2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ referralCode: 'No referral found' });
    const registered = await register(a.node.referralCode.toLowerCase(), 'farah1');
    expect(registered.statusCode, registered.body).toBe(200);
    const response = await get('/associates/referred/users?limit=2', a.auth);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.total).toBe(3);
    expect(
      page.items.map((item: { name: string; kind: string }) => [item.name, item.kind]),
    ).toEqual([
      ['Farah Khan', 'CUSTOMER'],
      ['Chitra Rao', 'ASSOCIATE'],
    ]);
    const rest = (await get('/associates/referred/users?limit=2&page=2', a.auth)).json().data;
    expect(rest.items.map((item: { userId: number }) => item.userId)).toEqual([b.user.id]);
  });
});

describe('the network as an admin sees it', () => {
  let admin: Awaited<ReturnType<typeof signInNewUser>>;
  beforeAll(async () => {
    admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
  });

  it('opens any node, from the company down', async () => {
    const tree: TreeNode = (
      await get(`/associates/tree/${rootId}?depth=1&limit=100`, admin.auth)
    ).json().data;
    expect(tree.children!.map((child) => child.id)).toEqual(
      expect.arrayContaining([a.node.id, e.node.id]),
    );
    expect((await get(`/associates/downstream/${e.node.id}`, admin.auth)).statusCode).toBe(200);
  });

  it('lists associates with search, rank and status filters, and refuses everyone else', async () => {
    const all = (await get('/associates?limit=100', admin.auth)).json().data;
    expect(all.total).toBe(all.items.length);
    expect(all.items[0].id).toBeGreaterThan(all.items.at(-1).id);
    const found = (await get('/associates?q=chitra', admin.auth)).json().data;
    expect(found.items.map((node: NetworkNode) => node.id)).toEqual([c.node.id]);
    expect(found.total).toBe(1);
    const code = (await get(`/associates?q=${e.node.referralCode}`, admin.auth)).json().data;
    expect(code.items.map((node: NetworkNode) => node.id)).toEqual([e.node.id]);
    expect((await get('/associates?rank=DIAMOND_PARTNER', admin.auth)).json().data.total).toBe(0);
    expect((await get('/associates?rank=KING', admin.auth)).statusCode).toBe(400);
    expect((await get('/associates', a.auth)).statusCode).toBe(403);
  });
});
