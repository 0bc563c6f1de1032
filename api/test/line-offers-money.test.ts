import type { LineOffer, Order, Payment } from '@storefront/shared/contracts';
import { createDiscountCode, freshCode } from './discount-helpers';
import { card, type CardStore } from './fake-stripe';
import { stockProduct } from './helper';
import {
  actNow,
  answer,
  claimed,
  confirmedOrder,
  finish,
  finished,
  orderOf,
  startCardPicking,
  pickTheRest,
  shortMilk,
  stockOf,
  substituted,
  windowPasses,
  type Picking,
} from './line-offer-helpers';
import { getAs, giveCredit, moveOrder, shopper } from './money-helpers';
import { pdfText } from './pdf-text';

// What each answer to a substitute costs: accepted at its own price, with no
// answer at the lower of the two, rejected nothing; the card takes only what
// came (Stripe's own record, over HTTP to the fake), the wallet gets its part
// of the rest back, and a code's share never grows. And answers that race
// each other or the finish.

let cardStore: CardStore;
let picking: Picking;

beforeAll(async () => {
  ({ cardStore, picking } = await startCardPicking());
});
afterAll(async () => {
  await cardStore?.close();
});

const paymentBy = (order: Order, provider: Payment['provider']) =>
  order.payments.find((payment) => payment.provider === provider)!;
const lineFor = (order: Order, productId: number) =>
  order.lines.find((line) => line.productId === productId)!;

describe('a substitute’s price', () => {
  it('a cheaper one accepted on a card: charged its price, captured to the penny of the receipt', async () => {
    const cheddar = await stockProduct(picking.app, 'mature-cheddar', 10, 150);
    const { customer, order, ids } = await confirmedOrder(
      picking,
      [
        ['semi-skimmed-milk', 2, 200],
        ['sourdough-loaf', 1, 300],
      ],
      { payload: card },
    );
    expect(paymentBy(order, 'stripe').amountMinor).toBe(700);
    const batch = await claimed(picking);
    const milk = { orderId: order.id, productId: ids[0]! };
    const offer = await substituted(picking, batch.id, milk, 0, {
      substituteProductId: cheddar.id,
    });
    // Cheaper: the same either way.
    expect(offer.substitute).toMatchObject({ unitPriceMinor: 150, unitPriceIfNoAnswerMinor: 150 });
    expect((await answer(picking, customer, order.id, offer.id, true)).statusCode).toBe(200);
    await finished(picking, batch.id);
    expect((await moveOrder(picking.app, picking.owner, order.id, 'completed')).statusCode).toBe(
      200,
    );

    const done = await orderOf(picking, customer, order.id);
    expect(lineFor(done, cheddar.id)).toMatchObject({ quantity: 2, lineTotalMinor: 300 });
    expect(done.totalMinor).toBe(600);
    expect(paymentBy(done, 'stripe')).toMatchObject({ status: 'captured', capturedMinor: 600 });
    const [row] = await picking.app.db.query.payments.findMany({
      where: (payments, { eq }) => eq(payments.orderId, order.id),
    });
    expect(await cardStore.stripe.paymentIntents.retrieve(row!.providerRef!)).toMatchObject({
      status: 'succeeded',
      amount_received: 600,
    });
    const receipt = await getAs(picking.app, customer.token, `/api/me/orders/${order.id}/receipt`);
    const text = (await pdfText(receipt.rawPayload)).join(' ');
    const milkName = lineFor(done, milk.productId).name;
    expect(text).toContain(`${lineFor(done, cheddar.id).name} (for ${milkName})`);
    expect(text).toContain(`${milkName} (0 of 2 came)`);
    expect(text).toMatch(/Total £6\.00/);
  });

  it('a dearer one: its price when accepted, the lower price with no answer', async () => {
    const yoghurt = await stockProduct(picking.app, 'greek-style-yoghurt', 30, 150);
    const lines: [string, number, number][] = [
      ['semi-skimmed-milk', 2, 120],
      ['sourdough-loaf', 2, 300],
    ];
    const accepting = await confirmedOrder(picking, lines);
    const silent = await confirmedOrder(picking, lines);
    const batch = await claimed(picking, 2);
    const [milk, loaf] = accepting.ids;
    // The loaves did not come for the first customer: room in what was held for a dearer milk.
    const noLoaf = { orderId: accepting.order.id, productId: loaf! };
    expect(
      (await actNow(picking, batch.id, noLoaf, { kind: 'short', quantity: 0 })).statusCode,
    ).toBe(200);
    const yes = await substituted(
      picking,
      batch.id,
      { orderId: accepting.order.id, productId: milk! },
      0,
      { substituteProductId: yoghurt.id },
    );
    expect(
      (await answer(picking, accepting.customer, accepting.order.id, yes.id, true)).statusCode,
    ).toBe(200);
    const unanswered = await substituted(
      picking,
      batch.id,
      { orderId: silent.order.id, productId: milk! },
      0,
      { substituteProductId: yoghurt.id },
    );
    await windowPasses(picking, unanswered.id);
    await finished(picking, batch.id);

    const first = await orderOf(picking, accepting.customer, accepting.order.id);
    expect(lineFor(first, yoghurt.id)).toMatchObject({ unitPriceMinor: 150, lineTotalMinor: 300 });
    expect(first.totalMinor).toBe(300);
    const second = await orderOf(picking, silent.customer, silent.order.id);
    expect(lineFor(second, yoghurt.id)).toMatchObject({ unitPriceMinor: 120, lineTotalMinor: 240 });
    expect(second.totalMinor).toBe(240 + 600);
    expect(lineFor(second, milk!).offer).toMatchObject({ state: 'defaulted' });
  });

  it('rejected: not charged and back on the shelf; the wallet gets its part back and a code’s share never grows', async () => {
    const cream = await stockProduct(picking.app, 'double-cream', 10, 90);
    const swirls = await stockProduct(picking.app, 'cinnamon-swirls', 10, 250);
    const code = await createDiscountCode(picking.app, picking.owner, { code: freshCode('SUB') });
    const customer = await shopper(picking.app, { approved: true });
    await giveCredit(picking.app, picking.owner, customer.user.id, 5000);
    const { order, ids } = await confirmedOrder(
      picking,
      [
        ['semi-skimmed-milk', 2, 200],
        ['sourdough-loaf', 2, 300],
      ],
      { customer, code: code.code, wallet: 900 },
    );
    // £10.00 less 10 %: £9.00, all from the wallet.
    expect(order).toMatchObject({ totalMinor: 900, discountMinor: 100, walletPaidMinor: 900 });
    const batch = await claimed(picking);
    const [milk, loaf] = ids;
    const no = await substituted(picking, batch.id, { orderId: order.id, productId: milk! }, 0, {
      substituteProductId: cream.id,
    });
    expect(await stockOf(picking, 'double-cream')).toBe(8);
    expect((await answer(picking, customer, order.id, no.id, false)).json()).toMatchObject({
      state: 'rejected',
    });
    expect(await stockOf(picking, 'double-cream')).toBe(10);
    const yes = await substituted(picking, batch.id, { orderId: order.id, productId: loaf! }, 1, {
      substituteProductId: swirls.id,
    });
    expect((await answer(picking, customer, order.id, yes.id, true)).statusCode).toBe(200);
    await finished(picking, batch.id);

    const now = await orderOf(picking, customer, order.id);
    expect(lineFor(now, milk!)).toMatchObject({ quantity: 0, lineTotalMinor: 0, discountMinor: 0 });
    expect(now.lines.some((line) => line.productId === cream.id)).toBe(false);
    // One loaf (£3.00 less its 30p share) and the swirls at £2.50, with no share of the code.
    expect(lineFor(now, loaf!)).toMatchObject({ quantity: 1, discountMinor: 30 });
    expect(lineFor(now, swirls.id)).toMatchObject({ lineTotalMinor: 250, discountMinor: 0 });
    expect(now).toMatchObject({ discountMinor: 30, totalMinor: 520, walletPaidMinor: 520 });
    expect(paymentBy(now, 'wallet')).toMatchObject({ capturedMinor: 900, refundedMinor: 380 });
    const wallet = (await getAs(picking.app, customer.token, '/api/me/wallet')).json();
    expect(wallet.balanceMinor).toBe(5000 - 900 + 380);
  });
});

describe('answers that race', () => {
  it('two answers at once: exactly one is taken', async () => {
    const mozzarella = await stockProduct(picking.app, 'buffalo-mozzarella', 10, 200);
    const { customer, order, batch, milk } = await shortMilk(picking);
    const offer = await substituted(picking, batch.id, milk, 0, {
      substituteProductId: mozzarella.id,
    });
    const answers = await Promise.all([
      answer(picking, customer, order.id, offer.id, true),
      answer(picking, customer, order.id, offer.id, false),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    const taken = answers.find((each) => each.statusCode === 200)!.json() as LineOffer;
    // Rejected puts both back; accepted keeps them taken.
    expect(await stockOf(picking, 'buffalo-mozzarella')).toBe(taken.state === 'accepted' ? 8 : 10);
    await finished(picking, batch.id);
  });

  it('an answer racing the finish: the order is priced with the answer, or waits for it', async () => {
    const halloumi = await stockProduct(picking.app, 'halloumi', 10, 100);
    const { customer, order, batch, milk } = await shortMilk(picking);
    const offer = await substituted(picking, batch.id, milk, 0, {
      substituteProductId: halloumi.id,
    });
    await pickTheRest(picking, batch.id);
    const [answered, finished] = await Promise.all([
      answer(picking, customer, order.id, offer.id, true),
      finish(picking, batch.id),
    ]);
    expect(answered.statusCode).toBe(200);
    if (finished.statusCode === 409) {
      expect(finished.json().error.code).toBe('ANSWERS_AWAITED');
      expect((await finish(picking, batch.id)).statusCode).toBe(200);
    } else {
      expect(finished.statusCode).toBe(200);
    }
    const settled = await orderOf(picking, customer, order.id);
    expect(settled.lines.find((each) => each.productId === halloumi.id)).toMatchObject({
      quantity: 2,
      lineTotalMinor: 200,
    });
    expect(settled.totalMinor).toBe(200 + 300);
  });
});
