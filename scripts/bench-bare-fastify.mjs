// The ceiling for the catalogue cache's figures (scripts/bench-catalogue-cache.mjs): Fastify with
// nothing else, answering every GET with the bytes it was given, on the port it was given; in as
// many processes sharing the port (node's cluster) as the API's figures beside it had.
//   node scripts/bench-bare-fastify.mjs <port> <body file> [processes]
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile, processes = '1'] = process.argv.slice(2);
if (cluster.isPrimary && Number(processes) > 1) {
  for (let index = 0; index < Number(processes); index += 1) cluster.fork();
  process.on('SIGTERM', () => cluster.disconnect(() => process.exit(0)));
  await new Promise(() => {});
}
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
