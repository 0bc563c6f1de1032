import type { Order, Payment } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import {
  card,
  payOnStripePage,
  resendFakeEvent,
  sendFakeEvent,
  startCardStore,
  type CardStore,
} from './fake-stripe';
import { stockProduct } from './helper';
import { addToCart, getAs, moveOrder, operatorToken, place, shopper } from './money-helpers';

// Issue 39, row 5: Stripe's signature proves who sent an event, not that the
// customer paid this order's amount. Each event here is signed and delivered
// by testing/fake-stripe (POST /__fake/events) to the API over HTTP.

let store: CardStore;
let operator: string;

beforeAll(async () => {
  store = await startCardStore();
  operator = await operatorToken(store.api.app);
});
afterAll(async () => {
  await store?.close();
});

const cardPaymentOf = (order: { payments: Payment[] }): Payment =>
  order.payments.find((payment) => payment.provider === 'stripe')!;
const kindsOf = (payment: Payment) => payment.events.map((event) => event.kind);

/** A card order of £2.75, collected in store, waiting for its payment; with its session and intent. */
async function orderOf275() {
  const { app } = store.api;
  const customer = await shopper(app, { approved: true });
  const product = await stockProduct(app, 'cold-brew-coffee', 20, 275);
  await addToCart(app, customer, product.id, 1);
  const placed = await place(app, customer, card);
  expect(placed.statusCode).toBe(201);
  const order = placed.json<Order>();
  const sessionId = /\/pay\/(cs_\w+)/.exec(cardPaymentOf(order).payUrl!)![1]!;
  const session = await store.stripe.checkout.sessions.retrieve(sessionId);
  return {
    order,
    sessionId,
    intentId: session.payment_intent as string,
    asCustomer: async () =>
      (await getAs(app, customer.token, `/api/me/orders/${order.id}`)).json<Order>(),
    asStore: async () =>
      (await getAs(app, operator, `/api/operator/orders/${order.id}`)).json<OperatorOrder>(),
  };
}

/** Nothing moved: the card still waits, the store cannot confirm, and no one reads it as paid. */
async function expectStillWaiting(placed: Awaited<ReturnType<typeof orderOf275>>) {
  const customerSees = await placed.asCustomer();
  expect(customerSees.status).toBe('placed');
  expect(cardPaymentOf(customerSees)).toMatchObject({ status: 'pending', capturedMinor: 0 });
  expect(kindsOf(cardPaymentOf(customerSees))).toEqual(['started']);
  const early = await moveOrder(store.api.app, operator, placed.order.id, 'confirmed');
  expect(early.statusCode).toBe(409);
  expect(early.json().error).toMatchObject({ code: 'PAYMENT_PENDING' });
}

describe('the Stripe webhook trusts only a paid event of the right amount', () => {
  it('a checkout completed unpaid authorises nothing; the hold’s own event then does', async () => {
    const placed = await orderOf275();
    const { delivered } = await sendFakeEvent(store.fake.url, {
      type: 'checkout.session.completed',
      object: placed.sessionId,
      changes: { status: 'complete', payment_status: 'unpaid' },
    });
    expect(delivered).toBe(true);

    await expectStillWaiting(placed);
    // Not a fault: a held card completes its session unpaid. Nothing needs attention.
    const storeSees = await placed.asStore();
    expect(storeSees.attention).toEqual([]);
    expect(kindsOf(cardPaymentOf(storeSees))).toEqual(['started']);

    await payOnStripePage(cardPaymentOf(placed.order).payUrl!);
    expect(cardPaymentOf(await placed.asCustomer()).status).toBe('authorised');
  });

  const refusals = [
    {
      what: 'the issue’s probe: completed unpaid, for £0.01',
      type: 'checkout.session.completed',
      of: 'session',
      changes: { status: 'complete', payment_status: 'unpaid', amount_total: 1 },
      received: { amountMinor: 1, currency: 'gbp' },
      reason: "Stripe's event was for £0.01, but this payment is £2.75 (the amount differs).",
    },
    {
      what: 'completed paid, for £0.01',
      type: 'checkout.session.completed',
      of: 'session',
      changes: { status: 'complete', payment_status: 'paid', amount_total: 1 },
      received: { amountMinor: 1, currency: 'gbp' },
      reason: "Stripe's event was for £0.01, but this payment is £2.75 (the amount differs).",
    },
    {
      what: 'completed paid, in US dollars',
      type: 'checkout.session.completed',
      of: 'session',
      changes: { status: 'complete', payment_status: 'paid', currency: 'usd' },
      received: { amountMinor: 275, currency: 'usd' },
      reason: "Stripe's event was for US$2.75, but this payment is £2.75 (the currency differs).",
    },
    {
      what: 'completed needing no payment',
      type: 'checkout.session.completed',
      of: 'session',
      changes: { status: 'complete', payment_status: 'no_payment_required' },
      received: { amountMinor: 275, currency: 'gbp' },
      reason: "Stripe's event says no payment is required, but this payment is £2.75.",
    },
    {
      what: 'a card held for £1.00 only',
      type: 'payment_intent.amount_capturable_updated',
      of: 'intent',
      changes: { status: 'requires_capture', amount_capturable: 100 },
      received: { amountMinor: 100, currency: 'gbp' },
      reason: "Stripe's event was for £1.00, but this payment is £2.75 (the amount differs).",
    },
  ] as const;

  it.each(refusals)(
    'refuses $what: nothing authorised, on record once, logged, and the order needs attention',
    async ({ type, of, changes, received, reason }) => {
      const placed = await orderOf275();
      const warn = jest.spyOn(store.api.app.log, 'warn');
      try {
        const sent = await sendFakeEvent(store.fake.url, {
          type,
          object: of === 'session' ? placed.sessionId : placed.intentId,
          changes,
        });
        expect(sent.delivered).toBe(true);
        // Stripe delivering it again changes nothing more.
        expect(await resendFakeEvent(store.fake.url, sent.event.id)).toBe(true);

        await expectStillWaiting(placed);
        const storeSees = await placed.asStore();
        expect(storeSees.attention).toEqual([reason]);
        const payment = cardPaymentOf(storeSees);
        expect(payment.status).toBe('pending');
        expect(
          payment.events.map(({ kind, amountMinor, note }) => [kind, amountMinor, note]),
        ).toEqual([
          ['started', 275, null],
          ['rejected_event', received.amountMinor, reason],
        ]);
        const refused = warn.mock.calls.filter(([fields]) => {
          const logged = fields as unknown as { orderId?: string };
          return logged.orderId === placed.order.id;
        });
        expect(refused).toHaveLength(1);
        expect(refused[0]![0]).toMatchObject({
          event: sent.event.id,
          expected: { amountMinor: 275, currency: 'GBP' },
          received,
        });
      } finally {
        warn.mockRestore();
      }
    },
  );

  it('the right payment authorises, in any case of currency: a delayed one that succeeded too', async () => {
    const placed = await orderOf275();
    await sendFakeEvent(store.fake.url, {
      type: 'checkout.session.async_payment_succeeded',
      object: placed.sessionId,
      changes: { status: 'complete', payment_status: 'paid', currency: 'GBP' },
    });
    const customerSees = await placed.asCustomer();
    expect(cardPaymentOf(customerSees)).toMatchObject({ status: 'authorised', payUrl: null });
    expect((await placed.asStore()).attention).toEqual([]);
    const confirmed = await moveOrder(store.api.app, operator, placed.order.id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
  });

  it('a delayed payment that failed cancels the order, as an expired page does', async () => {
    const placed = await orderOf275();
    await sendFakeEvent(store.fake.url, {
      type: 'checkout.session.async_payment_failed',
      object: placed.sessionId,
      changes: { status: 'complete', payment_status: 'unpaid' },
    });
    const customerSees = await placed.asCustomer();
    expect(customerSees.status).toBe('cancelled');
    expect(customerSees.history.at(-1)!.note).toBe("The card payment didn't go through");
    expect(cardPaymentOf(customerSees).status).toBe('cancelled');
  });
});
