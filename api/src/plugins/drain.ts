import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets a closing server finish: once close begins, every answer still going
 * out says `Connection: close`, so its keep-alive connection ends with it.
 * Otherwise the client would keep that connection open, the server would wait
 * on it until the keep-alive timeout, and the client's next request on it
 * would only meet a 503. With the connection closed, the next request opens a
 * new one, which a load balancer sends to a server still running.
 *
 * Fastify itself stops the listener and answers a request that still arrives
 * on an open connection with 503 and `Connection: close`.
 */
async function drainPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}

export default fp(drainPlugin, { name: 'drain' });
