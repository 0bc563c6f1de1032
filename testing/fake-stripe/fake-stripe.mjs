// A local server that answers as Stripe's API does for card payments through
// Checkout, so the API's payment code can be tested end to end with the real
// `stripe` SDK pointed at it (host/port/protocol): the SDK's own encoding,
// retries, idempotency keys, error classes and webhook signatures all run.
//
//   /v1/*      the API, authenticated with the secret key, answering JSON
//   /pay/:id   the hosted payment page a Checkout Session's url leads to
//   /__fake/*  test controls: failures on demand, the events sent, the calls
//              made, and events a test writes (a tampered or unpaid one) or resends
import { once } from 'node:events';
import { createServer } from 'node:http';
import qs from 'qs';
import Stripe from 'stripe';
import {
  StripeApiError,
  apiError,
  authenticationError,
  parameterInvalid,
  unrecognizedUrl,
} from './errors.mjs';
import { createIdempotencyStore } from './idempotency.mjs';
import { newId } from './ids.mjs';
import { createLedger } from './ledger.mjs';
import { checkCard, expiredPage, missingPage, payPage } from './pay-page.mjs';
import { createWebhookSender } from './webhooks.mjs';

/**
 * @import { IncomingMessage, ServerResponse } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 * @import { Emit, StripeObject } from './ledger.mjs'
 * @import { Params } from './params.mjs'
 * @import { StripeEvent } from './webhooks.mjs'
 */

/**
 * One call to /v1/*, as it came: `body` is its parameters (the form body of a
 * POST, the query of a GET) parsed as Stripe parses them; `status` what it was
 * answered.
 * @typedef {{
 *   method: string, path: string, idempotencyKey: string | null, body: Params,
 *   status: number | null,
 * }} LoggedRequest
 * @typedef {{
 *   method: string, pattern: RegExp,
 *   handle: (ids: string[], params: Params, emit: Emit) => StripeObject,
 * }} Route
 */

// Stripe refuses larger request bodies; nothing the fake takes comes close.
const MAX_BODY_BYTES = 1024 * 1024;
// Deep enough for line_items[0][price_data][product_data][name]; the array
// limit lets qs read up to Stripe's 100 line items as an array.
const QS_OPTIONS = { depth: 10, arrayLimit: 1000, parameterLimit: 10_000 };
// The page has no script and loads nothing; form-action is left out because
// it would also govern the redirect to the shop's success_url.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * @param {IncomingMessage} request
 * @returns {Promise<string>}
 */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-store',
    ...headers,
  });
  // Stripe answers pretty-printed JSON.
  response.end(JSON.stringify(body, null, 2));
}

/**
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} body
 */
function sendHtml(response, status, body) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_CSP,
  });
  response.end(body);
}

/**
 * The secret key a request presents: Stripe takes it as a Bearer token, or as
 * the user name of Basic auth (`curl -u sk_test_...:`).
 * @param {IncomingMessage} request
 * @returns {string | null}
 */
function presentedKey(request) {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  if (bearer) return bearer[1].trim();
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0];
  return null;
}

/**
 * The `expand[]` parameter as a list of dotted paths.
 * @param {Params[string]} value
 * @returns {string[]}
 */
function expandPaths(value) {
  if (value === undefined || value === '') return [];
  const list = typeof value === 'string' ? [value] : Object.values(value);
  return list.map((path, index) => {
    if (typeof path !== 'string') throw parameterInvalid(`expand[${index}]`, 'Invalid string');
    return path;
  });
}

/**
 * @param {{
 *   port?: number,
 *   host?: string,
 *   webhookUrl?: string,
 *   webhookSecret?: string,
 *   secretKey?: string,
 *   log?: (line: string) => void,
 * }} [options] webhookUrl: where events are POSTed (none: they are only
 *   logged); secretKey: the key callers must send; log: where the fake tells
 *   of failed webhook deliveries and its own errors
 */
export async function startFakeStripe({
  port = 0,
  host = '127.0.0.1',
  webhookUrl,
  webhookSecret = 'whsec_fake',
  secretKey = 'sk_test_fake',
  log = () => {},
} = {}) {
  /** @type {LoggedRequest[]} */
  const requests = [];
  const failNext = { count: 0, status: 500 };
  const idempotency = createIdempotencyStore();
  const webhooks = createWebhookSender({
    url: webhookUrl,
    secret: webhookSecret,
    secretKey,
    log,
  });
  let baseUrl = '';
  const ledger = createLedger({ payPageUrl: (id) => `${baseUrl}/pay/${id}` });

  /** @type {Route[]} */
  const routes = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_ids, params) => ledger.createCheckoutSession(params),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: ([id], _params, emit) => ledger.retrieveCheckoutSession(id, emit),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: ([id], _params, emit) => ledger.expireCheckoutSession(id, emit),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([id]) => ledger.retrievePaymentIntent(id),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      handle: ([id], params, emit) => ledger.capturePaymentIntent(id, params, emit),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/increment_authorization$/,
      handle: ([id], params, emit) => ledger.incrementAuthorization(id, params, emit),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: ([id], params, emit) => ledger.cancelPaymentIntent(id, params, emit),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_ids, params, emit) => ledger.createRefund(params, emit),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      handle: ([id]) => ledger.retrieveRefund(id),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      handle: ([id]) => ledger.retrieveCharge(id),
    },
  ];

  /**
   * Replaces the ids at `paths` (dotted, as `expand[]` names them) with
   * copies of their objects.
   * @param {Record<string, unknown>} object
   * @param {string[]} paths
   */
  function expand(object, paths) {
    for (const path of paths) {
      const [field, ...rest] = path.split('.');
      const value = object[field];
      const found = typeof value === 'string' ? ledger.find(value) : undefined;
      if (!(field in object) || (typeof value === 'string' && !found)) {
        throw parameterInvalid('expand', `This property cannot be expanded (${path}).`);
      }
      if (found) object[field] = structuredClone(found);
      const inner = object[field];
      if (rest.length > 0 && inner && typeof inner === 'object') {
        expand(/** @type {Record<string, unknown>} */ (inner), [rest.join('.')]);
      }
    }
    return object;
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {URL} url
   */
  async function handleApi(request, response, url) {
    const method = request.method ?? 'GET';
    const requestId = newId('req', 14);
    const idempotencyKey =
      method === 'POST' ? (request.headers['idempotency-key']?.toString() ?? null) : null;
    const raw = await readBody(request);
    const contentType = request.headers['content-type'] ?? '';
    const params = qs.parse(method === 'POST' ? raw : url.search.slice(1), QS_OPTIONS);
    /** @type {LoggedRequest} */
    const entry = { method, path: url.pathname, idempotencyKey, body: params, status: null };
    requests.push(entry);

    /**
     * @param {number} status
     * @param {unknown} body
     * @param {Record<string, string>} [headers]
     */
    const answer = (status, body, headers = {}) => {
      entry.status = status;
      sendJson(response, status, body, {
        'Request-Id': requestId,
        'Stripe-Version': request.headers['stripe-version']?.toString() ?? Stripe.API_VERSION,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...headers,
      });
    };

    // A failure asked for by a test stands for Stripe failing before the
    // endpoint ran, so nothing is kept for the key and a retry runs for real.
    if (failNext.count > 0) {
      failNext.count -= 1;
      const failure = apiError(failNext.status);
      return answer(failure.status, failure.body);
    }
    const key = presentedKey(request);
    if (key !== secretKey) {
      const failure = authenticationError(key);
      return answer(failure.status, failure.body, { 'WWW-Authenticate': 'Bearer realm="Stripe"' });
    }
    const endpoint = `${method} ${url.pathname}`;
    try {
      if (method === 'POST' && raw !== '' && !contentType.includes('x-www-form-urlencoded')) {
        throw parameterInvalid(
          'Content-Type',
          `Invalid request: unsupported Content-Type ${contentType}. Send application/x-www-form-urlencoded parameters.`,
        );
      }
      if (idempotencyKey) {
        const saved = idempotency.replay(idempotencyKey, endpoint, params);
        if (saved) {
          return answer(saved.status, saved.body, {
            'Idempotent-Replayed': 'true',
            'Original-Request': saved.requestId,
          });
        }
      }
      /** @type {RegExpExecArray | null} */
      let match = null;
      const route = routes.find(
        (candidate) =>
          candidate.method === method && (match = candidate.pattern.exec(url.pathname)),
      );
      if (!route || !match) throw unrecognizedUrl(method, url.pathname);
      const ids = /** @type {RegExpExecArray} */ (match).slice(1).map(decodeURIComponent);
      const { expand: expandParam, ...rest } = params;
      /** @type {Emit} */
      const emit = (type, object) => {
        webhooks.send(type, object, { id: requestId, idempotency_key: idempotencyKey });
      };
      const result = route.handle(ids, rest, emit);
      const body = expand(
        /** @type {Record<string, unknown>} */ (structuredClone(result)),
        expandPaths(expandParam),
      );
      if (idempotencyKey)
        idempotency.save(idempotencyKey, endpoint, params, { status: 200, body, requestId });
      return answer(200, body);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      if (idempotencyKey && error.replayable) {
        idempotency.save(idempotencyKey, endpoint, params, {
          status: error.status,
          body: error.body,
          requestId,
        });
      }
      return answer(error.status, error.body);
    }
  }

  /**
   * The hosted page: GET draws it, POST pays with the card typed in.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} sessionId
   */
  async function handlePayPage(request, response, sessionId) {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    // Read before the session is looked at: another payment may complete it
    // while this body comes in.
    const raw = request.method === 'POST' ? await readBody(request) : '';
    /** @type {Emit} */
    const emitFromPage = (type, object) => {
      webhooks.send(type, object, { id: null, idempotency_key: null });
    };
    const found = ledger.checkoutPage(sessionId, emitFromPage);
    if (!found) return sendHtml(response, 404, missingPage());
    if (found.session.status !== 'open') return sendHtml(response, 410, expiredPage());
    if (request.method === 'GET') return sendHtml(response, 200, payPage(found));

    const parsed = qs.parse(raw);
    /** @param {string} name */
    const field = (name) => (typeof parsed[name] === 'string' ? parsed[name] : undefined);
    const form = { card_number: field('card_number'), expiry: field('expiry'), cvc: field('cvc') };
    const check = checkCard(form);
    if (!check.ok) {
      if (check.declined) ledger.declineCheckout(sessionId, check.message);
      return sendHtml(
        response,
        check.declined ? 402 : 400,
        payPage({ ...found, form, error: check }),
      );
    }
    /** @type {Promise<boolean>[]} */
    const deliveries = [];
    ledger.completeCheckout(sessionId, check.card, (type, object) => {
      deliveries.push(webhooks.send(type, object, { id: null, idempotency_key: null }));
    });
    // Stripe sends the customer back once the shop has been told (or has
    // failed to answer): the shop's success page may then count on the
    // webhook having arrived, as it can at Stripe in practice.
    await Promise.all(deliveries);
    response.writeHead(303, {
      Location: found.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
      'Cache-Control': 'no-store',
    });
    response.end();
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} path
   */
  async function handleControl(request, response, path) {
    const route = `${request.method} ${path}`;
    /** @param {string} message */
    const refuse = (message) => sendJson(response, 400, { error: { message } });
    /** @returns {Promise<Record<string, unknown> | undefined>} the JSON body; undefined (answered 400) when it is not an object */
    const readControl = async () => {
      const raw = await readBody(request);
      try {
        const body = raw ? JSON.parse(raw) : {};
        if (body && typeof body === 'object' && !Array.isArray(body)) return body;
      } catch {
        // answered below
      }
      refuse('The body must be a JSON object.');
      return undefined;
    };
    /**
     * Answers once the event is delivered or given up on, as the hosted page does.
     * @param {StripeEvent} event
     * @param {Promise<boolean>} delivery
     */
    const answerDelivery = async (event, delivery) =>
      sendJson(response, 200, { event, delivered: await delivery });

    if (route === 'POST /__fake/events') {
      const body = await readControl();
      if (!body) return;
      const { type, object, changes = {} } = body;
      if (typeof type !== 'string' || type === '') return refuse('type must be an event type.');
      const found = typeof object === 'string' ? ledger.find(object) : undefined;
      if (!found)
        return refuse('object must be the id of a session, payment intent, charge or refund.');
      if (!changes || typeof changes !== 'object' || Array.isArray(changes)) {
        return refuse('changes must be an object of fields.');
      }
      // The event says what the test wants; the object Stripe keeps is as it was.
      const delivered = webhooks.send(
        type,
        { ...structuredClone(found), ...changes },
        { id: null, idempotency_key: null },
      );
      // send() keeps the event before it answers.
      return answerDelivery(/** @type {StripeEvent} */ (webhooks.events.at(-1)), delivered);
    }
    const resend = /^\/__fake\/events\/([^/]+)\/resend$/.exec(path);
    if (request.method === 'POST' && resend) {
      const id = decodeURIComponent(resend[1]);
      const again = webhooks.resend(id);
      if (!again) return sendJson(response, 404, { error: { message: `No event ${id}.` } });
      return answerDelivery(again.event, again.delivered);
    }
    if (route === 'POST /__fake/fail-next') {
      const body = await readControl();
      if (!body) return;
      const { count = 1, status = 500 } = body;
      if (!Number.isInteger(count) || Number(count) < 0) {
        return refuse('count must be an integer ≥ 0.');
      }
      if (!Number.isInteger(status) || Number(status) < 400 || Number(status) > 599) {
        return refuse('status must be 400–599.');
      }
      Object.assign(failNext, { count, status });
      return sendJson(response, 200, failNext);
    }
    if (route === 'GET /__fake/events') {
      return sendJson(response, 200, { object: 'list', data: webhooks.events, has_more: false });
    }
    if (route === 'GET /__fake/requests') {
      return sendJson(response, 200, { object: 'list', data: requests, has_more: false });
    }
    return sendJson(response, 404, { error: { message: `No test control at ${route}.` } });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    const handled = url.pathname.startsWith('/v1/')
      ? handleApi(request, response, url)
      : pay
        ? handlePayPage(request, response, decodeURIComponent(pay[1]))
        : url.pathname.startsWith('/__fake/')
          ? handleControl(request, response, url.pathname)
          : Promise.resolve(sendJson(response, 404, { error: { message: 'Not found.' } }));
    handled.catch((error) => {
      const tooLarge = error instanceof RangeError;
      if (!tooLarge) log(`fake Stripe failed on ${request.method} ${url.pathname}: ${error}`);
      if (response.headersSent) return response.destroy();
      const failure = tooLarge
        ? parameterInvalid('body', 'The request body is too large.')
        : apiError(500);
      sendJson(response, tooLarge ? 413 : failure.status, failure.body);
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  const bound = /** @type {AddressInfo} */ (server.address()).port;
  // A browser cannot open a page at 0.0.0.0 or ::, where a fake listening on
  // every interface is still reached as localhost.
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  baseUrl = `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${bound}`;

  return {
    url: baseUrl,
    port: bound,
    requests,
    /** @type {StripeEvent[]} every event made, in order, delivered or not */
    events: webhooks.events,
    /** @param {string | undefined} url where later events go */
    setWebhookUrl(url) {
      webhooks.setUrl(url);
    },
    /** Resolves once every event made so far is delivered or given up on. */
    webhooksSettled: webhooks.settled,
    async close() {
      const closed = once(server, 'close');
      server.close();
      await webhooks.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startFakeStripe>>} FakeStripe */
