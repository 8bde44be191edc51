import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows';
import { NETWORK_MESSAGES } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { acceptCurrentAgreement } from '../../../test/builders/agreements';
import { signInNewUser } from '../../../test/builders/people';
import { createTestAssociate } from '../../../test/builders/people';
import {
  countLevelsRowByRow,
  findCounterMismatches,
  listHistoryInstants,
} from '../../../test/network';
import { listAuditEntries } from '../../audit';
import { adjustBusinessValue } from '../../business-values';
import { getAssociateRow, getRootAssociate, moveSubtree, type AssociateRow } from '..';
import { countLevelsAsOf, validAt } from '../services/read-as-of';
import { SETTLED_MS, snapshotLevelCounts, takeLevelSnapshot } from '../services/level-snapshots';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signInNewUser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
});
afterAll(() => testApp.close());

const move = (id: number, payload: object, headers = admin.auth) =>
  testApp.app.inject({ method: 'PUT', url: `/associates/${id}/parent`, headers, payload });

/** Confirmed BV for a node, through the ledger (the only way BV reaches the tree). */
const credit = (node: AssociateRow, points: number) =>
  adjustBusinessValue({
    db: testApp.db,
    associateId: node.id,
    adjustment: { type: 'CREDIT', points, reason: 'Test credit' },
    source: `test:${node.id}:${points}:${Math.random()}`,
    actorUserId: admin.user.id,
  });

/** root → top → (left → leaf, right); other is a second branch. */
async function buildBranches() {
  const db = testApp.db;
  const top = (await createTestAssociate(db)).node;
  const left = (await createTestAssociate(db, { sponsor: top })).node;
  const right = (await createTestAssociate(db, { sponsor: top })).node;
  const leaf = (await createTestAssociate(db, { sponsor: left })).node;
  const other = (await createTestAssociate(db)).node;
  await credit(left, 40);
  await credit(leaf, 25);
  return { top, left, right, leaf, other };
}

describe('PUT /associates/{id}/parent', () => {
  it('moves a subtree with its paths, counters and group BV, audited', async () => {
    const { top, left, leaf, other } = await buildBranches();
    expect((await getAssociateRow(testApp.db, top.id))!.groupBv).toBe(65);

    const response = await move(left.id, { parentId: other.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      previousParentId: top.id,
      movedMembers: 2,
      bvAdjustment: 0,
      node: { id: left.id, parentId: other.id, personalBv: 40, groupBv: 25, downlineCount: 1 },
    });
    const movedLeaf = (await getAssociateRow(testApp.db, leaf.id))!;
    expect(movedLeaf.path).toBe(`${other.path}.a${left.id}.a${leaf.id}`);
    expect(await getAssociateRow(testApp.db, top.id)).toMatchObject({
      groupBv: 0,
      downlineCount: 1,
      directCount: 1,
    });
    expect(await getAssociateRow(testApp.db, other.id)).toMatchObject({
      groupBv: 65,
      downlineCount: 2,
      directCount: 1,
    });
    expect(await findCounterMismatches(testApp.db)).toEqual([]);
    const audit = await listAuditEntries({
      db: testApp.db,
      entity: 'associate',
      entityId: left.id,
    });
    expect(audit.at(-1)).toMatchObject({
      actorUserId: admin.user.id,
      action: 'update',
      before: { parentId: top.id },
      after: { parentId: other.id },
    });

    // The tree answers the new shape at once.
    const tree = (
      await testApp.app.inject({ url: `/associates/tree/${other.id}`, headers: admin.auth })
    ).json().data;
    expect(tree.children.map((child: { id: number }) => child.id)).toEqual([left.id]);
  });

  it('records a different bvValue as an audited ledger adjustment, never an overwrite', async () => {
    const { left, right } = await buildBranches();
    const raised = await move(left.id, { parentId: right.id, bvValue: 100 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toMatchObject({ bvAdjustment: 60, node: { personalBv: 100 } });
    const lowered = await move(left.id, { parentId: right.id, bvValue: 90 });
    expect(lowered.json().data).toMatchObject({ bvAdjustment: -10, node: { personalBv: 90 } });
    const same = await move(left.id, { parentId: right.id, bvValue: 90 });
    expect(same.json().data.bvAdjustment).toBe(0);

    const ledger = (
      await testApp.app.inject({
        url: `/api/bvPoints/${left.userId}?tab=confirmed&size=10`,
        headers: admin.auth,
      })
    ).json();
    expect(ledger.confirmedPoints).toBe(90);
    expect(
      ledger.transactions.confirmed.map((row: { type: string; orderPoint: number }) => [
        row.type,
        row.orderPoint,
      ]),
    ).toEqual([
      ['DEBIT', 10],
      ['CREDIT', 60],
      ['CREDIT', 40],
    ]);
    expect(await findCounterMismatches(testApp.db)).toEqual([]);
  });

  it('refuses a move under its own downline, of the company node, or to a missing parent', async () => {
    const { top, left, leaf } = await buildBranches();
    const before = await getAssociateRow(testApp.db, top.id);
    for (const parentId of [leaf.id, left.id]) {
      const cycle = await move(left.id, { parentId });
      expect(cycle.statusCode).toBe(409);
      expect(cycle.json().error).toMatchObject({
        code: 'CONFLICT',
        message: NETWORK_MESSAGES.cycle,
        fields: { parentId: NETWORK_MESSAGES.cycle },
      });
    }
    const root = (await getRootAssociate({ db: testApp.db }))!;
    const rootMove = await move(root.id, { parentId: top.id });
    expect(rootMove.statusCode).toBe(409);
    expect(rootMove.json().error.message).toBe(NETWORK_MESSAGES.moveRoot);
    const missing = await move(left.id, { parentId: 2 ** 31 - 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ parentId: NETWORK_MESSAGES.parentMissing });
    expect((await move(2 ** 31 - 1, { parentId: top.id })).statusCode).toBe(404);
    for (const payload of [{}, { parentId: 'x' }, { parentId: top.id, bvValue: -5 }]) {
      expect((await move(left.id, payload)).statusCode).toBe(400);
    }
    const associate = await signInNewUser(testApp.app, testApp.db, { roles: ['ASSOCIATE'] });
    expect((await move(left.id, { parentId: top.id }, associate.auth)).statusCode).toBe(403);
    expect(await getAssociateRow(testApp.db, top.id)).toEqual(before);
    expect(await findCounterMismatches(testApp.db)).toEqual([]);
  });

  it('makes a customer an associate under a sponsor, and edits rank and status', async () => {
    const sponsor = (await createTestAssociate(testApp.db)).node;
    const customer = await signInNewUser(testApp.app, testApp.db);
    await acceptCurrentAgreement(testApp.app, customer.auth);
    const create = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/associates', headers: admin.auth, payload });
    const badCode = await create({ userId: customer.user.id, sponsorReferralCode: 'PGMNOPE00' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields).toEqual({
      sponsorReferralCode: NETWORK_MESSAGES.sponsorMissing,
    });
    const made = await create({
      userId: customer.user.id,
      sponsorReferralCode: sponsor.referralCode,
      rank: 'BRONZE_PARTNER',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      userId: customer.user.id,
      parentId: sponsor.id,
      sponsorId: sponsor.id,
      rank: 'BRONZE_PARTNER',
    });
    expect((await create({ userId: customer.user.id })).statusCode).toBe(409);
    expect((await create({ userId: 2 ** 31 - 1 })).statusCode).toBe(404);
    const self = await testApp.app.inject({ url: '/associates/self/data', headers: customer.auth });
    expect(self.json().data.id).toBe(made.json().data.id);

    const id = made.json().data.id;
    const update = (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: `/associates/${id}`, headers: admin.auth, payload });
    const updated = await update({ rank: 'GOLD_PARTNER', status: 'INACTIVE' });
    expect(updated.json().data).toMatchObject({ rank: 'GOLD_PARTNER', status: 'INACTIVE' });
    expect((await update({})).statusCode).toBe(400);
    expect((await update({ rank: 'EMPEROR' })).statusCode).toBe(400);
    const audit = await listAuditEntries({ db: testApp.db, entity: 'associate', entityId: id });
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(await findCounterMismatches(testApp.db)).toEqual([]);
  });
});

describe('concurrent moves (PostgreSQL)', () => {
  it.runIf(Boolean(inject('postgres')))(
    'never forms a cycle or loses a path when overlapping moves race',
    async () => {
      // Two separate connection pools, as two API processes would have.
      const second = await openTestDatabaseSharing();
      try {
        const { left, right, leaf, other } = await buildBranches();
        // right under leaf (which is under left) and left under right, at once: whichever
        // commits second would close a circle, so exactly one is refused.
        const race = await Promise.allSettled([
          testApp.db.transaction((tx) => moveSubtree({ db: tx, id: right.id, parentId: leaf.id })),
          second.transaction((tx) => moveSubtree({ db: tx, id: left.id, parentId: right.id })),
        ]);
        const refused = race.filter((result) => result.status === 'rejected');
        expect(refused).toHaveLength(1);
        expect((refused[0] as PromiseRejectedResult).reason.message).toBe(NETWORK_MESSAGES.cycle);
        const many = [];
        const nodes = await Promise.all(
          Array.from({ length: 8 }, () => createTestAssociate(testApp.db, { sponsor: other })),
        );
        for (let i = 0; i < 16; i += 1) {
          const db = i % 2 ? testApp.db : second;
          const node = nodes[i % nodes.length]!.node;
          const parent = nodes[(i * 3 + 1) % nodes.length]!.node;
          many.push(
            db
              .transaction((tx) => moveSubtree({ db: tx, id: node.id, parentId: parent.id }))
              .catch((error: Error) => expect(error.message).toBe(NETWORK_MESSAGES.cycle)),
          );
        }
        await Promise.all(many);
        expect(await findCounterMismatches(testApp.db)).toEqual([]);
      } finally {
        await second.$client.end();
      }
    },
  );
});

/** A second pool on the test file's own PostgreSQL database. */
async function openTestDatabaseSharing() {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const url = testApp.database.connectionString!;
  return drizzle(url);
}

/**
 * Every instant of the file's history, the racing moves above (PostgreSQL) included: a change is
 * stamped with the instant it took the genealogy's lock, so the history's order is the order the
 * changes were made (decision 0183; stamped with their transactions' starts, a race left instants
 * at which a member sat under a node's new path while the node's own row still had the old one).
 */
const comparedInstants = () => listHistoryInstants(testApp.db);

/** Every node that ever had a child: the as-of counts at each history instant, row by row. */
async function expectCountsAsCounted(instants: string[]) {
  const { db } = testApp;
  let compared = 0;
  for (const iso of instants) {
    const at = sql`${iso}::timestamptz`;
    const nodes = await queryRows<{ id: number; path: string }>(
      db,
      sql`select p.associate_id as id, p.path::text as path from associate_placements p
          where p.associate_id in (select parent_id from associate_placements) and ${validAt(at)}`,
    );
    for (const node of nodes) {
      const today = (await getAssociateRow(db, node.id))!;
      expect(await countLevelsAsOf(db, { today, top: node, at }), `${node.id} at ${iso}`).toEqual(
        await countLevelsRowByRow(db, node.path, iso),
      );
      compared += 1;
    }
  }
  return compared;
}

describe('the members per level as they stood (decision 0170)', () => {
  it("are today's kept counts corrected by the changes since, as counting the past subtree gives", async () => {
    const { db } = testApp;
    // More moves and joins, around everything this file moved before.
    const { top, left, right, leaf, other } = await buildBranches();
    expect((await move(left.id, { parentId: right.id })).statusCode).toBe(200);
    const late = (await createTestAssociate(db, { sponsor: leaf })).node;
    expect((await move(right.id, { parentId: other.id })).statusCode).toBe(200);
    expect((await move(late.id, { parentId: top.id })).statusCode).toBe(200);
    expect((await move(right.id, { parentId: top.id })).statusCode).toBe(200);

    expect(await expectCountsAsCounted(await comparedInstants())).toBeGreaterThan(50);
  });
});

describe('the members per level from daily snapshots (decision 0183)', () => {
  it('count from the first snapshot after the instant as counting the past subtree does', async () => {
    const { db } = testApp;
    const instants = await comparedInstants();
    const [early, middle, late] = [3, 2, 1.4].map(
      (share) => instants[Math.floor(instants.length / share)]!,
    );
    // The latest and the earliest from today's kept counts, the middle from the latest: the
    // instants before the earliest snapshot, between two and after the last are all compared.
    const at = (iso: string) => sql`${iso}::timestamptz`;
    expect(await takeLevelSnapshot(db, { at: at(late), minMembers: 1 })).toBe(true);
    expect(await takeLevelSnapshot(db, { at: at(middle), base: at(late), minMembers: 1 })).toBe(
      true,
    );
    expect(await takeLevelSnapshot(db, { at: at(early), minMembers: 1 })).toBe(true);
    expect(await takeLevelSnapshot(db, { at: at(early), minMembers: 1 })).toBe(false);
    const [taken] = await queryRows<{ nodes: number }>(
      db,
      sql`select count(distinct associate_id)::int as nodes from associate_level_snapshots`,
    );
    expect(taken!.nodes).toBeGreaterThan(5);
    expect(await expectCountsAsCounted(instants)).toBeGreaterThan(200);
  });

  it('are taken by the job for each settled day back to the first, once', async () => {
    const { db } = testApp;
    // The whole history moved back to around the end of a day three days before the last settled
    // day's (India time), half of it before: the job then has days to snapshot, from the kept
    // counts and backwards. Counted from the settled instant, as the job counts: in the hour after
    // midnight in India, "three days ago" held one settled day fewer.
    await db.execute(sql`delete from associate_level_snapshots`);
    await db.execute(sql`delete from associate_snapshot_times`);
    const [{ by } = { by: '' }] = await queryRows<{ by: string }>(
      db,
      sql`with middle as (
            select percentile_disc(0.5) within group (order by valid_from) as t
            from associate_placements)
          select (((((now() - ${`${SETTLED_MS} milliseconds`}::interval - interval '3 days')
                     at time zone 'Asia/Kolkata')::date + 1)::timestamp
                   at time zone 'Asia/Kolkata') - middle.t)::text as by from middle`,
    );
    await db.execute(sql`update associate_placements
      set valid_from = valid_from + ${by}::interval, valid_to = valid_to + ${by}::interval`);
    await snapshotLevelCounts({ db, minMembers: 1 });
    const tally = () =>
      queryRows<{ days: number; rows: number }>(
        db,
        sql`select (select count(*) from associate_snapshot_times)::int as days,
                   (select count(*) from associate_level_snapshots)::int as rows`,
      );
    const [first] = await tally();
    expect(first!.days).toBeGreaterThanOrEqual(3);
    expect(first!.rows).toBeGreaterThan(0);
    await snapshotLevelCounts({ db, minMembers: 1 });
    expect(await tally()).toEqual([first]);
    expect(await expectCountsAsCounted(await comparedInstants())).toBeGreaterThan(200);
  });
});
