import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { limitUnavailable } from './rate-limit-store';

export interface BackoffRules {
  /** Wrong passwords in a row before the first pause. */
  after: number;
  /** The longest pause; wrong passwords are forgotten this long after the last pause ends. */
  maxPauseMs: number;
}

export type SignInAttempt =
  | { status: 'paused'; retryAfterMs: number }
  /** count: attempts in a row, this one included; firstPause: a wrong password here starts the first pause. */
  | { status: 'counted'; count: number; firstPause: boolean };

export interface SignInBackoff {
  /**
   * Counts an attempt before its password is checked, starting the pause its
   * count calls for at once, so attempts that arrive while it is being checked
   * wait; or refuses it while the subject is paused.
   */
  attempt(subject: string): Promise<SignInAttempt>;
  /** The counted attempt's password was wrong: its pause runs from now, when the caller hears so. */
  failed(subject: string, count: number): Promise<void>;
  /** Forgets the subject's attempts and lifts its pause: a sign-in or a reset succeeded. */
  clear(subject: string): Promise<void>;
}

/**
 * Who attempts count against: the account when one matches, otherwise the
 * identifier as sign-in resolved it, so an unknown one is paused just alike.
 */
export const accountSubject = (userId: string) => `account:${userId}`;
export const identifierSubject = (resolved: string) => `identifier:${resolved}`;

const FIRST_PAUSE_MS = 1000;

/** The pause that the `count`th attempt in a row starts if it fails: 0 before `after`, then 1 s, 2 s, 4 s … */
export const pauseMs = (count: number, rules: BackoffRules) =>
  count < rules.after
    ? 0
    : Math.min(FIRST_PAUSE_MS * 2 ** Math.min(count - rules.after, 40), rules.maxPauseMs);

// Neither memory nor Redis holds an e-mail address or a mobile number.
const keyOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');

interface Entry {
  count: number;
  pausedUntil: number;
  forgetAt: number;
}

/**
 * Counts in this process, in a bounded map. Attempts are counted before the
 * password is checked, so a burst cannot slip past: with `after` = 5, exactly
 * five of twenty simultaneous guesses are checked and the rest wait out the pause.
 */
export function memorySignInBackoff(
  rules: BackoffRules,
  now: () => number = () => Date.now(),
  max = 50_000,
): SignInBackoff {
  const entries = new LRUCache<string, Entry>({ max });
  return {
    async attempt(subject) {
      const key = keyOf(subject);
      const at = now();
      const known = entries.get(key);
      const entry = known && known.forgetAt > at ? known : undefined;
      if (entry && entry.pausedUntil > at) {
        return { status: 'paused', retryAfterMs: entry.pausedUntil - at };
      }
      const count = (entry?.count ?? 0) + 1;
      const pause = pauseMs(count, rules);
      entries.set(key, { count, pausedUntil: at + pause, forgetAt: at + pause + rules.maxPauseMs });
      return { status: 'counted', count, firstPause: count === rules.after };
    },
    async failed(subject, count) {
      const key = keyOf(subject);
      const at = now();
      const entry = entries.get(key);
      const pause = pauseMs(count, rules);
      // Nothing when a sign-in or a reset has cleared the count since.
      if (pause === 0 || !entry || entry.forgetAt <= at || entry.count < count) return;
      const pausedUntil = at + pause;
      if (pausedUntil > entry.pausedUntil) {
        entries.set(key, { ...entry, pausedUntil, forgetAt: pausedUntil + rules.maxPauseMs });
      }
    },
    async clear(subject) {
      entries.delete(keyOf(subject));
    },
  };
}

// One atomic step on Redis's own clock, shared by every instance: refuse while
// paused, else count and start the pause the count calls for (pauseMs's curve).
const ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local pausedUntil = tonumber(redis.call('HGET', KEYS[1], 'pausedUntil') or '0')
if pausedUntil > now then return {0, pausedUntil - now} end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local after, first, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local pause = 0
if count >= after then pause = math.floor(math.min(first * 2 ^ math.min(count - after, 40), max)) end
redis.call('HSET', KEYS[1], 'pausedUntil', string.format('%d', now + pause))
redis.call('PEXPIRE', KEYS[1], pause + max)
return {1, count}
`;

// The pause of a wrong password, from now, unless the count was cleared since.
const FAILED_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count < tonumber(ARGV[1]) then return 0 end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local pausedUntil = now + tonumber(ARGV[2])
if pausedUntil > tonumber(redis.call('HGET', KEYS[1], 'pausedUntil') or '0') then
  redis.call('HSET', KEYS[1], 'pausedUntil', string.format('%d', pausedUntil))
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) + tonumber(ARGV[3]))
end
return 1
`;

/** Counts in Redis under keyPrefix, so every API instance sees one count per subject. */
export function redisSignInBackoff(
  redis: Redis,
  keyPrefix: string,
  rules: BackoffRules,
): SignInBackoff {
  const keyFor = (subject: string) => `${keyPrefix}${keyOf(subject)}`;
  // Redis out of reach: attempts cannot be counted, so none is let through.
  const unavailable = () => {
    throw limitUnavailable();
  };
  return {
    async attempt(subject) {
      const [counted, value] = (await redis
        .eval(ATTEMPT_SCRIPT, 1, keyFor(subject), rules.after, FIRST_PAUSE_MS, rules.maxPauseMs)
        .catch(unavailable)) as [number, number];
      return counted
        ? { status: 'counted', count: value, firstPause: value === rules.after }
        : { status: 'paused', retryAfterMs: value };
    },
    async failed(subject, count) {
      const pause = pauseMs(count, rules);
      if (pause === 0) return;
      await redis
        .eval(FAILED_SCRIPT, 1, keyFor(subject), count, pause, rules.maxPauseMs)
        .catch(unavailable);
    },
    async clear(subject) {
      await redis.del(keyFor(subject)).catch(unavailable);
    },
  };
}
