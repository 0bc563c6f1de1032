// The floor for the API figures: Fastify answering a constant, in a process of its own.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 9001) });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
