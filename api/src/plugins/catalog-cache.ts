import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createAnswerCache, type AnswerCache } from '../lib/answer-cache';
import { createLocalChangeBus, createRedisChangeBus } from '../lib/change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog's ready-to-send answers in this instance. */
    catalogAnswers: AnswerCache;
    /** Whatever changes the catalogue or its stock calls this: every instance's cached answers go. */
    catalogChanged: () => void;
  }
}

/** The catalog's cached answers, cleared in every instance when the catalogue or its stock changes. */
async function catalogCachePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const catalogAnswers = createAnswerCache();
  const bus = app.redis
    ? await createRedisChangeBus({
        redis: app.redis,
        channel: `${config.REDIS_KEY_PREFIX}catalog-changed`,
        onError: (error) =>
          app.log.warn({ err: error }, 'Catalogue change news through Redis failed'),
      })
    : createLocalChangeBus();
  bus.onChange(catalogAnswers.clear);
  app.addHook('onClose', () => bus.close());
  app.decorate('catalogAnswers', catalogAnswers);
  app.decorate('catalogChanged', bus.announce);
}

export default fp(catalogCachePlugin, { name: 'catalog-cache', dependencies: ['redis'] });
