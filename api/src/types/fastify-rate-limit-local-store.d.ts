// @fastify/rate-limit ships its in-memory store without type declarations.
declare module '@fastify/rate-limit/store/LocalStore' {
  export interface RateLimitCounter {
    current: number;
    ttl: number;
  }
  export type CounterCallback = (error: Error | null, counter: RateLimitCounter) => void;
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, callback: CounterCallback, timeWindow: number, max: number): void;
    read(key: string, callback: CounterCallback, timeWindow: number, max?: number): void;
    child(routeOptions: object): LocalStore;
  }
}
