// Events as Stripe sends them to a webhook endpoint: JSON POSTed with a
// Stripe-Signature header the SDK's own constructEvent() accepts, signed by
// the SDK's generateTestHeaderString() so the scheme cannot drift from it.
// One queue for the whole server keeps them in the order they happened (Stripe
// promises no order; a fake that kept none would make tests flaky, not truer).
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { newId, unixNow } from './ids.mjs';

/**
 * @typedef {{
 *   id: string, object: 'event', api_version: string, created: number,
 *   data: { object: object }, livemode: false, pending_webhooks: number,
 *   request: { id: string | null, idempotency_key: string | null }, type: string,
 * }} StripeEvent
 * @typedef {{ id: string | null, idempotency_key: string | null }} EventRequest
 *   the API request that caused the event; ids null for the customer's own
 *   actions on the hosted page, as Stripe gives them
 */

// A delivery is tried once and retried up to 3 times, 100, 200 then 400 ms
// apart: enough for a test's receiver that is still starting, short enough
// that the hosted page, which waits for its events, answers within a second
// or two. Stripe retries for days; the fake gives up and moves on.
const ATTEMPTS = 4;
const BACKOFF_MS = 100;
// Stripe waits about this long for an endpoint; it also keeps one that never
// answers from holding up the queue for good.
const TIMEOUT_MS = 10_000;

/**
 * @param {{
 *   url?: string,
 *   secret: string,
 *   secretKey: string,
 *   log: (line: string) => void,
 * }} options
 */
export function createWebhookSender({ url, secret, secretKey, log }) {
  // Only its webhooks helper is used: it signs, it never calls Stripe.
  const signer = new Stripe(secretKey);
  /** @type {StripeEvent[]} */
  const events = [];
  /** @type {string | undefined} */
  let target = url;
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  const stopping = new AbortController();

  /**
   * One delivery, with its retries; true once the endpoint answered 2xx.
   * @param {StripeEvent} event
   */
  async function deliver(event) {
    const endpoint = target;
    if (!endpoint) return false;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= ATTEMPTS && !stopping.signal.aborted; attempt += 1) {
      let failure;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            // Signed afresh for each attempt, as Stripe does: the signature's
            // timestamp must be recent for constructEvent() to accept it.
            'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
          },
          body: payload,
          redirect: 'manual',
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(TIMEOUT_MS)]),
        });
        await response.arrayBuffer();
        if (response.ok) return true;
        failure = `answered ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      log(`webhook ${event.type} ${event.id} to ${endpoint}: ${failure} (attempt ${attempt})`);
      if (attempt < ATTEMPTS) {
        await sleep(BACKOFF_MS * 2 ** (attempt - 1), undefined, { signal: stopping.signal }).catch(
          () => {},
        );
      }
    }
    log(`webhook ${event.type} ${event.id}: gave up`);
    return false;
  }

  return {
    events,
    /** @param {string | undefined} url */
    setUrl(url) {
      target = url;
    },
    /**
     * Makes the event now, from a copy of the object as it is now, and queues
     * its delivery; resolves once delivered (true) or given up on (false).
     * @param {string} type
     * @param {object} object
     * @param {EventRequest} request
     * @returns {Promise<boolean>}
     */
    send(type, object, request) {
      /** @type {StripeEvent} */
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: unixNow(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: target ? 1 : 0,
        request,
        type,
      };
      events.push(event);
      const delivered = queue.then(() => deliver(event));
      queue = delivered;
      return delivered;
    },
    /**
     * Queues an event made before for delivery again, as Stripe's Resend does:
     * the same id and body, signed afresh. Undefined for an unknown id.
     * @param {string} id
     * @returns {{ event: StripeEvent, delivered: Promise<boolean> } | undefined}
     */
    resend(id) {
      const event = events.find((made) => made.id === id);
      if (!event) return undefined;
      const delivered = queue.then(() => deliver(event));
      queue = delivered;
      return { event, delivered };
    },
    /** Resolves once every event queued so far is delivered or given up on. */
    settled: () => queue.then(() => undefined),
    /** Stops retrying and waiting, and resolves once the queue is empty. */
    async close() {
      stopping.abort();
      await queue;
    },
  };
}
