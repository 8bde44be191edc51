import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { StartupError } from './platform/errors';
import { prepareDatabase } from './prepare-database';
import { fillLargeCatalogue } from './modules/catalog';

const usage = 'Usage: npm run seed:large -- --products 10000';

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
  const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
  const target = Number(values.products);
  if (!Number.isInteger(target) || target < 1 || target > 1_000_000)
    throw new StartupError(`--products must be a whole number from 1 to 1,000,000. ${usage}`);
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
  } finally {
    await database.close();
  }
}

seedLarge().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
