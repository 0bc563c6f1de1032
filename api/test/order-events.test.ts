import { sql } from 'drizzle-orm';
import { orderEvents, stores, users } from '../src/db/schema';
import { newReferralCode } from '../src/lib/tokens';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { MAX_STREAMS_PER_CALLER, SETTLE_MS } from '../src/modules/orders/event-stream';
import { as, build, registerCustomer, type TestApp } from './helper';
import { moveOrder, operatorToken, placedOrder, shopper, type Customer } from './money-helpers';
import { listen, openStream, type OpenedStream } from './sse-client';
import { signIn } from './staff-sign-in';

// The live order streams, over real HTTP: what a customer's order page and
// the order desk hear, what a reconnect gets back, and who may listen.

let api: TestApp;
let base: string;
let operator: string;
const opened: OpenedStream[] = [];
beforeAll(async () => {
  api = await build();
  base = await listen(api.app);
  operator = await operatorToken(api.app);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});
afterAll(() => api.close());

async function stream(path: string, token: string, headers: Record<string, string> = {}) {
  const opening = await openStream(`${base}${path}`, { ...as(token), ...headers });
  opened.push(opening);
  return opening;
}

const customerStream = (customer: Customer, orderId: string, headers?: Record<string, string>) =>
  stream(`/api/me/orders/${orderId}/events`, customer.token, headers);

async function move(orderId: string, status: string) {
  const response = await moveOrder(api.app, operator, orderId, status);
  expect(response.statusCode).toBe(200);
}

/** The order's event ids, oldest first, as the log holds them. */
async function eventIds(orderId: string): Promise<string[]> {
  const rows = await api.app.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(sql`${orderEvents.orderId} = ${orderId}`)
    .orderBy(orderEvents.id);
  return rows.map((row) => String(row.id));
}

describe('GET /api/me/orders/:orderId/events', () => {
  it('tells the customer of the operator’s move, live, and nothing from before', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const live = await customerStream(customer, order.id);

    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.response.headers.get('cache-control')).toBe('no-store');
    expect(live.response.headers.get('x-accel-buffering')).toBe('no');
    expect(live.response.headers.get('content-encoding')).toBeNull();

    await move(order.id, 'confirmed');
    await live.eventsReach(1);
    expect(live.retry).toBe(3000);
    const [confirmedId] = (await eventIds(order.id)).slice(-1);
    expect(live.events).toEqual([
      {
        id: confirmedId,
        event: 'status_changed',
        data: {
          orderId: order.id,
          orderNumber: order.number,
          kind: 'status_changed',
          status: 'confirmed',
          from: 'placed',
          note: null,
          at: expect.any(String),
        },
      },
    ]);
  });

  it('answers another customer’s order with 404, and no token with 401', async () => {
    const owner = await shopper(api.app);
    const order = await placedOrder(api.app, owner);
    const someoneElse = await registerCustomer(api.app);

    const refused = await customerStream(someoneElse, order.id);
    expect(refused.response.status).toBe(404);
    expect((await refused.response.json()).error).toMatchObject({ code: 'NOT_FOUND' });
    expect(refused.response.headers.get('cache-control')).toBe('no-store');

    const anonymous = await openStream(`${base}/api/me/orders/${order.id}/events`, {});
    opened.push(anonymous);
    expect(anonymous.response.status).toBe(401);
  });

  it('resumes after Last-Event-ID or ?since= with exactly the events missed, in order, then live', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    await move(order.id, 'confirmed');
    await move(order.id, 'ready_for_pickup');
    const [placedId, confirmedId, readyId] = await eventIds(order.id);

    const fromSince = await stream(
      `/api/me/orders/${order.id}/events?since=${placedId}`,
      customer.token,
    );
    await fromSince.eventsReach(2);
    expect(fromSince.events.map((event) => [event.id, event.data.status])).toEqual([
      [confirmedId, 'confirmed'],
      [readyId, 'ready_for_pickup'],
    ]);

    // A reconnecting browser names the last event it saw, which wins over the page's since.
    const reconnected = await stream(
      `/api/me/orders/${order.id}/events?since=${placedId}`,
      customer.token,
      { 'Last-Event-ID': confirmedId! },
    );
    await reconnected.eventsReach(1);

    await move(order.id, 'completed');
    await fromSince.eventsReach(3);
    await reconnected.eventsReach(2);
    const [, , , completedId] = await eventIds(order.id);
    expect(reconnected.events.map((event) => event.id)).toEqual([readyId, completedId]);
    expect(fromSince.events.map((event) => event.id)).toEqual([confirmedId, readyId, completedId]);
  });

  it('refuses a resume point that is not an event id with 400 naming it', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const badSince = await stream(
      `/api/me/orders/${order.id}/events?since=yesterday`,
      customer.token,
    );
    expect(badSince.response.status).toBe(400);
    const badHeader = await customerStream(customer, order.id, { 'Last-Event-ID': 'x' });
    expect(badHeader.response.status).toBe(400);
    expect((await badHeader.response.json()).error.field).toBe('Last-Event-ID');
  });

  it('never skips an event whose transaction commits after a later one’s', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const live = await customerStream(customer, order.id);
    // A transaction takes id n and writes its row, but commits only after the
    // next transaction (id n + 1) has committed and been announced.
    const [reserved] = (
      (await api.app.db.execute(
        sql`select nextval('order_events_id_seq')::text as id, clock_timestamp()::text as at`,
      )) as unknown as { rows: { id: string; at: string }[] }
    ).rows;
    await move(order.id, 'confirmed');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS / 4));
    await api.app.db.insert(orderEvents).values({
      id: Number(reserved!.id),
      orderId: order.id,
      storeId: 38,
      kind: 'line_picked',
      data: { line: 'the late one' },
      at: new Date(reserved!.at),
    });
    await live.eventsReach(2);
    expect(live.events.map((event) => [event.id, event.event])).toEqual([
      [reserved!.id, 'line_picked'],
      [expect.any(String), 'status_changed'],
    ]);
  });

  it('ends the stream once its session is signed out', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const live = await customerStream(customer, order.id);
    const signOut = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: as(customer.token),
    });
    expect(signOut.statusCode).toBe(204);
    await move(order.id, 'confirmed');
    await live.whenEnded();
    expect(live.events).toEqual([]);
    expect(live.comments).toContain('signed out');
  });

  it(`lets one account hold ${MAX_STREAMS_PER_CALLER} streams; one more is 429`, async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const streams = [];
    for (let count = 0; count < MAX_STREAMS_PER_CALLER; count += 1) {
      streams.push(await customerStream(customer, order.id));
    }
    expect(streams.map((open) => open.response.status)).toEqual(streams.map(() => 200));
    const oneMore = await customerStream(customer, order.id);
    expect(oneMore.response.status).toBe(429);
    expect((await oneMore.response.json()).error.code).toBe('TOO_MANY_STREAMS');

    // Closing one frees its place.
    await streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await customerStream(customer, order.id)).response.status).toBe(200);
  });
});

describe('GET /api/operator/orders/events', () => {
  const OTHER_STORE_ID = 99;

  async function otherStoreOperator(): Promise<string> {
    await api.app.db.insert(stores).values({
      id: OTHER_STORE_ID,
      name: 'Elsewhere Market',
      currency: 'GBP',
      country: 'GB',
      shopLink: 'elsewhere-market',
    });
    const [user] = await api.app.db
      .insert(users)
      .values({
        storeId: OTHER_STORE_ID,
        name: 'Eve Elsewhere',
        email: 'operator@elsewhere.test',
        mobile: '+447911000099',
        role: 'operator',
        staffRole: 'owner',
        mobileVerifiedAt: new Date(),
        referralCode: newReferralCode(),
      })
      .returning();
    return api.app.accounts.startSession(user!.id);
  }

  it('hears every order of the store, another store’s staff none of them, and orderId narrows it', async () => {
    const elsewhere = await otherStoreOperator();
    const desk = await stream('/api/operator/orders/events', operator);
    const otherDesk = await stream('/api/operator/orders/events', elsewhere);
    const first = await placedOrder(api.app, await shopper(api.app));
    const second = await placedOrder(api.app, await shopper(api.app), { slug: 'sourdough-loaf' });
    const one = await stream(`/api/operator/orders/events?orderId=${second.id}`, operator);

    await move(first.id, 'confirmed');
    await move(second.id, 'confirmed');
    await desk.eventsReach(4);
    await one.eventsReach(1);
    expect(desk.events.map((event) => [event.data.orderNumber, event.data.status])).toEqual([
      [first.number, 'placed'],
      [second.number, 'placed'],
      [first.number, 'confirmed'],
      [second.number, 'confirmed'],
    ]);
    expect(one.events.map((event) => [event.data.orderId, event.data.status])).toEqual([
      [second.id, 'confirmed'],
    ]);
    expect(otherDesk.events).toEqual([]);

    // Another store's order is not found, as on the order page.
    const notTheirs = await stream(`/api/operator/orders/events?orderId=${first.id}`, elsewhere);
    expect(notTheirs.response.status).toBe(404);
  });

  it('refuses a customer and a role without orders.read with 403', async () => {
    const customer = await registerCustomer(api.app);
    const asCustomer = await stream('/api/operator/orders/events', customer.token);
    expect(asCustomer.response.status).toBe(403);
    const catalogue = await signIn(
      api.app,
      SEED_ACCOUNTS.catalogue.email,
      SEED_ACCOUNTS.catalogue.password,
    );
    const asCatalogue = await stream('/api/operator/orders/events', catalogue.token);
    expect(asCatalogue.response.status).toBe(403);
    expect((await asCatalogue.response.json()).error.message).toMatch(/^Your role \(Catalogue\)/);
  });
});

describe('a closing server', () => {
  it('ends every open stream with a last comment, without holding the close up', async () => {
    // An instance of its own: the close must wait for nothing but the streams.
    const own = await build();
    const ownBase = await listen(own.app);
    const customer = await shopper(own.app);
    const order = await placedOrder(own.app, customer);
    const live = await openStream(
      `${ownBase}/api/me/orders/${order.id}/events`,
      as(customer.token),
    );
    const desk = await openStream(
      `${ownBase}/api/operator/orders/events`,
      as(await operatorToken(own.app)),
    );
    const started = Date.now();
    await own.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await live.whenEnded(1_000);
    await desk.whenEnded(1_000);
    expect(live.comments).toContain('the server is restarting; reconnect');
    await own.close();
  });
});
