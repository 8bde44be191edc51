import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeSmtp } from '../fake-smtp';
import { adminQuery, withDatabase } from '../global-setup';
import { startNginx } from './nginx';
import { freePort } from '../free-port';
import { runBuiltScript, startApiProcess } from './processes';

export const CLUSTER_ADMIN = { username: 'clusteradmin', password: 'Cluster-Admin-2026' };

/** A customer made by seed-large's --shoppers, with a default delivery address. */
export interface SeededShopper {
  id: number;
  username: string;
  addressId: number;
}

/**
 * A production layout on loopback (docs/deploying.md): a fresh database on the PostgreSQL server
 * at `serverUrl`, migrated and seeded by the built seed-large (products, shoppers), two API
 * processes of the production build sharing one JWT secret, mail through real SMTP to a fake
 * server, and nginx with deploy/nginx in front. `stop` ends and removes all of it.
 */
export async function startCluster(options: {
  serverUrl: string;
  products: number;
  shoppers: number;
}) {
  const { serverUrl } = options;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-cluster-'));
  // nginx's workers (nobody, when the test runs as root) read and write under it.
  chmodSync(folder, 0o755);
  const file = (name: string) => path.join(folder, name);
  const cleanUps: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const database = `saathi_cluster_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(serverUrl, `create database ${database}`);
    cleanUps.push(() => adminQuery(serverUrl, `drop database if exists ${database} with (force)`));
    const smtp = await startFakeSmtp();
    cleanUps.push(smtp.close);
    const [nginxPort, ...apiPorts] = [await freePort(), await freePort(), await freePort()];
    const jwtSecret = randomBytes(32).toString('hex');
    const databaseUrl = withDatabase(serverUrl, database);
    // What systemd gives each process (deploy/systemd) and nothing from this shell.
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      DATABASE_URL: databaseUrl,
      DATA_DIR: file('data'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      JWT_SECRET: jwtSecret,
      ADMIN_USERNAME: CLUSTER_ADMIN.username,
      ADMIN_EMAIL: 'cluster-admin@example.in',
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      SMTP_URL: smtp.url,
      JOBS_ENABLED: 'true',
    };
    // The first start migrates and makes the admin; seeding before the processes start keeps
    // them from racing for the first admin (docs/deploying.md, "First start").
    await runBuiltScript({
      script: 'seed-large',
      args: [
        ...['--products', String(options.products), '--shoppers', String(options.shoppers)],
        ...['--shoppers-file', file('shoppers.json')],
      ],
      env,
      logFile: file('seed.log'),
    });
    const processes = await Promise.all(
      apiPorts.map((port) => startApiProcess({ port, env, logFile: file(`api-${port}.log`) })),
    );
    for (const apiProcess of processes) cleanUps.push(() => apiProcess.kill('SIGTERM'));
    const nginx = await startNginx({
      prefix: file('nginx'),
      port: nginxPort,
      upstreamPorts: apiPorts,
    });
    cleanUps.push(nginx.stop);
    // For checks only: what the database holds afterwards.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanUps.push(() => pool.end());
    const shoppers: SeededShopper[] = JSON.parse(readFileSync(file('shoppers.json'), 'utf8'));
    return { nginx, processes, smtp, pool, jwtSecret, shoppers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
