import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { StartupError } from './platform/errors';
import { buildApp } from './app';
import { prepareDatabase } from './prepare-database';
import { printBanner } from './banner';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  config.WEB_DIST_DIR ??= DEFAULT_WEB_DIST;
  const { database, admin, isFirstRun, demoBusiness, privateFiles } = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  if (privateFiles.moved || privateFiles.rewritten) {
    app.log.info(privateFiles, 'KYC documents moved to private storage (decision 0097)');
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
  printBanner({ config, admin, isFirstRun, demoBusiness, address: app.server.address() });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Saathi failed to start:', error);
  }
  process.exit(1);
});
