import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore, { type CounterCallback } from '@fastify/rate-limit/store/LocalStore';

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0] & StoreOptions;

/**
 * @fastify/rate-limit's in-memory store, except that each request gets its own
 * snapshot of the counter. The library's store hands every request the same
 * counter object, which the rest of a burst keeps incrementing before the first
 * requests read it: ten parallel sign-ins against a limit of three were all
 * refused, the first three included.
 */
export class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly store: LocalStore;

  constructor(options: StoreOptions) {
    this.store = new LocalStore(
      options.continueExceeding,
      options.exponentialBackoff,
      options.cache,
    );
  }

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.store.incr(
      key,
      (error, counter) => callback(error, { current: counter.current, ttl: counter.ttl }),
      timeWindow,
      max,
    );
  }

  read(key: string, callback: CounterCallback, timeWindow: number, max?: number): void {
    this.store.read(key, callback, timeWindow, max);
  }

  child(routeOptions: RouteStoreOptions): SnapshotLocalStore {
    return new SnapshotLocalStore(routeOptions);
  }
}
