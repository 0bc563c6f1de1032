import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createAnswerCache, type AnswerCache } from '../lib/answer-cache';
import { createLocalChangeBus, createRedisChangeBus } from '../lib/change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog's ready-to-send answers in this instance. */
    catalogAnswers: AnswerCache;
    /** An operator changed the catalogue or its stock: every instance drops its cached answers. */
    catalogChanged: () => void;
    /** An order took stock or put it back: every instance reads its cached answers again soon. */
    stockMoved: () => void;
  }
}

const STOCK_MOVED = 'stock';
const CATALOGUE_CHANGED = 'catalogue';

/**
 * The catalog's cached answers, told in every instance of each change: an
 * operator's drops them, an order's ages them (see createAnswerCache).
 */
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
  // Anything but a stock move, news of a missed change included, drops them all.
  bus.onChange((news) =>
    news === STOCK_MOVED ? catalogAnswers.stockMoved() : catalogAnswers.clear(),
  );
  app.addHook('onClose', () => bus.close());
  app.decorate('catalogAnswers', catalogAnswers);
  app.decorate('catalogChanged', () => bus.announce(CATALOGUE_CHANGED));
  app.decorate('stockMoved', () => bus.announce(STOCK_MOVED));
}

export default fp(catalogCachePlugin, { name: 'catalog-cache', dependencies: ['redis'] });
