import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { StartupError } from './platform/errors';
import { prepareDatabase } from './prepare-database';
import { writeFileSync } from 'node:fs';
import { fillLargeCatalogue } from './modules/catalog';
import { fillLoadShoppers, LOAD_SHOPPER_PASSWORD } from './seed/load-shoppers';

const usage =
  'Usage: npm run seed:large -- --products 10000 [--shoppers 400 [--shoppers-file shoppers.json]]';

/** A text progress bar on stderr, so stdout stays clean for the summary. */
function progressBar(done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const percent = Math.floor((done / total) * 100);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${done}/${total}`,
  );
  if (done === total) process.stderr.write('\n');
}

/** `npm run seed:large`: fills the catalogue up to N products (embedded DB or DATABASE_URL). */
async function seedLarge() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      shoppers: { type: 'string', default: '0' },
      'shoppers-file': { type: 'string' },
    },
  });
  const target = Number(values.products);
  if (!Number.isInteger(target) || target < 1 || target > 1_000_000)
    throw new StartupError(`--products must be a whole number from 1 to 1,000,000. ${usage}`);
  const shopperCount = Number(values.shoppers);
  if (!Number.isInteger(shopperCount) || shopperCount < 0 || shopperCount > 100_000)
    throw new StartupError(`--shoppers must be a whole number from 0 to 100,000. ${usage}`);
  const config = loadConfig();
  const { database, storage } = await prepareDatabase(config);
  try {
    const started = performance.now();
    const result = await fillLargeCatalogue({
      db: database.db,
      storage,
      target,
      onProgress: progressBar,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Large catalogue: added ${result.added} products in ${seconds} s; ${result.total} in all (${database.kind}).\n`,
    );
    if (shopperCount > 0) {
      const shoppers = await fillLoadShoppers({
        db: database.db,
        count: shopperCount,
        onProgress: progressBar,
      });
      if (values['shoppers-file']) writeFileSync(values['shoppers-file'], JSON.stringify(shoppers));
      process.stdout.write(
        `Load-test shoppers: ${shoppers.length} (loadshopper1…, password ${LOAD_SHOPPER_PASSWORD}).\n`,
      );
    }
  } finally {
    await database.close();
  }
}

seedLarge().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
