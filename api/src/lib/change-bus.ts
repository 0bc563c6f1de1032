import type { Redis } from 'ioredis';

/**
 * News that something changed, for every API instance: `announce` tells them
 * all (this one included), and each runs its listeners. Clearing a cache twice
 * is harmless, so an instance hearing its own news needs no special case.
 */
export interface ChangeBus {
  announce(): void;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** One instance: the news goes straight to this process's listeners. */
export function createLocalChangeBus(): ChangeBus {
  const listeners: (() => void)[] = [];
  return {
    announce: () => listeners.forEach((listener) => listener()),
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
  subscriber.on('message', (from) => {
    if (from === channel) local.announce();
  });
  // News sent while the connection was down is lost: after every (re)connect,
  // listeners start afresh as if told.
  subscriber.on('ready', local.announce);
  // Subscribed before the API answers anything, so no change is missed.
  await subscriber.subscribe(channel);
  return {
    announce() {
      local.announce();
      redis.publish(channel, '').catch(onError);
    },
    onChange: local.onChange,
    async close() {
      if (subscriber.status !== 'end') await subscriber.quit();
    },
  };
}
