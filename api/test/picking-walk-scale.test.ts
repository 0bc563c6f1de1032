import { eq } from 'drizzle-orm';
import type { Order } from '@storefront/shared/contracts';
import type { PickBatch } from '@storefront/shared/operator-contracts';
import { products } from '../src/db/schema';
import { as, build, stockProduct, type TestApp } from './helper';
import { pickerToken } from './line-offer-helpers';
import { addToCart, moveOrder, operatorToken, place, shopper } from './money-helpers';

// What the walk gives the picking app to read a scan against: the product's
// barcode and, sold by weight, its price per kg now, with which the app turns
// a price-embedded scale label (prefix 25–29) into the weight.

let api: TestApp;

beforeAll(async () => {
  api = await build();
});
afterAll(async () => {
  await api?.close();
});

it('a weighed stop carries its scale code and today’s price per kg; a stop by the piece none', async () => {
  const owner = await operatorToken(api.app);
  const picker = await pickerToken(api.app);
  const customer = await shopper(api.app, { approved: true });
  // The seeded loose bananas, £1.15 a kg, and a loaf.
  const bananas = await stockProduct(api.app, 'loose-bananas', 400);
  const loaf = await stockProduct(api.app, 'sourdough-loaf', 100);
  await addToCart(api.app, customer, bananas.id, 6);
  await addToCart(api.app, customer, loaf.id, 1);
  const placed = await place(api.app, customer);
  expect(placed.statusCode).toBe(201);
  const order: Order = placed.json();
  expect((await moveOrder(api.app, owner, order.id, 'confirmed')).statusCode).toBe(200);
  // The price changes after the order: the scale prints its labels at today's.
  await api.app.db.update(products).set({ priceMinor: 120 }).where(eq(products.id, bananas.id));

  const claimed = await api.app.inject({
    method: 'POST',
    url: '/api/operator/picking/batches',
    headers: as(picker),
    payload: { count: 1 },
  });
  expect(claimed.statusCode).toBe(201);
  const batch: PickBatch = claimed.json();
  const stopOf = (productId: number) => batch.walk.find((stop) => stop.productId === productId);
  expect(stopOf(bananas.id)).toMatchObject({
    // Prefix 20, item reference 00001, value 00000: its labels name it.
    gtin: '2000001000007',
    unit: 'per_kg',
    pricePerKgMinor: 120,
  });
  expect(stopOf(loaf.id)).toMatchObject({ unit: 'each', pricePerKgMinor: null });
});
