import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './free-port';

/** Debian's redis-server (`apt-get install redis-server`; `npm test` installs it). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export const hasRedisServer = () => existsSync(REDIS_SERVER);

/**
 * A real Redis for tests: redis-server on a free loopback port, in memory only (no snapshot, no
 * append-only file), stopped by `close`. Resolves once it accepts connections.
 */
export async function startRedisServer() {
  const port = await freePort();
  const server = spawn(
    REDIS_SERVER,
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    server.once('error', reject);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
