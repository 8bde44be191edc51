import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOk, waitFor } from './processes';

/** Debian's nginx (`apt-get install nginx`; scripts/test.mjs installs it). */
const NGINX_BIN = '/usr/sbin/nginx';
const DEPLOY_NGINX = fileURLToPath(new URL('../../../../../deploy/nginx/', import.meta.url));
const PROXY_SNIPPET = 'saathi-proxy.conf';

/**
 * deploy/nginx/saathi.conf for a test: its upstream block with these ports instead of the
 * example ones, its log format, and without its public servers (ports 80/443, certificates).
 */
function renderSite(upstreamPorts: number[]) {
  const lines: string[] = [];
  let isInServer = false;
  let upstreamServers = 0;
  for (const line of readFileSync(path.join(DEPLOY_NGINX, 'saathi.conf'), 'utf8').split('\n')) {
    // Top-level blocks open and close at column 0 in that file.
    if (/^server\s*\{/.test(line)) isInServer = true;
    if (isInServer) {
      if (line === '}') isInServer = false;
      continue;
    }
    const upstream = /^(\s+)server 127\.0\.0\.1:\d+(.*)$/.exec(line);
    if (!upstream) lines.push(line);
    else if (upstreamServers++ === 0)
      lines.push(
        ...upstreamPorts.map((port) => `${upstream[1]}server 127.0.0.1:${port}${upstream[2]}`),
      );
  }
  if (upstreamServers === 0) throw new Error('deploy/nginx/saathi.conf lists no API process');
  return lines.join('\n');
}

interface AccessLogEntry {
  method: string;
  path: string;
  status: number;
  /** Every process nginx tried, in order ("127.0.0.1:3001"); the last one answered. */
  upstreams: string[];
}

/** One line of the `saathi` log format. */
function parseAccessLine(line: string): AccessLogEntry {
  const request = /"(\w+) (\S+) HTTP\/[\d.]+" (\d+)/.exec(line);
  const upstream = /upstream="([^"]*)"/.exec(line);
  if (!request || !upstream) throw new Error(`Unexpected access log line: ${line}`);
  return {
    method: request[1]!,
    path: request[2]!,
    status: Number(request[3]),
    upstreams: upstream[1]!.split(/\s*[,:]\s+/).filter((address) => address !== '-'),
  };
}

/**
 * nginx in the foreground as this user, everything under `prefix` (pid, logs, temp files), in
 * front of the given API ports, listening on 127.0.0.1:`port`.
 */
export async function startNginx(options: {
  prefix: string;
  port: number;
  upstreamPorts: number[];
}) {
  const { prefix, port } = options;
  if (!existsSync(NGINX_BIN)) throw new Error(`No ${NGINX_BIN}: apt-get install nginx`);
  mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
  copyFileSync(
    path.join(DEPLOY_NGINX, PROXY_SNIPPET),
    path.join(prefix, 'snippets', PROXY_SNIPPET),
  );
  const file = (name: string) => path.join(prefix, name);
  const config = `daemon off;
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${file('client-body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
${renderSite(options.upstreamPorts)}
  server {
    listen 127.0.0.1:${port};
    access_log ${file('access.log')} saathi;
    include snippets/${PROXY_SNIPPET};
  }
}
`;
  const configFile = file('nginx.conf');
  writeFileSync(configFile, config);
  const args = ['-p', `${prefix}/`, '-c', configFile, '-e', file('error.log')];
  const checked = spawnSync(NGINX_BIN, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the config:\n${checked.stderr}`);
  const child = spawn(NGINX_BIN, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => isOk(`${url}/healthz`), 'nginx', {
    detail: () => readFileSync(file('error.log'), 'utf8'),
  });
  return {
    url,
    /** What nginx has logged so far, oldest first. */
    accessLog: () =>
      readFileSync(file('access.log'), 'utf8').split('\n').filter(Boolean).map(parseAccessLine),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
