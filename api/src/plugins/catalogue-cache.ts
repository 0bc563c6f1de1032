import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createAnswerCache, type AnswerCache } from '../lib/answer-cache';
import { atMostEvery } from '../lib/at-most-every';
import { createLocalChangeBus, createRedisChangeBus } from '../lib/change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's ready-to-send answers in this instance. */
    catalogueAnswers: AnswerCache;
    /** An operator changed the catalogue or its stock: every instance drops its cached answers. */
    catalogueChanged: () => void;
    /** An order took stock or put it back: every instance reads its cached answers again soon. */
    stockMoved: () => void;
    /** Hears each piece of news this instance hears (any instance's, through Redis); answers how to stop. */
    onCatalogueNews: (listener: (news: string) => void) => () => void;
  }
}

const STOCK_MOVED = 'stock';
const CATALOGUE_CHANGED = 'catalogue';

/**
 * Stock news goes out at most once per this many ms: checkouts move stock
 * hundreds of times a second, and each piece of news has every instance age
 * all its answers.
 */
const STOCK_NEWS_EVERY_MS = 50;
/**
 * How long after a stock move an answer from before it may be sent: with the
 * news at most STOCK_NEWS_EVERY_MS late, under a second in all.
 */
const STOCK_LAG_MS = 900;

/**
 * The catalogue's cached answers, told in every instance of each change: an
 * operator's drops them, an order's ages them (see createAnswerCache).
 */
async function catalogueCachePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const catalogueAnswers = createAnswerCache({ stockLagMs: STOCK_LAG_MS });
  const bus = app.redis
    ? await createRedisChangeBus({
        redis: app.redis,
        channel: `${config.REDIS_KEY_PREFIX}catalogue-changed`,
        onError: (error) =>
          app.log.warn({ err: error }, 'Catalogue change news through Redis failed'),
      })
    : createLocalChangeBus();
  // Anything but a stock move, news of a missed change included, drops them all.
  bus.onChange((news) =>
    news === STOCK_MOVED ? catalogueAnswers.stockMoved() : catalogueAnswers.clear(),
  );
  // Followers outside the API (the site’s server, through modules/catalogue/news-routes.ts) hear the same news.
  const followers = new Set<(news: string) => void>();
  bus.onChange((news) => followers.forEach((follower) => follower(news)));
  const stockNews = atMostEvery(STOCK_NEWS_EVERY_MS, () => bus.announce(STOCK_MOVED));
  app.addHook('onClose', () => {
    stockNews.cancel();
    return bus.close();
  });
  app.decorate('catalogueAnswers', catalogueAnswers);
  app.decorate('catalogueChanged', () => bus.announce(CATALOGUE_CHANGED));
  app.decorate('stockMoved', stockNews.call);
  app.decorate('onCatalogueNews', (listener: (news: string) => void) => {
    followers.add(listener);
    return () => void followers.delete(listener);
  });
}

export default fp(catalogueCachePlugin, { name: 'catalogue-cache', dependencies: ['redis'] });
