// The production front (deploy/nginx: TLS, HTTP/2, gzip, the proxy snippet) before one API
// process, for `npm run bench`'s Lighthouse runs (decision 0190): Debian's nginx as this user on
// a loopback port, with a certificate made for the run (openssl). Nothing leaves the machine.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const NGINX = '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts nginx on https://127.0.0.1:<free port> before `apiPort`; undefined without nginx. */
export async function startNginxFront(apiPort) {
  if (!existsSync(NGINX) || !existsSync(OPENSSL)) return undefined;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saathi-bench-nginx-'));
  const file = (name) => path.join(folder, name);
  const made = spawnSync(OPENSSL, [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-keyout', file('key.pem'), '-out', file('cert.pem')],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  mkdirSync(file('snippets'));
  copyFileSync(
    path.join(ROOT, 'deploy/nginx/saathi-proxy.conf'),
    file('snippets/saathi-proxy.conf'),
  );
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${file(name)};`)
    .join('\n');
  writeFileSync(
    file('nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${file('nginx.pid')};
events { worker_connections 1024; }
http {
${temp}
  include /etc/nginx/mime.types;
  access_log off;
  upstream saathi_api { server 127.0.0.1:${apiPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${file('cert.pem')};
    ssl_certificate_key ${file('key.pem')};
    include snippets/saathi-proxy.conf;
  }
}
`,
  );
  const args = ['-p', `${folder}/`, '-c', file('nginx.conf'), '-e', file('error.log')];
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  if (!(await isListening(port))) {
    await stop();
    throw new Error(`nginx did not start (its log: ${file('error.log')})`);
  }
  return { url: `https://127.0.0.1:${port}`, stop };
}

/** Whether something accepts connections on the port within 10 s. */
async function isListening(port) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const isOpen = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true) || socket.end());
      socket.on('error', () => resolve(false));
    });
    if (isOpen) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
