import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The production build (`node scripts/ensure-built.mjs`), as systemd runs it. */
const API_DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (a throw stops it); throws `what` with `detail()` past the deadline. */
export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, detail = () => '' }: { timeoutMs?: number; detail?: () => string } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${detail()}`);
}

/** Whether a GET answers 2xx; false while nothing listens. */
export const isOk = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
const tail = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '';

/** Runs a built script (apps/api/dist/<name>.js) to its end, its output into `logFile`. */
export async function runBuiltScript(options: {
  script: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
}) {
  const output = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [`${API_DIST}${options.script}.js`, ...options.args], {
    env: options.env,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0)
    throw new Error(`${options.script} exited with ${code}:\n${tail(options.logFile)}`);
}

export interface ApiProcess {
  port: number;
  url: string;
  pid: number;
  /** Resolves when the process has ended, however it ended: to its exit code (null: a signal). */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `node apps/api/dist/main.js` on a loopback port; resolves once /readyz answers 200. */
export async function startApiProcess(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): Promise<ApiProcess> {
  const { port, logFile } = options;
  if (!existsSync(`${API_DIST}main.js`))
    throw new Error('No API build: run `node scripts/ensure-built.mjs` first.');
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', `${API_DIST}main.js`], {
    env: { ...options.env, PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const isReady = async () => {
    if (hasExited) throw new Error(`The API process on ${port} exited:\n${tail(logFile)}`);
    return isOk(`${url}/readyz`);
  };
  await waitFor(isReady, `API process on ${port}`, {
    timeoutMs: READY_TIMEOUT_MS,
    detail: () => tail(logFile),
  });
  return {
    port,
    pid: child.pid!,
    url,
    exited,
    async kill(signal) {
      if (!hasExited) child.kill(signal);
      await exited;
    },
  };
}
