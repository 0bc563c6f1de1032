import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/shared/contracts';
import { notifications, orderEvents } from '../src/db/schema';
import { operatorCall } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import {
  claimed,
  confirmedOrder,
  finish,
  finished,
  orderOf,
  pickerToken,
  pickTheRest,
  type Picking,
} from './line-offer-helpers';
import { operatorToken, savedAddress, shopper } from './money-helpers';

// The picking app's walk and finish as the store and its customers see them:
// the walk follows the category order the store sets (not only the seed's),
// and finishing a batch moves each of its orders on by how it is handed over,
// on the order's record and with its customer told.

let api: TestApp;
let picking: Picking;

beforeAll(async () => {
  api = await build();
  picking = {
    app: api.app,
    owner: await operatorToken(api.app),
    picker: await pickerToken(api.app),
  };
});
afterAll(async () => {
  await api?.close();
});

interface Category {
  id: number;
  name: string;
}

const storeCategories = async (): Promise<Category[]> => {
  const response = await operatorCall(api.app, picking.owner, 'GET', '/categories');
  expect(response.statusCode).toBe(200);
  return response.json().items;
};

/** The three categories the walks below pass through. */
const WALKED = ['Bakery', 'Dairy & Eggs', 'Fruit & Veg'];
const walkedIn = (categories: Category[]) =>
  categories.map((category) => category.name).filter((name) => WALKED.includes(name));

/** Claims a batch of one order of a loaf, milk and bananas, finishes it, and answers its walk's categories. */
async function walkedCategories(): Promise<string[]> {
  await confirmedOrder(picking, [
    ['fairtrade-bananas', 1, 115],
    ['semi-skimmed-milk', 1, 120],
    ['sourdough-loaf', 1, 300],
  ]);
  const batch = await claimed(picking);
  await finished(picking, batch.id);
  return batch.walk.map((stop) => stop.categoryName);
}

describe('the walk', () => {
  it('follows the category order the store sets, from the next claim on', async () => {
    const before = await storeCategories();
    // The seed's order is by name.
    expect(walkedIn(before)).toEqual(['Bakery', 'Dairy & Eggs', 'Fruit & Veg']);
    expect(await walkedCategories()).toEqual(['Bakery', 'Dairy & Eggs', 'Fruit & Veg']);

    // Neither by name nor its reverse: the dairy aisle first, the bread by the tills.
    const wanted = ['Dairy & Eggs', 'Fruit & Veg', 'Bakery'];
    const byName = (name: string) => before.find((category) => category.name === name)!.id;
    const rest = before.filter((category) => !wanted.includes(category.name));
    const reordered = await operatorCall(api.app, picking.owner, 'PUT', '/categories/order', {
      categoryIds: [...wanted.map(byName), ...rest.map((category) => category.id)],
    });
    expect(reordered.statusCode).toBe(200);
    expect(walkedIn(reordered.json().items)).toEqual(wanted);

    expect(await walkedCategories()).toEqual(wanted);
  });
});

/** An order's status_changed events, as its live streams carry them. */
const statusEvents = async (orderId: string) =>
  (
    await api.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status_changed')))
      .orderBy(orderEvents.id)
  ).map((event) => event.data);

/** The order's messages of one topic, once the dispatcher has sent what was due. */
const told = async (orderId: string, topic: 'order_out_for_delivery' | 'order_ready_for_pickup') =>
  api.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.topic, topic)))
    .orderBy(notifications.id);

describe('finishing a batch', () => {
  it('sends a delivery out and makes a pickup ready, each on its record and its customer told', async () => {
    const deliveryCustomer = await shopper(api.app, { approved: true });
    const addressId = await savedAddress(api.app, deliveryCustomer);
    // £10.00 and £3.99 delivery below £40, paid to the driver.
    const delivery = await confirmedOrder(picking, [['basmati-rice', 1, 1000]], {
      customer: deliveryCustomer,
      payload: { deliveryOption: 'delivery', paymentMethod: 'cash_on_delivery', addressId },
    });
    // 2 × £3.00, paid at the counter.
    const pickup = await confirmedOrder(picking, [['sourdough-loaf', 2, 300]]);

    const batch = await claimed(picking, 2);
    expect(batch.orders.map((order) => [order.id, order.deliveryOption])).toEqual([
      [delivery.order.id, 'delivery'],
      [pickup.order.id, 'pickup'],
    ]);
    await pickTheRest(picking, batch.id);
    const response = await finish(picking, batch.id);
    expect(response.statusCode).toBe(200);
    expect(
      (response.json().orders as { id: string; status: OrderStatus }[]).map((order) => [
        order.id,
        order.status,
      ]),
    ).toEqual([
      [delivery.order.id, 'out_for_delivery'],
      [pickup.order.id, 'ready_for_pickup'],
    ]);

    await api.app.notificationDispatcher.flush();
    const expected = [
      {
        ...delivery,
        status: 'out_for_delivery',
        topic: 'order_out_for_delivery',
        says: [
          `Order ${delivery.order.number} is out for delivery.`,
          'Please have £13.99 ready to pay the driver.',
        ],
      },
      {
        ...pickup,
        status: 'ready_for_pickup',
        topic: 'order_ready_for_pickup',
        says: [`Order ${pickup.order.number} is ready to collect`, '£6.00 to pay at the counter.'],
      },
    ] as const;
    for (const { customer, order, status, topic, says } of expected) {
      // The customer's order page: the new status, and the move in its history.
      const seen = await orderOf(picking, customer, order.id);
      expect(seen.status).toBe(status);
      expect(seen.history.at(-1)).toMatchObject({ status, note: 'Picked' });
      // The live streams' event of the move, one for each move the order made.
      expect(await statusEvents(order.id)).toEqual([
        { status: 'placed', from: null, note: null },
        { status: 'confirmed', from: 'placed', note: null },
        { status, from: 'confirmed', note: 'Picked' },
      ]);
      // A text and an e-mail, sent to this customer, saying so.
      const messages = await told(order.id, topic);
      expect(messages.map((row) => [row.userId, row.channel, row.status])).toEqual([
        [customer.user.id, 'sms', 'sent'],
        [customer.user.id, 'email', 'sent'],
      ]);
      for (const part of says) expect(messages[0]!.body).toContain(part);
    }
  });
});
