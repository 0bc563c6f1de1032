import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LineOffer, Order } from '@storefront/shared/contracts';
import type { PickActionResult, PickBatch, PickLine } from '@storefront/shared/operator-contracts';
import { lineOffers } from '../src/db/schema';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { applyDiscountCode } from './discount-helpers';
import { payOnStripePage, startCardStore, type CardStore } from './fake-stripe';
import { as, stockProduct } from './helper';
import {
  addToCart,
  getAs,
  looseBananas,
  moveOrder,
  operatorToken,
  place,
  pickup,
  shopper,
  type Customer,
} from './money-helpers';
import { signIn } from './staff-sign-in';

// What the line offer tests share: an order confirmed and claimed by the
// picker, a short line, a substitute offered, and the customer's answer.

export interface Picking {
  app: FastifyInstance;
  owner: string;
  picker: string;
}

export async function pickerToken(app: FastifyInstance): Promise<string> {
  const { token } = await signIn(app, SEED_ACCOUNTS.picker.email, SEED_ACCOUNTS.picker.password);
  return token;
}

/** The API with card payments (its fake Stripe beside it), the owner and the picker signed in. */
export async function startCardPicking(): Promise<{ cardStore: CardStore; picking: Picking }> {
  const cardStore = await startCardStore();
  const { app } = cardStore.api;
  return {
    cardStore,
    picking: { app, owner: await operatorToken(app), picker: await pickerToken(app) },
  };
}

export const pickingCall = (
  { app }: Picking,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/operator/picking${url}`,
    headers: as(token),
    ...(payload === undefined ? {} : { payload }),
  });

/** A confirmed order of `lines` (slug, quantity, price), placed as `payload` says; paid on Stripe's page when by card. */
export async function confirmedOrder(
  picking: Picking,
  lines: [slug: string, quantity: number, priceMinor: number][],
  options: { payload?: object; customer?: Customer; code?: string; wallet?: number } = {},
) {
  const { app } = picking;
  const customer = options.customer ?? (await shopper(app, { approved: true }));
  const ids: number[] = [];
  for (const [slug, quantity, priceMinor] of lines) {
    // 'loose-bananas': the seeded bananas sold by weight, at their own £1.15 a kg.
    const product =
      slug === 'loose-bananas'
        ? await looseBananas(app)
        : await stockProduct(app, slug, 100, priceMinor);
    ids.push(product.id);
    await addToCart(app, customer, product.id, quantity);
  }
  if (options.code) {
    expect((await applyDiscountCode(app, customer.token, options.code)).statusCode).toBe(200);
  }
  const placed = await place(app, customer, {
    ...(options.payload ?? pickup),
    walletAmountMinor: options.wallet,
    discountCode: options.code,
  });
  expect(placed.statusCode).toBe(201);
  const order: Order = placed.json();
  const held = order.payments.find((payment) => payment.provider === 'stripe');
  if (held) expect((await payOnStripePage(held.payUrl!)).status).toBe(303);
  expect((await moveOrder(app, picking.owner, order.id, 'confirmed')).statusCode).toBe(200);
  return { customer, order, ids };
}

/** A confirmed order of 2 milk (£1.20) and a loaf (£3.00), claimed: its milk is the line to short. */
export async function shortMilk(picking: Picking) {
  const { customer, order, ids } = await confirmedOrder(picking, [
    ['semi-skimmed-milk', 2, 120],
    ['sourdough-loaf', 1, 300],
  ]);
  const batch = await claimed(picking);
  const milk = { orderId: order.id, productId: ids[0]! };
  return { customer, order, batch, milk, loaf: ids[1]! };
}

/** Claims the next `count` confirmed orders for the picker. */
export async function claimed(picking: Picking, count = 1): Promise<PickBatch> {
  const response = await pickingCall(picking, picking.picker, 'POST', '/batches', { count });
  expect(response.statusCode).toBe(201);
  return response.json();
}

export const lineOf = (batch: PickBatch, orderId: string, productId: number): PickLine =>
  batch.walk
    .find((stop) => stop.productId === productId)!
    .lines.find((line) => line.orderId === orderId)!;

export const act = (picking: Picking, batchId: string, action: object) =>
  pickingCall(picking, picking.picker, 'POST', `/batches/${batchId}/actions`, {
    key: randomUUID(),
    ...action,
  });

/** Acts on a line at the version it is now; answers the action's response. */
export async function actNow(
  picking: Picking,
  batchId: string,
  line: { orderId: string; productId: number },
  action: object,
) {
  const batch: PickBatch = (
    await pickingCall(picking, picking.picker, 'GET', `/batches/${batchId}`)
  ).json();
  const now = lineOf(batch, line.orderId, line.productId);
  return act(picking, batchId, { ...line, expectedVersion: now.version, ...action });
}

/** Marks the line short with `found` found, then offers `substituteProductId`; answers the offer. */
export async function substituted(
  picking: Picking,
  batchId: string,
  line: { orderId: string; productId: number },
  found: number,
  substitute: { substituteProductId: number; quantity?: number },
): Promise<LineOffer> {
  expect(
    (await actNow(picking, batchId, line, { kind: 'short', quantity: found })).statusCode,
  ).toBe(200);
  const response = await actNow(picking, batchId, line, { kind: 'substitute', ...substitute });
  expect(response.statusCode).toBe(200);
  const result: PickActionResult = response.json();
  return result.line.offer!;
}

/** Picks every line still to pick, all of it. */
export async function pickTheRest(picking: Picking, batchId: string) {
  const batch: PickBatch = (
    await pickingCall(picking, picking.picker, 'GET', `/batches/${batchId}`)
  ).json();
  for (const stop of batch.walk) {
    for (const line of stop.lines.filter((each) => each.state === 'to_pick')) {
      const response = await act(picking, batchId, {
        orderId: line.orderId,
        productId: stop.productId,
        expectedVersion: line.version,
        kind: 'pick',
      });
      expect(response.statusCode).toBe(200);
    }
  }
}

export const finish = (picking: Picking, batchId: string) =>
  pickingCall(picking, picking.picker, 'POST', `/batches/${batchId}/finish`);

/** Picks what is left and finishes the batch. */
export async function finished(picking: Picking, batchId: string) {
  await pickTheRest(picking, batchId);
  expect((await finish(picking, batchId)).statusCode).toBe(200);
}

export const answer = (
  { app }: Picking,
  customer: Customer,
  orderId: string,
  offerId: string,
  accept: boolean,
) =>
  app.inject({
    method: 'POST',
    url: `/api/me/orders/${orderId}/offers/${offerId}/answer`,
    headers: as(customer.token),
    payload: { accept },
  });

/** The window closes: as if the store's minutes had passed since it was asked. */
export async function windowPasses({ app }: Picking, offerId: string) {
  await app.db
    .update(lineOffers)
    .set({ answerBy: new Date(Date.now() - 1000) })
    .where(eq(lineOffers.id, offerId));
}

export const orderOf = async ({ app }: Picking, customer: Customer, id: string): Promise<Order> =>
  (await getAs(app, customer.token, `/api/me/orders/${id}`)).json();

export const stockOf = async ({ app }: Picking, slug: string) =>
  (await app.db.query.products.findFirst({
    where: (products, { eq: equals }) => equals(products.slug, slug),
  }))!.stock;
