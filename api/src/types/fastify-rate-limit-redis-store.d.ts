// @fastify/rate-limit ships its Redis store without type declarations.
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { CounterCallback } from '@fastify/rate-limit/store/LocalStore';
  import type { Redis } from 'ioredis';

  export default class RedisStore {
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      redis: Redis,
      key?: string,
    );
    incr(key: string, callback: CounterCallback, timeWindow: number, max: number): void;
    read(key: string, callback: CounterCallback, timeWindow: number, max?: number): void;
    child(routeOptions: object): RedisStore;
  }
}
