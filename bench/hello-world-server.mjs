// The yardstick for the API rows: a bare Fastify route, same framework and process model as the app, no plugins.
// BENCH_BODIES (JSON {path: file}) adds routes that send a file's bytes from memory: the ceiling for a response of
// that size, with no database and no serialisation.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
for (const [path, file] of Object.entries(JSON.parse(process.env.BENCH_BODIES ?? '{}'))) {
  const body = readFileSync(file);
  app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
