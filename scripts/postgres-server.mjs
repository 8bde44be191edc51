// A throwaway PostgreSQL server for the test run: initdb into a temp folder, listen on a free
// loopback port, trust auth, durability off (it is deleted afterwards).
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((entry) => Number(entry) >= 15 && existsSync(path.join(base, entry, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(base, versions[0], 'bin');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** PostgreSQL refuses to run as root, so as root its commands run as the postgres user. */
const serverUserCommand = (command, args) =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];

function asServerUser(command, args) {
  const [cmd, argv] = serverUserCommand(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

export async function startPostgres(binDir) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saathi-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  asServerUser(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = path.join(binDir, 'pg_ctl');
  const startArgs = [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ];
  asServerUser(pgCtl, startArgs);
  /** pg_ctl without blocking this process (fault tests keep serving while it runs). */
  const pgCtlAsync = (args) =>
    new Promise((resolve, reject) => {
      const [cmd, argv] = serverUserCommand(pgCtl, args);
      spawn(cmd, argv, { stdio: 'ignore' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.at(-1)} failed (${code})`)),
      );
    });
  /** A fast shutdown (sessions are terminated), `downMs` of nothing, and a start on the same port. */
  const restart = async ({ downMs = 0 } = {}) => {
    await pgCtlAsync(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await pgCtlAsync(startArgs);
  };
  const stop = () => {
    try {
      asServerUser(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, restart };
}
