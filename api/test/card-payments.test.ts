import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Order, Payment } from '@storefront/shared/contracts';
import { notifications, products } from '../src/db/schema';
import {
  card,
  fakeRequests as fakeRequestsOf,
  payOnStripePage,
  startCardStore,
  WEBHOOK_SECRET,
  type CardStore,
} from './fake-stripe';
import { as, build, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  getAs,
  giveCredit,
  moveOrder,
  operatorToken,
  place,
  shopper,
  type Customer,
} from './money-helpers';

// Card payments end to end over real HTTP (fake-stripe.ts): the API with
// Stripe's own SDK against testing/fake-stripe. Nothing above the network is mocked.

let api: TestApp;
let fake: CardStore['fake'];
let stripe: Stripe;
let cardStore: CardStore;
let operator: string;

beforeAll(async () => {
  cardStore = await startCardStore();
  ({ api, fake, stripe } = cardStore);
  operator = await operatorToken(api.app);
});
afterAll(async () => {
  await cardStore?.close();
});

const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const orderOf = async (customer: Customer, orderId: string) =>
  (await getAs(api.app, customer.token, `/api/me/orders/${orderId}`)).json();
const cardPaymentOf = (order: Order): Payment =>
  order.payments.find((payment) => payment.provider === 'stripe')!;

const fakeRequests = () => fakeRequestsOf(fake.url);

/** A customer with `quantity` of a fresh product in their cart, priced `priceMinor` each. */
async function cartOf(quantity: number, priceMinor = 500) {
  const customer = await shopper(api.app, { approved: true });
  const product = await stockProduct(api.app, 'cold-brew-coffee', 20, priceMinor);
  await addToCart(api.app, customer, product.id, quantity);
  return { customer, product };
}

async function placedCardOrder(quantity = 2, extra: object = {}) {
  const { customer, product } = await cartOf(quantity);
  const response = await place(api.app, customer, { ...card, ...extra });
  expect(response.statusCode).toBe(201);
  return { customer, product, order: response.json() };
}

describe('card payments through Stripe', () => {
  it('the store offers card payment once Stripe is set up', async () => {
    const store = (await api.app.inject({ method: 'GET', url: '/api/stores/38' })).json();
    expect(store.cardPayments).toBe(true);
  });

  it('checkout opens a Stripe payment page with an idempotency key; the order waits for it', async () => {
    const { customer, product, order } = await placedCardOrder(2);
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'card', totalMinor: 1000 });
    const payment = cardPaymentOf(order);
    expect(payment).toMatchObject({ status: 'pending', amountMinor: 1000, capturedMinor: 0 });
    expect(payment.payUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_`));
    expect(payment.events.map((event) => event.kind)).toEqual(['started']);
    // The stock is held while the customer pays.
    expect(await stockOf(product.id)).toBe(18);

    const created = (await fakeRequests()).filter(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
    );
    expect(created.at(-1)!.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);

    // Until Stripe says the customer paid, the store cannot move it on.
    const early = await moveOrder(api.app, operator, order.id, 'confirmed');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'PAYMENT_PENDING', field: 'status' });
    expect((await orderOf(customer, order.id)).status).toBe('placed');
  });

  it('paying on the page authorises it by webhook; completing captures it on Stripe', async () => {
    const { customer, order } = await placedCardOrder(3);
    const paid = await payOnStripePage(cardPaymentOf(order).payUrl!);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://localhost:8080/orders/${order.id}/confirmation`);

    // The page answers once Stripe's webhooks were answered.
    const authorised = cardPaymentOf(await orderOf(customer, order.id));
    expect(authorised).toMatchObject({ status: 'authorised', payUrl: null });
    expect(authorised.events.map((event) => event.kind)).toEqual(['started', 'authorised']);

    for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
      expect((await moveOrder(api.app, operator, order.id, status)).statusCode).toBe(200);
    }
    const captured = cardPaymentOf(await orderOf(customer, order.id));
    expect(captured).toMatchObject({ status: 'captured', capturedMinor: 1500 });
    expect(captured.events.map((event) => event.kind)).toEqual([
      'started',
      'authorised',
      'captured',
    ]);
    const [row] = await api.app.db.query.payments.findMany({
      where: (payments, { eq: equals }) => equals(payments.orderId, order.id),
    });
    const intent = await stripe.paymentIntents.retrieve(row!.providerRef!);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1500 });

    // The messages never ask a card customer for money at the counter.
    const texts = await api.app.db
      .select({ topic: notifications.topic, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.channel, 'sms')));
    const textAbout = (topic: string) => texts.find((text) => text.topic === topic)!.body;
    expect(textAbout('order_placed')).toContain('Once your card payment goes through');
    expect(textAbout('order_ready_for_pickup')).toContain('Bring the order number; it is paid.');
  });

  it('a declined card leaves the order waiting, with its page still open', async () => {
    const { customer, order } = await placedCardOrder(1);
    const declined = await payOnStripePage(cardPaymentOf(order).payUrl!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(cardPaymentOf(await orderOf(customer, order.id))).toMatchObject({
      status: 'pending',
      payUrl: cardPaymentOf(order).payUrl,
    });
  });

  it('cancelling releases the card: an unpaid page is closed, a held payment let go', async () => {
    const unpaid = await placedCardOrder(1);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/me/orders/${unpaid.order.id}/cancel`,
      headers: as(unpaid.customer.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cardPaymentOf(cancelled.json())).toMatchObject({ status: 'cancelled', payUrl: null });
    const sessionId = /\/pay\/(cs_\w+)/.exec(cardPaymentOf(unpaid.order).payUrl!)![1]!;
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    expect(await stockOf(unpaid.product.id)).toBe(20);

    const held = await placedCardOrder(1);
    await payOnStripePage(cardPaymentOf(held.order).payUrl!);
    const reason = 'Sold out of the beans';
    const byStore = await moveOrder(api.app, operator, held.order.id, 'cancelled', reason);
    expect(byStore.statusCode).toBe(200);
    const payment = cardPaymentOf(byStore.json());
    expect(payment).toMatchObject({ status: 'cancelled', capturedMinor: 0 });
    const [row] = await api.app.db.query.payments.findMany({
      where: (payments, { eq: equals }) => equals(payments.orderId, held.order.id),
    });
    expect((await stripe.paymentIntents.retrieve(row!.providerRef!)).status).toBe('canceled');
  });

  it('a page left to expire cancels the order: stock, wallet part and all back', async () => {
    const { customer, product } = await cartOf(2);
    await giveCredit(api.app, operator, customer.user.id, 300);
    const order = (await place(api.app, customer, { ...card, walletAmountMinor: 300 })).json();
    expect(
      order.payments.map((payment: { provider: string; amountMinor: number }) => [
        payment.provider,
        payment.amountMinor,
      ]),
    ).toEqual([
      ['wallet', 300],
      ['stripe', 700],
    ]);
    const sessionId = /\/pay\/(cs_\w+)/.exec(cardPaymentOf(order).payUrl!)![1]!;
    await stripe.checkout.sessions.expire(sessionId);

    // Stripe tells the API by webhook, after the expire call has answered.
    let after = await orderOf(customer, order.id);
    for (let tries = 0; after.status !== 'cancelled' && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await orderOf(customer, order.id);
    }
    expect(after.status).toBe('cancelled');
    expect(after.history.at(-1).note).toBe("The card payment wasn't finished in time");
    expect(after.payments.map((payment: { status: string }) => payment.status)).toEqual([
      'refunded',
      'cancelled',
    ]);
    expect(await stockOf(product.id)).toBe(20);
    const wallet = (await getAs(api.app, customer.token, '/api/me/wallet')).json();
    expect(wallet.balanceMinor).toBe(300);
  });

  it('refuses a webhook whose signature does not match, and changes nothing', async () => {
    const { customer, order } = await placedCardOrder(1);
    const sessionId = /\/pay\/(cs_\w+)/.exec(cardPaymentOf(order).payUrl!)![1]!;
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_intent: 'pi_forged' } },
    });
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_someone_else',
        }),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(cardPaymentOf(await orderOf(customer, order.id)).status).toBe('pending');
  });

  it('the same event delivered many times at once authorises the payment once', async () => {
    const { customer, order } = await placedCardOrder(1);
    const sessionId = /\/pay\/(cs_\w+)/.exec(cardPaymentOf(order).payUrl!)![1]!;
    const payload = JSON.stringify({
      id: `evt_repeat_${order.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_intent: 'pi_repeat',
          payment_status: 'paid',
          amount_total: 500,
          currency: 'gbp',
        },
      },
    });
    const deliver = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        payload,
      });
    const answers = await Promise.all(Array.from({ length: 6 }, deliver));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.json().outcome === 'authorised')).toHaveLength(1);
    const payment = cardPaymentOf(await orderOf(customer, order.id));
    expect(payment.events.map((event) => event.kind)).toEqual(['started', 'authorised']);
  });

  it('when Stripe is down, checkout answers 503 and the cart is as it was', async () => {
    const { customer, product } = await cartOf(2);
    // More failures than the SDK's two retries.
    await fetch(`${fake.url}/__fake/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 3, status: 500 }),
    });
    const response = await place(api.app, customer, card);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'CARD_PAYMENT_UNAVAILABLE',
      field: 'paymentMethod',
    });
    expect(await stockOf(product.id)).toBe(20);
    const cart = (await getAs(api.app, customer.token, '/api/me/cart')).json();
    expect(cart.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });
});

describe('without Stripe', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await build();
  });
  afterAll(() => plain.close());

  it('offers no card: a card order is a 400 on paymentMethod, and there is no webhook', async () => {
    const store = (await plain.app.inject({ method: 'GET', url: '/api/stores/38' })).json();
    expect(store.cardPayments).toBe(false);
    const customer = await shopper(plain.app);
    const product = await stockProduct(plain.app, 'cold-brew-coffee', 5, 500);
    await addToCart(plain.app, customer, product.id, 1);
    const response = await place(plain.app, customer, card);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'paymentMethod' });
    const webhook = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
