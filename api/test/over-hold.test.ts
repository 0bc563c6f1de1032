import { and, eq } from 'drizzle-orm';
import type { LineOffer, Order, Payment } from '@storefront/shared/contracts';
import type { PickActionResult, PickBatch } from '@storefront/shared/operator-contracts';
import { notifications, payments } from '../src/db/schema';
import { card, type CardStore } from './fake-stripe';
import {
  actNow,
  answer,
  claimed,
  confirmedOrder,
  finish,
  lineOf,
  orderOf,
  startCardPicking,
  pickingCall,
  windowPasses,
  type Picking,
} from './line-offer-helpers';
import { giveCredit, moveOrder, shopper } from './money-helpers';

// A weighed line that takes the order over what its payment holds: six loose
// bananas are reckoned at 1,080 g (£1.26), and a card or cash is held for
// that plus the store's 10 % (£1.39). Weighed at 1,400 g they come to £1.61,
// 22p over: the customer is asked. Accepted, the hold is raised on Stripe
// (over HTTP to the fake) and the real weight taken; rejected, the picker
// weighs them again; with no answer the customer pays no more than the hold.

let cardStore: CardStore;
let picking: Picking;

beforeAll(async () => {
  ({ cardStore, picking } = await startCardPicking());
});
afterAll(async () => {
  await cardStore?.close();
});

const BANANAS: [string, number, number][] = [['loose-bananas', 6, 115]];

const paymentBy = (order: Order, provider: Payment['provider']) =>
  order.payments.find((payment) => payment.provider === provider)!;

/** Six bananas ordered and claimed, paid as `payload` says; `weigh` weighs them. */
async function bananasClaimed(options: Parameters<typeof confirmedOrder>[2] = { payload: card }) {
  const { customer, order, ids } = await confirmedOrder(picking, BANANAS, options);
  const batch = await claimed(picking);
  const bananas = { orderId: order.id, productId: ids[0]! };
  const weigh = (weightGrams: number) =>
    actNow(picking, batch.id, bananas, { kind: 'weigh', weightGrams });
  return { customer, order, batch, bananas, weigh };
}

/** The offer a weighing asked, from the action's answer. */
async function askedBy(weighing: ReturnType<Awaited<ReturnType<typeof bananasClaimed>>['weigh']>) {
  const response = await weighing;
  expect(response.statusCode).toBe(200);
  return (response.json() as PickActionResult).line.offer;
}

const batchOf = async (batchId: string): Promise<PickBatch> =>
  (await pickingCall(picking, picking.picker, 'GET', `/batches/${batchId}`)).json();

/** The order's Stripe PaymentIntent, as Stripe itself records it. */
async function intentOf(orderId: string) {
  const [row] = await picking.app.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'stripe')));
  return cardStore.stripe.paymentIntents.retrieve(row!.providerRef!);
}

async function completed(order: Order) {
  const response = await moveOrder(picking.app, picking.owner, order.id, 'completed');
  expect(response.statusCode).toBe(200);
}

describe('a weighed line over the hold', () => {
  it('asks the customer; accepted, the card’s hold is raised on Stripe and the real weight taken', async () => {
    const { customer, order, batch, weigh } = await bananasClaimed();
    expect(paymentBy(order, 'stripe').amountMinor).toBe(139);

    const offer = (await askedBy(weigh(1400)))!;
    expect(offer).toMatchObject({ kind: 'over_hold', state: 'awaiting', extraMinor: 22 });
    expect(offer.substitute).toBeNull();
    const [text] = await picking.app.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, customer.user.id),
          eq(notifications.topic, 'order_weight_over_hold'),
          eq(notifications.channel, 'sms'),
        ),
      );
    expect(text?.body).toContain('£0.22 over the £1.39 we held');
    // The customer's page shows the question; the picker waits for the answer.
    const shown = await orderOf(picking, customer, order.id);
    expect(shown.lines[0]!.offer).toMatchObject({ id: offer.id, state: 'awaiting' });
    expect((await finish(picking, batch.id)).json()).toMatchObject({
      error: { code: 'ANSWERS_AWAITED' },
    });

    const yes = await answer(picking, customer, order.id, offer.id, true);
    expect(yes.statusCode).toBe(200);
    expect((yes.json() as LineOffer).state).toBe('accepted');
    expect(await intentOf(order.id)).toMatchObject({ amount: 161, amount_capturable: 161 });
    const raised = paymentBy(await orderOf(picking, customer, order.id), 'stripe');
    expect(raised).toMatchObject({ amountMinor: 161, status: 'authorised' });
    expect(raised.events.at(-1)).toMatchObject({ kind: 'hold_raised', amountMinor: 22 });

    expect((await finish(picking, batch.id)).statusCode).toBe(200);
    await completed(order);
    const done = await orderOf(picking, customer, order.id);
    expect(done.lines[0]).toMatchObject({ weightGrams: 1400, lineTotalMinor: 161 });
    expect(done.totalMinor).toBe(161);
    expect(paymentBy(done, 'stripe')).toMatchObject({ status: 'captured', capturedMinor: 161 });
    expect(await intentOf(order.id)).toMatchObject({ status: 'succeeded', amount_received: 161 });
  });

  it('rejected: the picker weighs it again, and a weight within the hold is charged as it is', async () => {
    const { customer, order, batch, bananas, weigh } = await bananasClaimed();
    const offer = (await askedBy(weigh(1400)))!;
    const no = await answer(picking, customer, order.id, offer.id, false);
    expect((no.json() as LineOffer).state).toBe('rejected');
    // Back on the picker's walk as to pick, with why.
    expect(lineOf(await batchOf(batch.id), bananas.orderId, bananas.productId)).toMatchObject({
      state: 'to_pick',
      weightGrams: null,
      offer: { kind: 'over_hold', state: 'rejected' },
    });
    expect((await finish(picking, batch.id)).json()).toMatchObject({
      error: { code: 'LINES_TO_PICK' },
    });

    expect(await askedBy(weigh(1200))).toMatchObject({ state: 'rejected' });
    expect(lineOf(await batchOf(batch.id), bananas.orderId, bananas.productId)).toMatchObject({
      state: 'picked',
      weightGrams: 1200,
    });
    expect((await finish(picking, batch.id)).statusCode).toBe(200);
    await completed(order);
    const done = await orderOf(picking, customer, order.id);
    expect(done.totalMinor).toBe(138);
    expect(paymentBy(done, 'stripe')).toMatchObject({ amountMinor: 139, capturedMinor: 138 });
  });

  it('no answer: the customer pays no more than the hold', async () => {
    const { customer, order, batch, weigh } = await bananasClaimed();
    const offer = (await askedBy(weigh(1400)))!;
    await windowPasses(picking, offer.id);
    expect((await finish(picking, batch.id)).statusCode).toBe(200);
    await completed(order);
    const done = await orderOf(picking, customer, order.id);
    expect(done.lines[0]).toMatchObject({ weightGrams: 1400, lineTotalMinor: 139 });
    expect(done.lines[0]!.offer).toMatchObject({ state: 'defaulted' });
    expect(await intentOf(order.id)).toMatchObject({ amount: 139, amount_received: 139 });
  });

  it('within the hold, or paid from the wallet: nobody is asked', async () => {
    const within = await bananasClaimed();
    expect(await askedBy(within.weigh(1200))).toBeNull();
    expect((await finish(picking, within.batch.id)).statusCode).toBe(200);

    const customer = await shopper(picking.app, { approved: true });
    await giveCredit(picking.app, picking.owner, customer.user.id, 1000);
    // The wallet pays the estimate whole, with no buffer: it is all there is to take.
    const walletOnly = await bananasClaimed({ customer, wallet: 126 });
    expect(await askedBy(walletOnly.weigh(1400))).toBeNull();
    expect((await finish(picking, walletOnly.batch.id)).statusCode).toBe(200);
    expect((await orderOf(picking, customer, walletOnly.order.id)).totalMinor).toBe(126);
  });

  it('cash at pickup: accepting raises what is due, with no provider to ask', async () => {
    const { customer, order, batch, weigh } = await bananasClaimed({});
    expect(paymentBy(order, 'manual').amountMinor).toBe(139);
    const offer = (await askedBy(weigh(1400)))!;
    expect((await answer(picking, customer, order.id, offer.id, true)).statusCode).toBe(200);
    expect((await finish(picking, batch.id)).statusCode).toBe(200);
    await completed(order);
    const done = await orderOf(picking, customer, order.id);
    expect(paymentBy(done, 'manual')).toMatchObject({ amountMinor: 161, capturedMinor: 161 });
  });

  it('Stripe not answering: 503 and nothing changed; answered again, the hold is raised once', async () => {
    const { customer, order, batch, weigh } = await bananasClaimed();
    const offer = (await askedBy(weigh(1400)))!;
    // The SDK's first try and its two retries all fail.
    await fetch(`${cardStore.fake.url}/__fake/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 3, status: 500 }),
    });
    const failed = await answer(picking, customer, order.id, offer.id, true);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    const unchanged = await orderOf(picking, customer, order.id);
    expect(unchanged.lines[0]!.offer).toMatchObject({ state: 'awaiting' });
    expect(paymentBy(unchanged, 'stripe').amountMinor).toBe(139);

    expect((await answer(picking, customer, order.id, offer.id, true)).statusCode).toBe(200);
    expect((await intentOf(order.id)).amount).toBe(161);
    expect((await finish(picking, batch.id)).statusCode).toBe(200);
  });

  it('two answers at once: one is taken, and the hold is raised once', async () => {
    const { customer, order, batch, weigh } = await bananasClaimed();
    const offer = (await askedBy(weigh(1400)))!;
    const answers = await Promise.all([
      answer(picking, customer, order.id, offer.id, true),
      answer(picking, customer, order.id, offer.id, true),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    expect((await intentOf(order.id)).amount).toBe(161);
    const held = paymentBy(await orderOf(picking, customer, order.id), 'stripe');
    expect(held.events.filter((event) => event.kind === 'hold_raised')).toHaveLength(1);
    expect((await finish(picking, batch.id)).statusCode).toBe(200);
  });
});
