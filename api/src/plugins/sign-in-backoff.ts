import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import {
  memorySignInBackoff,
  redisSignInBackoff,
  type SignInBackoff,
} from '../lib/sign-in-backoff';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wrong passwords per account, from every client: pauses sign-in with growing waits. */
    signInBackoff: SignInBackoff;
  }
}

/** With Redis every instance shares one count per account; without, this process counts. */
async function signInBackoffPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const rules = {
    after: config.SIGN_IN_BACKOFF_AFTER,
    maxPauseMs: config.SIGN_IN_BACKOFF_MAX_SECONDS * 1000,
  };
  app.decorate(
    'signInBackoff',
    app.redis
      ? redisSignInBackoff(app.redis, `${config.REDIS_KEY_PREFIX}sign-in-backoff:`, rules)
      : memorySignInBackoff(rules),
  );
}

export default fp(signInBackoffPlugin, { name: 'sign-in-backoff', dependencies: ['redis'] });
