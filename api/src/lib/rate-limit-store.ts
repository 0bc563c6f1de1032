import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, { type CounterCallback } from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';
import { HttpError } from './http-error';

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

type Counter = Parameters<CounterCallback>[1];

/** Redis out of reach: the limit cannot be checked, so the attempt is not let through. */
export const limitUnavailable = () =>
  new HttpError(503, 'UNAVAILABLE', 'Attempts cannot be counted for a moment. Try again shortly.');

/**
 * @fastify/rate-limit's Redis store: one counter per client and route in Redis,
 * shared by every API instance. Its script increments and reads in one atomic
 * step and hands each request its own answer, so a parallel burst gets exactly
 * the limit through, as on SnapshotLocalStore. Redis out of reach answers 503.
 */
class SharedRedisStore implements FastifyRateLimitStore {
  constructor(private readonly store: RedisStore) {}

  private answer(callback: CounterCallback) {
    return (error: Error | null, counter: Counter) =>
      error ? callback(limitUnavailable(), counter) : callback(null, counter);
  }

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.store.incr(key, this.answer(callback as CounterCallback), timeWindow, max);
  }

  read(key: string, callback: CounterCallback, timeWindow: number, max?: number): void {
    this.store.read(key, this.answer(callback), timeWindow, max);
  }

  child(routeOptions: RouteStoreOptions): SharedRedisStore {
    return new SharedRedisStore(this.store.child(routeOptions));
  }
}

/** The store class @fastify/rate-limit builds, keeping its counters in Redis under keyPrefix. */
export function sharedRedisStore(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class extends SharedRedisStore {
    constructor(options: StoreOptions) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, keyPrefix),
      );
    }
  };
}
