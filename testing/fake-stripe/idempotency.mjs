// Stripe's idempotent requests: a POST's Idempotency-Key is kept with the
// answer its request got, and a retry with the same key and the same
// parameters gets that answer again, status and body, without running again
// (so no second session, no second refund, no second event). The same key with
// other parameters, or at another endpoint, is refused. The SDK puts a key on
// every POST and keeps it across its own retries.
import { idempotencyError } from './errors.mjs';

/**
 * @typedef {{ status: number, body: unknown, requestId: string }} SavedAnswer
 * @typedef {{ endpoint: string, params: string, answer: SavedAnswer, savedAt: number }} Entry
 */

// Stripe forgets a key after 24 hours.
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The parameters as a string that is the same for the same parameters,
 * whatever order their keys came in.
 * @param {unknown} value
 * @returns {string}
 */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function createIdempotencyStore() {
  /** @type {Map<string, Entry>} */
  const entries = new Map();

  return {
    /**
     * The answer to replay for a key seen before; throws Stripe's
     * idempotency_error when the key was used for another request.
     * @param {string} key
     * @param {string} endpoint e.g. 'POST /v1/refunds'
     * @param {unknown} params
     * @returns {SavedAnswer | null}
     */
    replay(key, endpoint, params) {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.savedAt > KEEP_MS) return null;
      if (entry.endpoint !== endpoint) throw idempotencyError(key, entry.endpoint);
      if (entry.params !== canonical(params)) throw idempotencyError(key, null);
      return entry.answer;
    },
    /**
     * @param {string} key
     * @param {string} endpoint
     * @param {unknown} params
     * @param {SavedAnswer} answer
     */
    save(key, endpoint, params, answer) {
      const now = Date.now();
      for (const [old, entry] of entries) if (now - entry.savedAt > KEEP_MS) entries.delete(old);
      entries.set(key, { endpoint, params: canonical(params), answer, savedAt: now });
    },
  };
}
