import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { startFakeStripe } from './fake-stripe.mjs';

/**
 * @import { AddressInfo } from 'node:net'
 * @import { FakeStripe } from './fake-stripe.mjs'
 */

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_fake_test_secret';
const SUCCESS_URL = 'http://shop.test/checkout/done?session={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://shop.test/checkout/cancelled';
// Any date a year from now is a good expiry date, this year and every year.
const EXPIRY = `12 / ${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

/**
 * The shop's webhook endpoint: keeps each event whose signature the SDK
 * accepts, answers 400 to one it refuses, and 500 to the next `failures` posts.
 */
async function startReceiver() {
  const verifier = new Stripe(SECRET_KEY);
  const receiver = {
    url: '',
    /** @type {Stripe.Event[]} */
    received: [],
    /** @type {unknown[]} */
    refused: [],
    posts: 0,
    failures: 0,
  };
  const server = createServer(async (request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    receiver.posts += 1;
    if (receiver.failures > 0) {
      receiver.failures -= 1;
      return response.writeHead(500).end();
    }
    try {
      const signature = request.headers['stripe-signature'];
      const event = verifier.webhooks.constructEvent(
        Buffer.concat(chunks),
        typeof signature === 'string' ? signature : '',
        WEBHOOK_SECRET,
      );
      receiver.received.push(event);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    } catch (error) {
      receiver.refused.push(error);
      response.writeHead(400).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${/** @type {AddressInfo} */ (server.address()).port}/webhook`;
  return { receiver, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The SDK as the API makes it, pointed at the fake.
 * @param {number} port
 * @param {{ key?: string, maxNetworkRetries?: number }} [options]
 */
const sdk = (port, { key = SECRET_KEY, maxNetworkRetries = 0 } = {}) =>
  new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries });

/**
 * A session for £12.34 (two teas at £5, a cake at £2.34), held until captured.
 * @param {Partial<Stripe.Checkout.SessionCreateParams>} [overrides]
 * @returns {Stripe.Checkout.SessionCreateParams}
 */
const sessionParams = (overrides = {}) => ({
  mode: 'payment',
  line_items: [
    {
      quantity: 2,
      price_data: { currency: 'gbp', unit_amount: 500, product_data: { name: 'Tea' } },
    },
    {
      quantity: 1,
      price_data: { currency: 'gbp', unit_amount: 234, product_data: { name: 'Cake' } },
    },
  ],
  success_url: SUCCESS_URL,
  cancel_url: CANCEL_URL,
  client_reference_id: 'order-1',
  metadata: { orderId: 'order-1' },
  payment_intent_data: { capture_method: 'manual', metadata: { orderId: 'order-1' } },
  ...overrides,
});

/**
 * Submits the hosted page's form, as the customer's browser does.
 * @param {string} url the session's url
 * @param {string} cardNumber
 */
const pay = (url, cardNumber) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber, expiry: EXPIRY, cvc: '123' }),
  });

/**
 * Expects the SDK to raise `errorClass` with these fields.
 * @param {Promise<unknown>} call
 * @param {Function} errorClass
 * @param {Record<string, unknown>} fields
 */
async function rejectsWith(call, errorClass, fields) {
  await assert.rejects(call, (error) => {
    assert.ok(error instanceof errorClass, `${error} is not a ${errorClass.name}`);
    assert.deepEqual(
      Object.fromEntries(Object.keys(fields).map((key) => [key, /** @type {any} */ (error)[key]])),
      fields,
    );
    return true;
  });
}

describe('fake Stripe, called by the stripe SDK', () => {
  /** @type {FakeStripe} */
  let fake;
  /** @type {Awaited<ReturnType<typeof startReceiver>>} */
  let shop;
  /** @type {Stripe} */
  let stripe;

  /**
   * The types of the events the shop received about these objects, in order.
   * @param {...string} ids
   */
  const eventsAbout = (...ids) =>
    shop.receiver.received
      .filter((event) => {
        const object = /** @type {{ id: string, payment_intent?: string }} */ (event.data.object);
        return ids.includes(object.id) || ids.includes(object.payment_intent ?? '');
      })
      .map((event) => event.type);

  before(async () => {
    shop = await startReceiver();
    fake = await startFakeStripe({
      webhookUrl: shop.receiver.url,
      webhookSecret: WEBHOOK_SECRET,
      secretKey: SECRET_KEY,
    });
    stripe = sdk(fake.port);
  });

  after(async () => {
    await fake.close();
    await shop.close();
    assert.deepEqual(shop.receiver.refused, [], 'every webhook was signed as the SDK checks');
  });

  it('raises a hold only when checkout asked for it, only upwards, and captures up to the new amount', async () => {
    const asked = await stripe.checkout.sessions.create(
      sessionParams({
        payment_method_options: { card: { request_incremental_authorization: 'if_available' } },
      }),
    );
    const intentId = /** @type {string} */ (asked.payment_intent);
    await rejectsWith(
      stripe.paymentIntents.incrementAuthorization(intentId, { amount: 1500 }),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'payment_intent_unexpected_state' },
    );
    await pay(/** @type {string} */ (asked.url), '4242 4242 4242 4242');
    await rejectsWith(
      stripe.paymentIntents.incrementAuthorization(intentId, { amount: 1234 }),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'parameter_invalid_integer', param: 'amount' },
    );
    const raised = await stripe.paymentIntents.incrementAuthorization(intentId, { amount: 1500 });
    assert.equal(raised.amount, 1500);
    assert.equal(raised.amount_capturable, 1500);
    await fake.webhooksSettled();
    assert.deepEqual(eventsAbout(intentId, asked.id), [
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
      'payment_intent.amount_capturable_updated',
    ]);
    const captured = await stripe.paymentIntents.capture(intentId, { amount_to_capture: 1450 });
    assert.equal(captured.amount_received, 1450);

    // Not asked for at checkout: the card's hold cannot grow.
    const plain = await stripe.checkout.sessions.create(sessionParams());
    await pay(/** @type {string} */ (plain.url), '4242 4242 4242 4242');
    await rejectsWith(
      stripe.paymentIntents.incrementAuthorization(/** @type {string} */ (plain.payment_intent), {
        amount: 1500,
      }),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'incremental_authorization_unavailable' },
    );
  });

  it('takes a held card payment on the hosted page, then captures and refunds it', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    assert.match(session.id, /^cs_test_/);
    assert.equal(session.object, 'checkout.session');
    assert.equal(session.url, `${fake.url}/pay/${session.id}`);
    assert.equal(session.status, 'open');
    assert.equal(session.payment_status, 'unpaid');
    assert.equal(session.amount_total, 1234);
    assert.equal(session.currency, 'gbp');
    assert.equal(session.client_reference_id, 'order-1');
    assert.deepEqual(session.metadata, { orderId: 'order-1' });
    const intentId = /** @type {string} */ (session.payment_intent);
    const before = await stripe.paymentIntents.retrieve(intentId);
    assert.equal(before.status, 'requires_payment_method');
    assert.equal(before.amount, 1234);
    assert.equal(before.capture_method, 'manual');
    assert.deepEqual(before.metadata, { orderId: 'order-1' });

    const page = await fetch(/** @type {string} */ (session.url));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<title>Pay £12\.34<\/title>/);
    assert.match(html, /<label for="card-number">Card number<\/label>/);
    assert.match(html, /<label for="expiry">Expiry \(MM \/ YY\)<\/label>/);
    assert.match(html, /<label for="cvc">CVC<\/label>/);
    assert.match(html, /<button type="submit">Pay £12\.34<\/button>/);
    assert.match(html, new RegExp(`<a href="${CANCEL_URL}">Cancel and return</a>`));

    const paid = await pay(/** @type {string} */ (session.url), '4242 4242 4242 4242');
    assert.equal(paid.status, 303);
    assert.equal(
      paid.headers.get('location'),
      SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id),
    );
    // The redirect came only once the shop had both events.
    assert.deepEqual(eventsAbout(intentId, session.id), [
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
    const completed = shop.receiver.received.at(-1);
    assert.ok(completed);
    assert.equal(completed.object, 'event');
    assert.equal(completed.api_version, Stripe.API_VERSION);
    assert.equal(completed.livemode, false);
    assert.equal(/** @type {Stripe.Checkout.Session} */ (completed.data.object).status, 'complete');
    const held = await stripe.paymentIntents.retrieve(intentId);
    assert.equal(held.status, 'requires_capture');
    assert.equal(held.amount_capturable, 1234);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'complete');

    const captured = await stripe.paymentIntents.capture(intentId);
    assert.equal(captured.status, 'succeeded');
    assert.equal(captured.amount_received, 1234);
    assert.equal(captured.amount_capturable, 0);
    assert.match(/** @type {string} */ (captured.latest_charge), /^ch_/);

    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 400,
      metadata: { orderNumber: 'A-1' },
    });
    assert.match(refund.id, /^re_/);
    assert.equal(refund.object, 'refund');
    assert.equal(refund.amount, 400);
    assert.equal(refund.status, 'succeeded');
    assert.equal(refund.payment_intent, intentId);
    assert.deepEqual(refund.metadata, { orderNumber: 'A-1' });

    await rejectsWith(
      stripe.refunds.create({ payment_intent: intentId, amount: 835 }),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'amount_too_large', param: 'amount' },
    );
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    assert.equal(rest.amount, 834);
    await rejectsWith(
      stripe.refunds.create({ payment_intent: intentId, amount: 1 }),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'charge_already_refunded', param: 'amount' },
    );

    await fake.webhooksSettled();
    assert.deepEqual(eventsAbout(intentId, session.id), [
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
      'payment_intent.succeeded',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
      'refund.created',
    ]);
    const refunded = shop.receiver.received.filter((event) => event.type === 'charge.refunded');
    assert.deepEqual(
      refunded.map((event) => /** @type {Stripe.Charge} */ (event.data.object).amount_refunded),
      [400, 1234],
    );
  });

  it('charges at once when the capture is automatic', async () => {
    const session = await stripe.checkout.sessions.create(
      sessionParams({ payment_intent_data: { capture_method: 'automatic' } }),
    );
    const paid = await pay(/** @type {string} */ (session.url), '4242424242424242');
    assert.equal(paid.status, 303);
    const intentId = /** @type {string} */ (session.payment_intent);
    assert.deepEqual(eventsAbout(intentId, session.id), [
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    assert.equal(intent.status, 'succeeded');
    assert.equal(intent.amount_received, 1234);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).payment_status, 'paid');
  });

  it('keeps the form, with an alert, for a declined or an invalid card', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const url = /** @type {string} */ (session.url);

    const declined = await pay(url, '4000 0000 0000 0002');
    assert.equal(declined.status, 402);
    const declinedPage = await declined.text();
    assert.match(declinedPage, /<p id="card-error" role="alert">Your card was declined\.<\/p>/);
    assert.match(declinedPage, /<button type="submit">Pay £12\.34<\/button>/);

    const invalid = await pay(url, '4111 1111 1111 1112');
    assert.equal(invalid.status, 400);
    assert.match(await invalid.text(), /role="alert">Your card number is invalid\.</);

    const intentId = /** @type {string} */ (session.payment_intent);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    assert.equal(intent.status, 'requires_payment_method');
    assert.equal(intent.last_payment_error?.code, 'card_declined');
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    await fake.webhooksSettled();
    assert.deepEqual(eventsAbout(intentId, session.id), []);

    // The customer tries again with a good card.
    assert.equal((await pay(url, '4242 4242 4242 4242')).status, 303);
  });

  it('replays an idempotent request, and refuses its key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'checkout-pay-1',
    });
    const again = await stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'checkout-pay-1',
    });
    assert.equal(again.id, first.id);
    assert.equal(again.payment_intent, first.payment_intent);
    assert.equal(again.lastResponse.headers['idempotent-replayed'], 'true');
    assert.equal(first.lastResponse.headers['idempotent-replayed'], undefined);
    assert.match(first.lastResponse.requestId, /^req_/);

    await rejectsWith(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'order-2' }), {
        idempotencyKey: 'checkout-pay-1',
      }),
      Stripe.errors.StripeIdempotencyError,
      { statusCode: 400, type: 'StripeIdempotencyError' },
    );
    const logged = fake.requests.filter((entry) => entry.idempotencyKey === 'checkout-pay-1');
    assert.deepEqual(
      logged.map((entry) => [entry.method, entry.path, entry.status]),
      [
        ['POST', '/v1/checkout/sessions', 200],
        ['POST', '/v1/checkout/sessions', 200],
        ['POST', '/v1/checkout/sessions', 400],
      ],
    );
    assert.equal(logged[0].body.client_reference_id, 'order-1');
  });

  it('refuses a wrong secret key', async () => {
    await rejectsWith(
      sdk(fake.port, { key: 'sk_test_wrong_key_1234' }).paymentIntents.retrieve('pi_any'),
      Stripe.errors.StripeAuthenticationError,
      { statusCode: 401, message: 'Invalid API Key provided: sk_test_**********1234' },
    );
  });

  it('cancels an authorised payment, once', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await pay(/** @type {string} */ (session.url), '4242 4242 4242 4242');
    const intentId = /** @type {string} */ (session.payment_intent);

    const canceled = await stripe.paymentIntents.cancel(intentId, {
      cancellation_reason: 'requested_by_customer',
    });
    assert.equal(canceled.status, 'canceled');
    assert.equal(canceled.cancellation_reason, 'requested_by_customer');
    assert.equal(canceled.amount_capturable, 0);

    await rejectsWith(
      stripe.paymentIntents.cancel(intentId),
      Stripe.errors.StripeInvalidRequestError,
      {
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
      },
    );
    await rejectsWith(
      stripe.paymentIntents.capture(intentId),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'payment_intent_unexpected_state' },
    );
    await fake.webhooksSettled();
    assert.deepEqual(eventsAbout(intentId, session.id), [
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
      'payment_intent.canceled',
    ]);
  });

  it('expires an open session, whose page then says so', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    assert.equal(expired.status, 'expired');
    assert.equal(expired.url, null);

    const page = await fetch(/** @type {string} */ (session.url));
    assert.equal(page.status, 410);
    assert.match(await page.text(), /This payment page has expired\./);
    assert.equal((await pay(/** @type {string} */ (session.url), '4242424242424242')).status, 410);

    await rejectsWith(
      stripe.checkout.sessions.expire(session.id),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400 },
    );
    const intent = await stripe.paymentIntents.retrieve(
      /** @type {string} */ (session.payment_intent),
    );
    assert.equal(intent.status, 'canceled');
    await fake.webhooksSettled();
    assert.deepEqual(eventsAbout(session.id), ['checkout.session.expired']);
  });

  it('fails the next calls on demand, which the SDK retries with the same key', async () => {
    const control = await fetch(`${fake.url}/__fake/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 1, status: 500 }),
    });
    assert.equal(control.status, 200);
    await rejectsWith(
      stripe.checkout.sessions.create(sessionParams()),
      Stripe.errors.StripeAPIError,
      {
        statusCode: 500,
      },
    );

    await fetch(`${fake.url}/__fake/fail-next`, { method: 'POST', body: '{"count":1}' });
    const retrying = sdk(fake.port, { maxNetworkRetries: 2 });
    const session = await retrying.checkout.sessions.create(sessionParams());
    assert.match(session.id, /^cs_test_/);
    const [failed, retried] = fake.requests.slice(-2);
    assert.equal(failed.status, 500);
    assert.equal(retried.status, 200);
    assert.ok(failed.idempotencyKey, 'the SDK keys every POST');
    assert.equal(retried.idempotencyKey, failed.idempotencyKey);
  });

  it("answers Stripe's errors for unknown ids and bad parameters", async () => {
    await rejectsWith(
      stripe.paymentIntents.retrieve('pi_missing'),
      Stripe.errors.StripeInvalidRequestError,
      {
        statusCode: 404,
        code: 'resource_missing',
        param: 'id',
        message: "No such payment_intent: 'pi_missing'",
      },
    );
    await rejectsWith(
      stripe.checkout.sessions.create(sessionParams({ success_url: undefined })),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, code: 'parameter_missing', param: 'success_url' },
    );
    const free = sessionParams();
    free.line_items = [
      {
        quantity: 1,
        price_data: { currency: 'gbp', unit_amount: 0, product_data: { name: 'Gift' } },
      },
    ];
    await rejectsWith(
      stripe.checkout.sessions.create(free),
      Stripe.errors.StripeInvalidRequestError,
      {
        statusCode: 400,
        param: 'line_items',
      },
    );
    const noCurrency = sessionParams();
    noCurrency.line_items = [
      {
        quantity: 1,
        price_data: { currency: '', unit_amount: 100, product_data: { name: 'Tea' } },
      },
    ];
    await rejectsWith(
      stripe.checkout.sessions.create(noCurrency),
      Stripe.errors.StripeInvalidRequestError,
      { statusCode: 400, param: 'line_items[0][price_data][currency]' },
    );
  });

  it('sends an event a test writes, signed as any other, and resends one by its id', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    /**
     * @param {string} path
     * @param {unknown} [body]
     */
    const control = (path, body) =>
      fetch(`${fake.url}/__fake/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const sent = await control('events', {
      type: 'checkout.session.completed',
      object: session.id,
      changes: { status: 'complete', payment_status: 'unpaid', amount_total: 1 },
    });
    assert.equal(sent.status, 200);
    const { event, delivered } = await sent.json();
    assert.equal(delivered, true);
    assert.equal(event.type, 'checkout.session.completed');
    const received = shop.receiver.received.at(-1);
    assert.equal(received?.id, event.id);
    assert.deepEqual(
      received?.data.object,
      { ...session, status: 'complete', payment_status: 'unpaid', amount_total: 1 },
      'the session as it is, with the changes',
    );
    // Stripe's own record is as it was.
    const kept = await stripe.checkout.sessions.retrieve(session.id);
    assert.deepEqual([kept.status, kept.amount_total], ['open', 1234]);

    const again = await control(`events/${event.id}/resend`);
    assert.equal(again.status, 200);
    assert.equal((await again.json()).delivered, true);
    assert.deepEqual(
      shop.receiver.received.slice(-2).map((each) => [each.id, each.type]),
      [
        [event.id, 'checkout.session.completed'],
        [event.id, 'checkout.session.completed'],
      ],
    );

    assert.equal((await control('events', { type: 'x', object: 'cs_missing' })).status, 400);
    assert.equal(
      (await control('events', { type: 'x', object: session.id, changes: [] })).status,
      400,
    );
    assert.equal((await control('events/evt_missing/resend')).status, 404);
  });

  it('retries a webhook the shop failed, and redirects even when the shop never answers', async () => {
    shop.receiver.failures = 2;
    const postsBefore = shop.receiver.posts;
    const session = await stripe.checkout.sessions.create(sessionParams());
    assert.equal((await pay(/** @type {string} */ (session.url), '4242424242424242')).status, 303);
    // Two failed tries and a good one for the first event, one for the second.
    assert.equal(shop.receiver.posts - postsBefore, 4);
    assert.deepEqual(eventsAbout(/** @type {string} */ (session.payment_intent), session.id), [
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);

    fake.setWebhookUrl('http://127.0.0.1:9/nothing-listens-here');
    try {
      const unheard = await stripe.checkout.sessions.create(sessionParams());
      assert.equal(
        (await pay(/** @type {string} */ (unheard.url), '4242424242424242')).status,
        303,
      );
      assert.deepEqual(
        fake.events.slice(-2).map((event) => event.type),
        ['payment_intent.amount_capturable_updated', 'checkout.session.completed'],
      );
    } finally {
      fake.setWebhookUrl(shop.receiver.url);
    }
  });
});

describe('server.mjs', () => {
  it('starts from the environment and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: import.meta.dirname,
      env: { ...process.env, FAKE_STRIPE_PORT: '0', STRIPE_SECRET_KEY: 'sk_test_from_env' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = /** @type {[Buffer]} */ (await once(child.stdout, 'data'));
      const match = /^fake Stripe listening on http:\/\/127\.0\.0\.1:(\d+)\n$/.exec(String(line));
      assert.ok(match, `unexpected first line: ${line}`);
      const stripe = sdk(Number(match[1]), { key: 'sk_test_from_env' });
      await rejectsWith(
        stripe.paymentIntents.retrieve('pi_none'),
        Stripe.errors.StripeInvalidRequestError,
        {
          statusCode: 404,
        },
      );
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      assert.equal(code, 0);
    } finally {
      child.kill();
    }
  });
});
