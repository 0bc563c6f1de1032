import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import {
  createLocalChangeBus,
  createRedisChangeBus,
  UNKNOWN_CHANGE,
  type ChangeBus,
} from '../../lib/change-bus';
import type { OrderEventScope } from './order-events';
import type { OrderEventNews } from './service';

/**
 * Which live streams to wake, for every instance: the news only says "look
 * again"; the event log (order_events) is what a stream sends. A stream that
 * misses news (Redis down) still sends every event at its next wake.
 */
export interface OrderEventHub {
  /** After the commit: every instance's streams of this order and store look again. */
  announce(news: OrderEventNews): void;
  /** Wakes `wake` on news of the scope (or of anything, after missed news); answers how to stop. */
  follow(scope: OrderEventScope, wake: () => void): () => void;
}

const NEWS_PREFIX = 'order-events';

/** `order-events:<storeId>:<orderId>` */
const newsOf = ({ storeId, orderId }: OrderEventNews) => `${NEWS_PREFIX}:${storeId}:${orderId}`;

function readNews(news: string): OrderEventNews | null {
  const [prefix, storeId, orderId] = news.split(':');
  if (prefix !== NEWS_PREFIX || !storeId || !orderId) return null;
  return { storeId: Number(storeId), orderId };
}

const concerns = (scope: OrderEventScope, news: OrderEventNews | null) =>
  news === null ||
  (news.storeId === scope.storeId &&
    (scope.orderId === undefined || scope.orderId === news.orderId));

/**
 * The order events' change bus: a channel of its own, since the catalogue's
 * bus drops its cached answers on any news it does not know.
 */
export async function createOrderEventHub(
  app: FastifyInstance,
  config: AppConfig,
): Promise<OrderEventHub & { close(): Promise<void> }> {
  const bus: ChangeBus = app.redis
    ? await createRedisChangeBus({
        redis: app.redis,
        channel: `${config.REDIS_KEY_PREFIX}order-events`,
        onError: (error) => app.log.warn({ err: error }, 'Order event news through Redis failed'),
      })
    : createLocalChangeBus();
  const followers = new Set<{ scope: OrderEventScope; wake: () => void }>();
  bus.onChange((news) => {
    // Missed news (a Redis reconnect) wakes every stream: each reads what it lacks.
    const heard = news === UNKNOWN_CHANGE ? null : readNews(news);
    if (news !== UNKNOWN_CHANGE && heard === null) return;
    for (const follower of followers) if (concerns(follower.scope, heard)) follower.wake();
  });
  return {
    announce: (news) => bus.announce(newsOf(news)),
    follow(scope, wake) {
      const follower = { scope, wake };
      followers.add(follower);
      return () => void followers.delete(follower);
    },
    close: () => bus.close(),
  };
}
