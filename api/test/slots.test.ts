import { and, eq } from 'drizzle-orm';
import { cartItems, notifications, orders } from '../src/db/schema';
import { build, stockProduct, type TestApp } from './helper';
import { auditEntries, operatorCall } from './catalogue-helpers';
import {
  addToCart,
  getAs,
  moveOrder,
  operatorToken,
  pickup,
  place,
  shopper,
  type Customer,
} from './money-helpers';

// Delivery and pickup slots through the API, on whichever engine the run
// uses: PostgreSQL (TEST_DATABASE_URL) runs the parallel checkouts on separate
// connections, PGlite queues them on its one.
let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date in London's calendar, days from today: '2026-11-28'. */
const londonDate = (daysFromToday: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + daysFromToday * DAY_MS),
  );
/** ISO weekday of a date: 1 is Monday. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

// Each test's windows start at a minute of their own between 05:00 and 05:59,
// so they never meet the seeded windows (09:00 and later) or each other.
let nextMinute = 0;
async function createWindow(fields: Record<string, unknown> = {}, daysFromToday = 1) {
  const minute = String(nextMinute++).padStart(2, '0');
  const date = londonDate(daysFromToday);
  const response = await operatorCall(api.app, operator, 'POST', '/slot-windows', {
    deliveryOption: 'pickup',
    weekday: weekdayOf(date),
    startTime: `05:${minute}`,
    endTime: '06:00',
    capacity: 5,
    cutoffMinutes: 60,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`window refused: ${response.body}`);
  return { window: response.json() as { id: number; startTime: string }, date };
}

const slotsFor = async (deliveryOption: string) =>
  (
    await api.app.inject({
      method: 'GET',
      url: `/api/stores/38/slots?deliveryOption=${deliveryOption}`,
    })
  ).json().items as Array<{
    windowId: number;
    date: string;
    startsAt: string;
    endsAt: string;
    remaining: number;
  }>;

async function customerWithRice(quantity = 1): Promise<Customer> {
  const customer = await shopper(api.app);
  const rice = await stockProduct(api.app, 'basmati-rice', 1000, 500);
  await addToCart(api.app, customer, rice.id, quantity);
  return customer;
}

const placeInSlot = (customer: Customer, windowId: number, date: string) =>
  place(api.app, customer, { ...pickup, slot: { windowId, date } });

describe('the slots a customer is offered', () => {
  it('lists the next 7 days of open slots for the option, with the places left', async () => {
    const { window, date } = await createWindow({ capacity: 4 });
    const slots = await slotsFor('pickup');
    const mine = slots.find((slot) => slot.windowId === window.id);
    expect(mine).toMatchObject({ date, remaining: 4 });
    // 05:xx London time, whatever the clocks say.
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(mine!.startsAt)),
    ).toBe(window.startTime);

    const dates = new Set(slots.map((slot) => slot.date));
    const week = new Set(Array.from({ length: 7 }, (_, day) => londonDate(day)));
    expect([...dates].every((day) => week.has(day))).toBe(true);
    expect(slots.every((slot) => new Date(slot.startsAt).getTime() > Date.now())).toBe(true);
    const times = slots.map((slot) => slot.startsAt);
    expect(times).toEqual([...times].sort());
    expect((await slotsFor('delivery')).some((slot) => slot.windowId === window.id)).toBe(false);
  });

  it('leaves out a window that is switched off', async () => {
    const { window } = await createWindow({ active: false });
    expect((await slotsFor('pickup')).some((slot) => slot.windowId === window.id)).toBe(false);
  });
});

describe('placing an order in a slot', () => {
  it('books the slot: on the order, in its message, in the places left and in the day view', async () => {
    const { window, date } = await createWindow({ capacity: 2 });
    const customer = await customerWithRice(3);
    const response = await placeInSlot(customer, window.id, date);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    const offered = (await slotsFor('pickup')).find((slot) => slot.windowId === window.id)!;
    expect(order.slot).toEqual({ startsAt: offered.startsAt, endsAt: offered.endsAt });
    expect(offered.remaining).toBe(1);

    const read = (await getAs(api.app, customer.token, `/api/me/orders/${order.id}`)).json();
    expect(read.slot).toEqual(order.slot);
    const [text] = await api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.channel, 'sms')));
    expect(text!.body).toContain(`to collect `);
    expect(text!.body).toContain(`${window.startTime}–06:00`);

    const day = (await operatorCall(api.app, operator, 'GET', `/slots?date=${date}`)).json();
    const slot = day.slots.find((entry: { windowId: number }) => entry.windowId === window.id);
    expect(slot).toMatchObject({
      capacity: 2,
      booked: 1,
      orders: [{ id: order.id, number: order.number }],
    });
    const rice = day.pickList.find((line: { sku: string }) => line.sku === 'BASMATI-RICE');
    expect(rice.quantity).toBeGreaterThanOrEqual(3);
    // Nobody chose otherwise: all of it follows the orders' default, a similar item.
    expect(rice.ifShort).toEqual([{ choice: 'similar', name: null, quantity: rice.quantity }]);
  });

  it('refuses a slot that is not offered, or has closed, and writes nothing', async () => {
    const customer = await customerWithRice();
    const { window, date } = await createWindow();
    const { window: delivery } = await createWindow({ deliveryOption: 'delivery' });
    const { window: off } = await createWindow({ active: false });
    const far = await createWindow({}, 7);

    const cases: Array<[object, number, string]> = [
      [{ windowId: delivery.id, date }, 400, 'VALIDATION_FAILED'],
      [{ windowId: window.id, date: londonDate(2) }, 400, 'VALIDATION_FAILED'],
      [{ windowId: 2_000_000, date }, 400, 'VALIDATION_FAILED'],
      [{ windowId: far.window.id, date: far.date }, 400, 'VALIDATION_FAILED'],
      [{ windowId: off.id, date }, 409, 'SLOT_CLOSED'],
    ];
    for (const [slot, status, code] of cases) {
      const response = await place(api.app, customer, { ...pickup, slot });
      expect([
        response.statusCode,
        response.json().error.code,
        response.json().error.field,
      ]).toEqual([status, code, 'slot']);
    }
    const bad = await place(api.app, customer, {
      ...pickup,
      slot: { windowId: window.id, date: 'soon' },
    });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'slot.date']);

    const cart = await api.app.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, customer.user.id));
    expect(cart).toHaveLength(1);
    const placed = await api.app.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(0);
  });

  it('refuses a full slot, and a cancelled order gives its place back', async () => {
    const { window, date } = await createWindow({ capacity: 1 });
    const first = await customerWithRice();
    const second = await customerWithRice();
    const booked = await placeInSlot(first, window.id, date);
    expect(booked.statusCode).toBe(201);

    const full = await placeInSlot(second, window.id, date);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toEqual({
      code: 'SLOT_FULL',
      field: 'slot',
      message: 'That slot has just filled up. Choose another.',
    });
    const offered = (await slotsFor('pickup')).find((slot) => slot.windowId === window.id);
    expect(offered?.remaining).toBe(0);

    expect((await moveOrder(api.app, operator, booked.json().id, 'cancelled')).statusCode).toBe(
      200,
    );
    expect((await placeInSlot(second, window.id, date)).statusCode).toBe(201);
  });
});

describe('parallel checkouts for one slot', () => {
  it('books exactly 3 of 10 customers into a slot with 3 places', async () => {
    const { window, date } = await createWindow({ capacity: 3 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => customerWithRice()));
    const responses = await Promise.all(
      customers.map((customer) => placeInSlot(customer, window.id, date)),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect([placed.length, refused.length]).toEqual([3, 7]);
    expect(new Set(refused.map((response) => response.json().error.code))).toEqual(
      new Set(['SLOT_FULL']),
    );
    const day = (await operatorCall(api.app, operator, 'GET', `/slots?date=${date}`)).json();
    expect(
      day.slots.find((entry: { windowId: number }) => entry.windowId === window.id).booked,
    ).toBe(3);
    const offered = (await slotsFor('pickup')).find((slot) => slot.windowId === window.id);
    expect(offered?.remaining).toBe(0);
  }, 60_000);
});

describe('the operator’s slot windows', () => {
  it('adds and edits windows, each in the audit log, refusing a taken start and bad input by field', async () => {
    const { window } = await createWindow({ capacity: 8 });
    const listed = (await operatorCall(api.app, operator, 'GET', '/slot-windows')).json();
    expect(listed.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: window.id, capacity: 8 })]),
    );
    expect((await auditEntries(api.app, 'slot_window.created'))[0]!.summary).toMatch(
      new RegExp(
        `^Store pickup, \\w+day ${window.startTime}–06:00, 8 places, closes 60 min before$`,
      ),
    );

    const taken = await operatorCall(api.app, operator, 'POST', '/slot-windows', {
      ...window,
      id: undefined,
      active: true,
    });
    expect([taken.statusCode, taken.json().error.code, taken.json().error.field]).toEqual([
      409,
      'SLOT_WINDOW_TAKEN',
      'startTime',
    ]);
    const goodWindow = {
      deliveryOption: 'pickup',
      weekday: 1,
      startTime: '04:00',
      endTime: '04:30',
      capacity: 1,
      cutoffMinutes: 0,
    };
    for (const [fields, field] of [
      [{ startTime: '10:00', endTime: '09:00' }, 'endTime'],
      [{ weekday: 8 }, 'weekday'],
      [{ capacity: 0 }, 'capacity'],
      [{ startTime: '25:00' }, 'startTime'],
    ] as const) {
      const bad = await operatorCall(api.app, operator, 'POST', '/slot-windows', {
        ...goodWindow,
        ...fields,
      });
      expect([bad.statusCode, bad.json().error.field]).toEqual([400, field]);
    }

    const fields = (await operatorCall(api.app, operator, 'GET', '/slot-windows'))
      .json()
      .items.find((item: { id: number }) => item.id === window.id);
    delete fields.id;
    const edited = await operatorCall(api.app, operator, 'PUT', `/slot-windows/${window.id}`, {
      ...fields,
      capacity: 12,
    });
    expect(edited.json()).toMatchObject({ id: window.id, capacity: 12 });
    expect((await auditEntries(api.app, 'slot_window.updated'))[0]!.summary).toContain(
      '8 places, closes 60 min before → ',
    );
    const missing = await operatorCall(api.app, operator, 'PUT', '/slot-windows/2000000', {
      ...fields,
    });
    expect(missing.statusCode).toBe(404);
  });
});
