import type { Redis } from 'ioredis';

/**
 * News that something changed, for every API instance: `announce` tells them
 * all (this one included), and each runs its listeners with the news, a short
 * word of what changed. Clearing a cache twice is harmless, so an instance
 * hearing its own news needs no special case.
 */
export interface ChangeBus {
  announce(news: string): void;
  onChange(listener: (news: string) => void): void;
  close(): Promise<void>;
}

/** What listeners hear when news may have been missed: anything may have changed. */
export const UNKNOWN_CHANGE = '';

/** One instance: the news goes straight to this process's listeners. */
export function createLocalChangeBus(): ChangeBus {
  const listeners: ((news: string) => void)[] = [];
  return {
    announce: (news) => listeners.forEach((listener) => listener(news)),
    onChange: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}

interface RedisChangeBusOptions {
  /** The connection news is published on; a subscribed connection can do nothing else. */
  redis: Redis;
  channel: string;
  /** Redis out of reach: the others see a change when their cached answers expire. */
  onError(error: unknown): void;
}

/**
 * Any number of instances: this one's listeners run at once, and the news goes
 * to the others through a Redis channel, which a second connection listens on.
 */
export async function createRedisChangeBus({
  redis,
  channel,
  onError,
}: RedisChangeBusOptions): Promise<ChangeBus> {
  const local = createLocalChangeBus();
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (from, news: string) => {
    if (from === channel) local.announce(news);
  });
  // News sent while the connection was down is lost: after every (re)connect,
  // listeners start afresh as if told of any change.
  subscriber.on('ready', () => local.announce(UNKNOWN_CHANGE));
  // Subscribed before the API answers anything, so no change is missed.
  await subscriber.subscribe(channel);
  return {
    announce(news) {
      local.announce(news);
      redis.publish(channel, news).catch(onError);
    },
    onChange: local.onChange,
    async close() {
      if (subscriber.status !== 'end') await subscriber.quit();
    },
  };
}
