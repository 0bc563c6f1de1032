import type { FastifyInstance } from 'fastify';

/** Not yet built: see issue 18. */
export default async function routes(app: FastifyInstance) {
  void app;
}
