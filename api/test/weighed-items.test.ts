import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Order, Payment } from '@storefront/shared/contracts';
import { products, stores } from '../src/db/schema';
import { card, payOnStripePage, startCardStore, type CardStore } from './fake-stripe';
import { stockProduct, type TestApp } from './helper';
import {
  addToCart,
  completePickup,
  getAs,
  looseBananas,
  operatorToken,
  place,
  pickup,
  shopper,
  type Customer,
} from './money-helpers';
import { pdfText } from './pdf-text';

// Weighed goods at checkout: a product sold per kg is ordered by the piece,
// priced at its estimated weight, and paid for with a hold a buffer over the
// estimate; completion takes only what is due. Over real HTTP to the fake
// Stripe (fake-stripe.ts), so the capture's amount is Stripe's own record.

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

/** Something sold by the piece beside them: £5.00 each. */
const coffee = () => stockProduct(api.app, 'cold-brew-coffee', 50, 500);

const setBuffer = (percent: number) =>
  api.app.db.update(stores).set({ weighedBufferPercent: percent }).where(eq(stores.id, 38));

const orderOf = async (customer: Customer, orderId: string): Promise<Order> =>
  (await getAs(api.app, customer.token, `/api/me/orders/${orderId}`)).json();
const paymentBy = (order: Order, provider: Payment['provider']) =>
  order.payments.find((payment) => payment.provider === provider)!;

async function cartWithBananas(bananas: number, coffees = 0) {
  const customer = await shopper(api.app, { approved: true });
  const banana = await looseBananas(api.app);
  await addToCart(api.app, customer, banana.id, bananas);
  if (coffees > 0) await addToCart(api.app, customer, (await coffee()).id, coffees);
  return { customer, banana };
}

afterEach(() => setBuffer(10));

describe('weighed items at checkout', () => {
  it('the cart and a quote price a weighed line at its estimated weight', async () => {
    const { customer, banana } = await cartWithBananas(6, 1);
    const cart = (await getAs(api.app, customer.token, '/api/me/cart')).json();
    const line = cart.lines.find((each: { productId: number }) => each.productId === banana.id);
    expect(line).toMatchObject({ priceMinor: 115, unit: 'per_kg', estimatedWeightGrams: 180 });
    // 6 × 21p (180 g at £1.15/kg is 20.7p) and the £5.00 coffee.
    expect(cart.subtotalMinor).toBe(6 * 21 + 500);

    const quote = await api.app.inject({
      method: 'POST',
      url: '/api/stores/38/cart/quote',
      payload: { lines: [{ productId: banana.id, quantity: 6 }] },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().subtotalMinor).toBe(126);
  });

  it('an order keeps the price per kg and the estimate, and holds a buffer over the estimate only', async () => {
    const { customer, banana } = await cartWithBananas(6, 1);
    const response = await place(api.app, customer, pickup);
    expect(response.statusCode).toBe(201);
    const order: Order = response.json();
    expect(order.subtotalMinor).toBe(626);
    expect(order.totalMinor).toBe(626);
    expect(order.lines.find((line) => line.productId === banana.id)).toMatchObject({
      unit: 'per_kg',
      unitPriceMinor: 115,
      estimatedWeightGrams: 180,
      weightGrams: null,
      quantity: 6,
      lineTotalMinor: 126,
    });
    // 10 % of the bananas' 126p, rounded up: 13p. The coffee needs none.
    expect(paymentBy(order, 'manual')).toMatchObject({ amountMinor: 639, status: 'authorised' });

    await completePickup(api.app, operator, order.id);
    // Completion takes what is due, never the buffer.
    expect(paymentBy(await orderOf(customer, order.id), 'manual')).toMatchObject({
      status: 'captured',
      amountMinor: 639,
      capturedMinor: 626,
    });
  });

  it('the store sets the buffer: none at 0, a quarter at 25', async () => {
    await setBuffer(0);
    const none = await cartWithBananas(10);
    const withoutBuffer: Order = (await place(api.app, none.customer, pickup)).json();
    expect(paymentBy(withoutBuffer, 'manual').amountMinor).toBe(withoutBuffer.totalMinor);

    await setBuffer(25);
    const quarter = await cartWithBananas(10);
    const withBuffer: Order = (await place(api.app, quarter.customer, pickup)).json();
    // 10 × 21p = 210p; 25 % is 52.5p, rounded up to 53p.
    expect(withBuffer.subtotalMinor).toBe(210);
    expect(paymentBy(withBuffer, 'manual').amountMinor).toBe(withBuffer.totalMinor + 53);
  });

  it('a card is held for the estimate and buffer on Stripe, and captures only what is due', async () => {
    const { customer } = await cartWithBananas(6, 1);
    const placed: Order = (await place(api.app, customer, card)).json();
    const payment = paymentBy(placed, 'stripe');
    expect(payment).toMatchObject({ status: 'pending', amountMinor: 639 });

    expect((await payOnStripePage(payment.payUrl!)).status).toBe(303);
    expect(paymentBy(await orderOf(customer, placed.id), 'stripe').status).toBe('authorised');
    const [row] = await api.app.db.query.payments.findMany({
      where: (payments, { eq: equals }) => equals(payments.orderId, placed.id),
    });
    expect(await stripe.paymentIntents.retrieve(row!.providerRef!)).toMatchObject({
      amount: 639,
      amount_capturable: 639,
    });

    await completePickup(api.app, operator, placed.id);
    expect(paymentBy(await orderOf(customer, placed.id), 'stripe')).toMatchObject({
      status: 'captured',
      capturedMinor: 626,
    });
    // Stripe took 626 and let the 13p go.
    expect(await stripe.paymentIntents.retrieve(row!.providerRef!)).toMatchObject({
      status: 'succeeded',
      amount_received: 626,
    });
    expect(fake.url).toBeTruthy();
  });

  it('the receipt shows a weighed line as its weight at the price per kg', async () => {
    const { customer } = await cartWithBananas(6);
    const order: Order = (await place(api.app, customer, pickup)).json();
    await completePickup(api.app, operator, order.id);
    const receipt = await getAs(api.app, customer.token, `/api/me/orders/${order.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    const line = text.indexOf('Fairtrade Bananas 5 Pack');
    // The row's cells, in order: the item, its weight, the price per kg, the VAT rate, the amount.
    expect(text.slice(line, line + 5)).toEqual([
      'Fairtrade Bananas 5 Pack',
      '6 × about 180 g',
      '£1.15/kg',
      '0%',
      '£1.26',
    ]);
  });

  it('refuses a product sold by weight without its estimate', async () => {
    const banana = await looseBananas(api.app);
    await expect(
      api.app.db
        .update(products)
        .set({ estimatedWeightGrams: null })
        .where(eq(products.id, banana.id)),
    ).rejects.toThrow();
  });
});
