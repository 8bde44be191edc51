// The ceiling for the catalogue cache's figures (scripts/bench-catalogue-cache.mjs): Fastify with
// nothing else, answering every GET with the bytes it was given, on the port it was given.
//   node scripts/bench-bare-fastify.mjs <port> <body file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
