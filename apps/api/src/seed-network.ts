import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { queryRows } from './db/rows';
import { StartupError } from './platform/errors';
import { prepareDatabase } from './prepare-database';
import { growDemoNetwork, snapshotLevelCounts } from './modules/associates';
import { fillDemoLedger } from './modules/business-values';
import { getCompanySettings } from './modules/settings';
import { createDemoMembers } from './modules/users';

const usage = 'Usage: npm run seed:network -- --associates 1000000 --ledger 5000000';

/** A text progress bar on stderr, so stdout stays clean for the summary. */
function progress(label: string, total: number) {
  const started = performance.now();
  return (done: number) => {
    const width = 30;
    const share = Math.min(1, done / total);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(
      `\r${label.padEnd(9)} [${'#'.repeat(Math.round(share * width)).padEnd(width, '-')}] ${Math.floor(share * 100)}% ${done}/${total} ${seconds}s`,
    );
    if (done >= total) process.stderr.write('\n');
  };
}

const whole = (name: string, value: string | undefined, max: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new StartupError(
      `--${name} must be a whole number from 0 to ${max.toLocaleString('en-IN')}. ${usage}`,
    );
  return number;
};

/**
 * `npm run seed:network`: grows a labelled demo network (users demo<n>, a deep unbalanced tree)
 * up to --associates members and a demo BV ledger up to --ledger rows, one associate holding
 * --heavy rows of it (the benchmark's long ledger). A second run adds only what is missing.
 */
async function seedNetwork() {
  const { values } = parseArgs({
    options: {
      associates: { type: 'string', default: '100000' },
      ledger: { type: 'string', default: '500000' },
      heavy: { type: 'string', default: '100000' },
    },
  });
  const targetAssociates = whole('associates', values.associates, 5_000_000);
  const targetLedger = whole('ledger', values.ledger, 50_000_000);
  const heavyRows = whole('heavy', values.heavy, 1_000_000);
  const config = loadConfig();
  const { database } = await prepareDatabase(config);
  const db = database.db;
  try {
    const started = performance.now();
    const [counts] = await queryRows<{ associates: number; ledger: number }>(
      db,
      sql`select (select count(*)::int from associates) as associates,
                 (select count(*)::int from bv_transactions) as ledger`,
    );
    const missing = Math.max(0, targetAssociates - counts!.associates);
    if (missing > 0) {
      const userIds = await createDemoMembers({
        db,
        count: missing,
        onBatch: progress('members', missing),
      });
      const { shortName } = await getCompanySettings({ db });
      const grown = await growDemoNetwork({
        db,
        userIds,
        prefix: shortName.toUpperCase(),
        onProgress: progress('tree', missing),
      });
      process.stdout.write(`Placed ${grown.placed} members, deepest level ${grown.maxDepth}.\n`);
    }
    // The past days' level snapshots the API's job would otherwise take at its first start
    // (decision 0183), so a benchmark's server starts with nothing to catch up.
    await snapshotLevelCounts({ db });
    const ledgerMissing = Math.max(0, targetLedger - counts!.ledger);
    if (ledgerMissing > 0) {
      const [range] = await queryRows<{ first: number; last: number; heavy: number }>(
        db,
        sql`select min(id)::int as first, max(id)::int as last,
                   (select id from associates where parent_id is not null
                    order by downline_count desc, id limit 1)::int as heavy
            from associates where parent_id is not null`,
      );
      if (!range?.first) throw new StartupError('There are no associates to give BV to.');
      await fillDemoLedger({
        db,
        rows: ledgerMissing,
        firstId: range.first,
        lastId: range.last,
        heavy: { associateId: range.heavy, rows: counts!.ledger ? 0 : heavyRows },
        onProgress: progress('ledger', ledgerMissing),
      });
    }
    await db.execute(
      sql`vacuum analyze users, associates, associate_level_counts, associate_placements,
            associate_level_snapshots, bv_transactions, bv_pending, bv_balances`,
    );
    const [after] = await queryRows<{ associates: number; ledger: number }>(
      db,
      sql`select (select count(*)::int from associates) as associates,
                 (select count(*)::int from bv_transactions) as ledger`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `Network: ${after!.associates} associates, ${after!.ledger} ledger rows (${database.kind}), ${seconds} s.\n`,
    );
  } finally {
    await database.close();
  }
}

seedNetwork().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
