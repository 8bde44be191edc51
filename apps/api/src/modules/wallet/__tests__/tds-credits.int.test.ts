import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../../db/rows';
import { createTestAssociate } from '../../../test/builders/people';
import { createTestApp } from '../../../test/test-app';
import { adjustWallet, creditCommissions, saveKyc } from '..';
import { indiaMonthOf } from '../services/calendar';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const rupees = (value: number) => Math.round(value * 100);

async function entriesOf(associateId: number) {
  return queryRows<{ kind: string; month: string; gross: string; tds: string; net: string }>(
    testApp.db,
    sql`select kind, month, gross_paise::text as gross, tds_paise::text as tds,
      net_paise::text as net from wallet_entries where associate_id = ${associateId} order by id`,
  );
}
const balanceOf = async (associateId: number) =>
  Number(
    (
      await queryRows<{ balance: string }>(
        testApp.db,
        sql`select balance_paise::text as balance from wallet_balances where associate_id = ${associateId}`,
      )
    )[0]!.balance,
  );

async function withPan(pan: string) {
  const { node } = await createTestAssociate(testApp.db);
  await saveKyc({
    db: testApp.db,
    associateId: node.id,
    requestId: 0,
    approvedBy: 1,
    payload: {
      pan,
      accountHolderName: 'Test Associate',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      identityDocument: `/api/kyc/documents/${crypto.randomUUID()}.webp`,
      addressDocument: `/api/kyc/documents/${crypto.randomUUID()}.webp`,
    },
  });
  return node;
}

describe('creditCommissions and TDS (section 194H, threshold ₹20,000 a year)', () => {
  it('withholds nothing below the threshold, then 2% of the whole year on crossing it', async () => {
    const node = await withPan('AAAPL1234C');
    const credit = (
      month: string,
      credits: { kind: 'LEVEL_COMMISSION' | 'RANK_BONUS'; gross: number }[],
    ) =>
      testApp.db.transaction((db) =>
        creditCommissions({
          db,
          month,
          credits: credits.map((c) => ({
            associateId: node.id,
            kind: c.kind,
            grossPaise: rupees(c.gross),
          })),
        }),
      );
    await credit('2026-05', [{ kind: 'LEVEL_COMMISSION', gross: 15_000 }]);
    // June: 8,000 takes the year to 23,000 > 20,000: 2% of 23,000 = 460 on this credit; the
    // bonus takes it to 25,000: 2% of 25,000 = 500, less the 460 already withheld = 40.
    await credit('2026-06', [
      { kind: 'RANK_BONUS', gross: 2_000 },
      { kind: 'LEVEL_COMMISSION', gross: 8_000 },
    ]);
    expect(await entriesOf(node.id)).toEqual([
      { kind: 'LEVEL_COMMISSION', month: '2026-05', gross: '1500000', tds: '0', net: '1500000' },
      { kind: 'LEVEL_COMMISSION', month: '2026-06', gross: '800000', tds: '46000', net: '754000' },
      { kind: 'RANK_BONUS', month: '2026-06', gross: '200000', tds: '4000', net: '196000' },
    ]);
    expect(await balanceOf(node.id)).toBe(rupees(15_000 + 7_540 + 1_960));
  });

  it('withholds 20% without a PAN (206AA), never more than a credit, the rest from the next', async () => {
    const { node } = await createTestAssociate(testApp.db);
    const credit = (
      month: string,
      gross: number,
      kind: 'LEVEL_COMMISSION' | 'ADJUSTMENT' = 'LEVEL_COMMISSION',
    ) =>
      testApp.db.transaction((db) =>
        creditCommissions({
          db,
          month,
          credits: [{ associateId: node.id, kind, grossPaise: rupees(gross) }],
        }),
      );
    await credit('2026-04', 19_999);
    // 20,001 in the year: 20% is 4,000.20, but this credit is 2.00, so 2.00 is withheld.
    await credit('2026-05', 2);
    // 30,001: 20% is 6,000.20, less 2.00 already = 5,998.20.
    await credit('2026-06', 10_000);
    // A new financial year starts from nothing again.
    await credit('2027-04', 5_000);
    expect((await entriesOf(node.id)).map((entry) => [entry.month, entry.tds])).toEqual([
      ['2026-04', '0'],
      ['2026-05', '200'],
      ['2026-06', '599820'],
      ['2027-04', '0'],
    ]);
  });

  it('is idempotent per associate, month and kind, and set-based over many associates', async () => {
    const nodes = await Promise.all(
      Array.from({ length: 3 }, () => createTestAssociate(testApp.db)),
    );
    const credits = nodes.flatMap(({ node }) => [
      { associateId: node.id, kind: 'LEVEL_COMMISSION' as const, grossPaise: 123_456 },
      { associateId: node.id, kind: 'RANK_BONUS' as const, grossPaise: 50_000 },
    ]);
    const first = await testApp.db.transaction((db) =>
      creditCommissions({ db, month: '2026-09', credits }),
    );
    const again = await testApp.db.transaction((db) =>
      creditCommissions({ db, month: '2026-09', credits }),
    );
    expect(first).toEqual({ credited: 6 });
    expect(again).toEqual({ credited: 0 });
    for (const { node } of nodes) {
      expect(await entriesOf(node.id)).toHaveLength(2);
      expect(await balanceOf(node.id)).toBe(173_456);
    }
  });

  it('refuses a batch that names one credit twice, and writes nothing of it', async () => {
    const { node } = await createTestAssociate(testApp.db);
    const credit = { associateId: node.id, kind: 'RANK_BONUS' as const, grossPaise: 100 };
    await expect(
      testApp.db.transaction((db) =>
        creditCommissions({ db, month: '2026-10', credits: [credit, credit] }),
      ),
    ).rejects.toThrow(/twice/);
    expect(await entriesOf(node.id)).toEqual([]);
  });

  it('keeps the ledger append-only', async () => {
    const error = (await testApp.db
      .execute(sql`update wallet_entries set note = 'x'`)
      .catch((caught: unknown) => caught)) as Error & { cause?: Error };
    expect(error.cause?.message).toMatch(/wallet_entries is append-only/);
  });
});

describe('a closing and a finance credit at once (PostgreSQL)', () => {
  it.runIf(Boolean(inject('postgres')))(
    'makes the batch wait for a credit in progress, then withholds TDS on the year with both',
    async () => {
      const second = drizzle(testApp.database.connectionString!);
      try {
        const node = await withPan('AAAPL7777C');
        const month = indiaMonthOf(new Date());
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let written!: () => void;
        const isWritten = new Promise<void>((resolve) => (written = resolve));
        // A finance credit of ₹10,000, written but not yet committed when the closing starts.
        const adjustment = second.transaction(async (db) => {
          await adjustWallet({
            db,
            adjustment: {
              associateId: node.id,
              direction: 'CREDIT',
              amount: 10_000,
              reason: 'Festival incentive',
            },
            actorUserId: 1,
          });
          written();
          await gate;
        });
        await isWritten;
        let isCredited = false;
        const batch = testApp.db
          .transaction((db) =>
            creditCommissions({
              db,
              month,
              credits: [
                { associateId: node.id, kind: 'LEVEL_COMMISSION', grossPaise: rupees(15_000) },
              ],
            }),
          )
          .then(() => (isCredited = true));
        // The batch waits on the credit's lock (however slow the machine), not merely slowly.
        await expect
          .poll(
            async () =>
              (
                await queryRows<{ waiting: number }>(
                  testApp.db,
                  sql`select count(*)::int as waiting from pg_stat_activity
                      where datname = current_database() and wait_event_type = 'Lock'`,
                )
              )[0]!.waiting,
            { timeout: 20_000 },
          )
          .toBe(1);
        expect(isCredited).toBe(false);
        release();
        await Promise.all([adjustment, batch]);
        // The batch read the year with the ₹10,000: ₹25,000 crosses ₹20,000, so 2% of the whole
        // year is withheld from its credit (a batch that read before would have withheld nothing).
        expect(await entriesOf(node.id)).toEqual([
          { kind: 'MANUAL_ADJUSTMENT', month, gross: '1000000', tds: '0', net: '1000000' },
          { kind: 'LEVEL_COMMISSION', month, gross: '1500000', tds: '50000', net: '1450000' },
        ]);
        expect(await balanceOf(node.id)).toBe(rupees(24_500));
      } finally {
        await second.$client.end();
      }
    },
  );
});
