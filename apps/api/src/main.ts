import cluster from 'node:cluster';
import pino from 'pino';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config';
import { StartupError } from './platform/errors';
import { superviseWorkers } from './platform/worker-processes';
import { buildApp } from './app';
import { prepareDatabase } from './prepare-database';
import { printBanner } from './banner';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;
const PRIVATE_FILES_MOVED = 'KYC documents moved to private storage (decision 0097)';

async function main() {
  const config = loadConfig();
  config.WEB_DIST_DIR ??= DEFAULT_WEB_DIST;
  if (cluster.isPrimary && config.API_PROCESSES > 1) return startWorkers(config);
  const { database, admin, isFirstRun, demoBusiness, privateFiles } = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  if (privateFiles.moved || privateFiles.rewritten) {
    app.log.info(privateFiles, PRIVATE_FILES_MOVED);
  }

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; closing the database anyway');
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      clearTimeout(forceExit);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // A worker's primary tells where the shop runs, once for all of them.
  if (cluster.isPrimary) {
    printBanner({ config, admin, isFirstRun, demoBusiness, address: app.server.address() });
  }
}

/**
 * API_PROCESSES above 1: the database is prepared here once (migrations, the first admin, the
 * demo data), so the workers, which prepare it again as every process does, find it all done
 * and never race for the first admin; then the workers start on the one port.
 */
async function startWorkers(config: Config) {
  const { database, admin, isFirstRun, demoBusiness, privateFiles } = await prepareDatabase(config);
  await database.close();
  const log = pino({ level: config.LOG_LEVEL });
  if (privateFiles.moved || privateFiles.rewritten) {
    log.info(privateFiles, PRIVATE_FILES_MOVED);
  }
  superviseWorkers({
    count: config.API_PROCESSES,
    log,
    onListening: (address) => printBanner({ config, admin, isFirstRun, demoBusiness, address }),
  });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Saathi failed to start:', error);
  }
  process.exit(1);
});
