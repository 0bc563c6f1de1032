import { and, eq } from 'drizzle-orm';
import type { LineOffer } from '@storefront/shared/contracts';
import type {
  PickActionResult,
  PickBatch,
  SubstituteSuggestions,
} from '@storefront/shared/operator-contracts';
import { withCheckDigit } from '@storefront/shared/operator-contracts';
import { notifications, orderEvents, orderLines, products } from '../src/db/schema';
import { as, build, stockProduct, type TestApp } from './helper';
import {
  actNow,
  answer,
  claimed,
  confirmedOrder,
  finish,
  finished,
  lineOf,
  orderOf,
  pickerToken,
  pickingCall,
  pickTheRest,
  shortMilk,
  stockOf,
  substituted,
  windowPasses,
  type Picking,
} from './line-offer-helpers';
import { operatorToken, shopper } from './money-helpers';

// Substitutes offered at picking and the customer's answer: who may offer
// what, the window, and the reads that show it. The money of each outcome,
// and answers that race, are line-offers-money.test.ts.

let api: TestApp;
let picking: Picking;

beforeAll(async () => {
  api = await build();
  const owner = await operatorToken(api.app);
  picking = { app: api.app, owner, picker: await pickerToken(api.app) };
});
afterAll(async () => {
  await api?.close();
});

const eventsOf = (orderId: string) =>
  api.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

describe('a substitute offered at picking', () => {
  it('asks the customer, takes it off the shelf, shows everywhere, and settles once accepted', async () => {
    const yoghurt = await stockProduct(api.app, 'greek-style-yoghurt', 30, 150);
    const { customer, order, batch, milk } = await shortMilk(picking);

    expect((await actNow(picking, batch.id, milk, { kind: 'short', quantity: 0 })).statusCode).toBe(
      200,
    );
    const response = await actNow(picking, batch.id, milk, {
      kind: 'substitute',
      substituteProductId: yoghurt.id,
    });
    expect(response.statusCode).toBe(200);
    const { line }: PickActionResult = response.json();
    expect(line).toMatchObject({ state: 'short', pickedQuantity: 0 });
    expect(line.substitution).toEqual({ choice: 'similar' });
    const offer = line.offer!;
    expect(offer).toMatchObject({
      kind: 'substitute',
      state: 'awaiting',
      productId: milk.productId,
      extraMinor: 0,
      substitute: { productId: yoghurt.id, quantity: 2, unitPriceMinor: 150 },
    });
    // With no answer, it comes at the milk's lower price.
    expect(offer.substitute!.unitPriceIfNoAnswerMinor).toBe(120);
    expect(Date.parse(offer.answerBy) - Date.parse(offer.askedAt)).toBe(10 * 60_000);
    expect(await stockOf(picking, 'greek-style-yoghurt')).toBe(28);

    // The customer's page, the desk and the picking app show it; the customer was texted.
    const seen = await orderOf(picking, customer, order.id);
    expect(seen.lines.find((each) => each.productId === milk.productId)!.offer).toEqual(offer);
    expect(seen.substitutionsEditable).toBe(false);
    const desk = await api.app.inject({
      method: 'GET',
      url: `/api/operator/orders/${order.id}`,
      headers: as(picking.owner),
    });
    expect(
      desk.json().lines.find((each: LineOffer) => each.productId === milk.productId).offer,
    ).toEqual(offer);
    const walk: PickBatch = (
      await pickingCall(picking, picking.picker, 'GET', `/batches/${batch.id}`)
    ).json();
    expect(lineOf(walk, order.id, milk.productId).offer).toEqual(offer);
    const [text] = await api.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, customer.user.id),
          eq(notifications.topic, 'order_substitution_offered'),
          eq(notifications.channel, 'sms'),
        ),
      );
    expect(text!.body).toMatch(
      /Milk.* is out\. We can bring 2 × Greek.*£1\.50 each instead\. With no answer .*£1\.20 each\. .*order page by \d\d:\d\d/,
    );
    expect((await eventsOf(order.id)).map((e) => e.kind)).toContain('substitution_offered');

    const accepted = await answer(picking, customer, order.id, offer.id, true);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toContain('no-store');
    expect(accepted.json()).toMatchObject({ id: offer.id, state: 'accepted' });
    const again = await answer(picking, customer, order.id, offer.id, false);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'OFFER_CLOSED']);
    // The answer stands: the line is neither undone nor picked over it.
    for (const kind of ['reset', 'pick']) {
      const refused = await actNow(picking, batch.id, milk, { kind });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'OFFER_ANSWERED']);
    }

    await finished(picking, batch.id);
    const settled = await orderOf(picking, customer, order.id);
    expect(settled.lines.find((each) => each.productId === milk.productId)).toMatchObject({
      quantity: 0,
      orderedQuantity: 2,
      lineTotalMinor: 0,
      offer: { state: 'accepted' },
    });
    expect(settled.lines.find((each) => each.productId === yoghurt.id)).toMatchObject({
      quantity: 2,
      orderedQuantity: 0,
      unitPriceMinor: 150,
      // £3.00, but the order never comes to more than was held (£5.40): 60p is waived.
      lineTotalMinor: 240,
      discountMinor: 0,
      substituteFor: {
        productId: milk.productId,
        name: order.lines.find((each) => each.productId === milk.productId)!.name,
      },
      offer: null,
    });
    expect(settled.totalMinor).toBe(540);
    const answered = (await eventsOf(order.id)).filter((e) => e.kind === 'substitution_answered');
    expect(answered.map((event) => event.data)).toEqual([
      { offerId: offer.id, productId: milk.productId, state: 'accepted', by: 'customer' },
    ]);
  });

  it('is withdrawn by a reset: back on the shelf, and the line is free again', async () => {
    const butter = await stockProduct(api.app, 'salted-butter', 20, 250);
    const { customer, order, batch, milk } = await shortMilk(picking);
    const offer = await substituted(picking, batch.id, milk, 1, { substituteProductId: butter.id });
    expect(offer.substitute!.quantity).toBe(1);
    expect(await stockOf(picking, 'salted-butter')).toBe(19);

    expect((await actNow(picking, batch.id, milk, { kind: 'reset' })).statusCode).toBe(200);
    expect(await stockOf(picking, 'salted-butter')).toBe(20);
    const late = await answer(picking, customer, order.id, offer.id, true);
    expect(late.statusCode).toBe(409);
    const seen = await orderOf(picking, customer, order.id);
    expect(seen.lines.find((each) => each.productId === milk.productId)!.offer).toBeNull();
    const events = await eventsOf(order.id);
    expect(events.find((e) => e.kind === 'substitution_answered')!.data).toMatchObject({
      state: 'withdrawn',
    });
    // The line is to pick again, and its followers are told so.
    expect(events.find((e) => e.kind === 'line_reset')!.data).toMatchObject({
      productId: milk.productId,
      state: 'to_pick',
    });
    await finished(picking, batch.id);
  });
});

describe('what the picker may offer', () => {
  it('suggests the customer’s own choice first, then the nearest in price; their choices lock once claimed', async () => {
    const yoghurt = await stockProduct(api.app, 'greek-style-yoghurt', 30, 150);
    const { customer, order, ids } = await confirmedOrder(picking, [
      ['semi-skimmed-milk', 2, 120],
      ['sourdough-loaf', 1, 300],
    ]);
    const choose = () =>
      api.app.inject({
        method: 'PATCH',
        url: `/api/me/orders/${order.id}/substitutions`,
        headers: as(customer.token),
        payload: {
          lines: [
            { productId: ids[0], substitution: { choice: 'specific', productId: yoghurt.id } },
          ],
        },
      });
    expect((await choose()).statusCode).toBe(200);
    const batch = await claimed(picking);
    const locked = await choose();
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('SUBSTITUTIONS_LOCKED');

    const suggested = await pickingCall(
      picking,
      picking.picker,
      'GET',
      `/batches/${batch.id}/suggestions?orderId=${order.id}&productId=${ids[0]}`,
    );
    expect(suggested.statusCode).toBe(200);
    const { suggestions }: SubstituteSuggestions = suggested.json();
    expect(suggestions[0]).toMatchObject({ productId: yoghurt.id, customersChoice: true });
    const others = suggestions.slice(1);
    expect(others.every((each) => !each.customersChoice && each.stock > 0)).toBe(true);
    expect(suggestions.map((each) => each.productId)).not.toContain(ids[0]);
    const gaps = others.map((each) => Math.abs(each.priceMinor - 120));
    expect(gaps).toEqual([...gaps].sort((x, y) => x - y));
    const walk: PickBatch = (
      await pickingCall(picking, picking.picker, 'GET', `/batches/${batch.id}`)
    ).json();
    expect(lineOf(walk, order.id, ids[0]!).substitution).toMatchObject({
      choice: 'specific',
      productId: yoghurt.id,
    });
    await finished(picking, batch.id);
  });

  it('refuses a line the customer wants no substitute for, one not short, and products that cannot stand in', async () => {
    const { customer, order, batch, milk, loaf } = await shortMilk(picking);
    const cheddar = await stockProduct(api.app, 'mature-cheddar', 10, 400);
    const offerOf = (line: { orderId: string; productId: number }, substituteProductId: number) =>
      actNow(picking, batch.id, line, { kind: 'substitute', substituteProductId });

    // Not short yet.
    const notShort = await offerOf(milk, cheddar.id);
    expect(notShort.statusCode).toBe(409);
    expect(notShort.json().error.code).toBe('NOT_SHORT');
    await actNow(picking, batch.id, milk, { kind: 'short', quantity: 0 });
    for (const wrong of [loaf, milk.productId, 99_999]) {
      const refused = await offerOf(milk, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.field).toBe('substituteProductId');
    }
    // Sold by weight.
    const bananas = await stockProduct(api.app, 'fairtrade-bananas', 50, 115);
    const sellBy = (unit: 'each' | 'per_kg') =>
      api.app.db
        .update(products)
        .set({ unit, estimatedWeightGrams: unit === 'per_kg' ? 180 : null })
        .where(eq(products.id, bananas.id));
    await sellBy('per_kg');
    const weighed = await offerOf(milk, bananas.id);
    expect(weighed.statusCode).toBe(400);
    await sellBy('each');
    // The customer's own choice for the loaf: none.
    await api.app.db
      .update(orderLines)
      .set({ substitutionChoice: 'none' })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, loaf)));
    const loafLine = { orderId: order.id, productId: loaf };
    await actNow(picking, batch.id, loafLine, { kind: 'short', quantity: 0 });
    const none = await offerOf(loafLine, cheddar.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_SUBSTITUTE_WANTED');
    const noSuggestions = await pickingCall(
      picking,
      picking.picker,
      'GET',
      `/batches/${batch.id}/suggestions?orderId=${order.id}&productId=${loaf}`,
    );
    expect(noSuggestions.json()).toEqual({ suggestions: [] });
    // Nothing was taken off a shelf by the refusals.
    expect(await stockOf(picking, 'mature-cheddar')).toBe(10);
    expect((await orderOf(picking, customer, order.id)).lines.every((l) => l.offer === null)).toBe(
      true,
    );
    await finished(picking, batch.id);
  });
});

describe('a substitute chosen offline, by its barcode', () => {
  const gtinOf = async (productId: number) =>
    (
      await api.app.db
        .select({ gtin: products.gtin })
        .from(products)
        .where(eq(products.id, productId))
    )[0]!.gtin!;

  it('is the store’s product with that code; a code no product has, or the short product’s own, is 400 naming substituteGtin', async () => {
    const butter = await stockProduct(api.app, 'salted-butter', 20, 250);
    const { batch, milk } = await shortMilk(picking);
    await actNow(picking, batch.id, milk, { kind: 'short', quantity: 0 });
    const offerByCode = (substituteGtin: string, more: object = {}) =>
      actNow(picking, batch.id, milk, { kind: 'substitute', substituteGtin, ...more });

    const unknown = await offerByCode(withCheckDigit('999999999999'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      field: 'substituteGtin',
      message: 'No product in this store has that barcode.',
    });
    const itself = await offerByCode(await gtinOf(milk.productId));
    expect(itself.statusCode).toBe(400);
    expect(itself.json().error.field).toBe('substituteGtin');
    const both = await offerByCode(await gtinOf(butter.id), { substituteProductId: butter.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.field).toBe('substituteProductId');
    const badDigit = await offerByCode('5012345000018');
    expect(badDigit.statusCode).toBe(400);
    expect(badDigit.json().error.field).toBe('substituteGtin');
    expect(await stockOf(picking, 'salted-butter')).toBe(20);

    const offered = await offerByCode(await gtinOf(butter.id));
    expect(offered.statusCode).toBe(200);
    const result: PickActionResult = offered.json();
    expect(result.line.offer).toMatchObject({
      kind: 'substitute',
      state: 'awaiting',
      substitute: { productId: butter.id, quantity: 2 },
    });
    expect(await stockOf(picking, 'salted-butter')).toBe(18);

    expect((await actNow(picking, batch.id, milk, { kind: 'reset' })).statusCode).toBe(200);
    await finished(picking, batch.id);
  });
});

describe('the customer’s window', () => {
  it('holds the finish while open; closed, the answer is refused and the default stands', async () => {
    const cream = await stockProduct(api.app, 'double-cream', 10, 90);
    const { customer, order, batch, milk } = await shortMilk(picking);
    const offer = await substituted(picking, batch.id, milk, 0, { substituteProductId: cream.id });
    await pickTheRest(picking, batch.id);
    const waiting = await finish(picking, batch.id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toMatchObject({
      code: 'ANSWERS_AWAITED',
      details: { orders: [{ id: order.id, number: order.number, answerBy: offer.answerBy }] },
    });
    // Someone else's order is not theirs to answer.
    const stranger = await shopper(api.app);
    expect((await answer(picking, stranger, order.id, offer.id, true)).statusCode).toBe(404);

    await windowPasses(picking, offer.id);
    const late = await answer(picking, customer, order.id, offer.id, true);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'OFFER_CLOSED']);
    expect((await finish(picking, batch.id)).statusCode).toBe(200);
    const settled = await orderOf(picking, customer, order.id);
    expect(settled.lines.find((each) => each.productId === cream.id)).toMatchObject({
      quantity: 2,
      unitPriceMinor: 90,
      substituteFor: { productId: milk.productId },
    });
    const byWindow = (await eventsOf(order.id)).find((e) => e.kind === 'substitution_answered');
    expect(byWindow!.data).toMatchObject({ state: 'defaulted', by: 'window' });
  });
});
