// The cluster as it is deployed: two API instances started at the same moment
// on one fresh PostgreSQL database, sharing Redis and an S3-compatible server,
// behind HAProxy. Each check talks to the instances over real HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, startCluster } from '../lib/cluster.mjs';
import {
  call,
  database,
  newClientAddress,
  openEventStream,
  signIn,
  startMailServer,
  verifiedCustomer,
  waitUntil,
} from './client.mjs';

/**
 * @import { Cluster } from '../lib/cluster.mjs'
 * @import { StartedProcess } from '../lib/processes.mjs'
 * @import { Answer, Customer, Database, MailServer } from './client.mjs'
 */

/**
 * One request made under load: `id` and `userId` for an order.
 * @typedef {{ kind: 'read' | 'cart' | 'order', status: number, id?: number, userId?: number }} Outcome
 */

// The smallest PNG: one transparent pixel.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Set by before(), for every test.
/** @type {Cluster} */
let cluster;
/** @type {Database} */
let db;
/** @type {MailServer} */
let mail;
/** @type {string} */
let lb;
/** @type {string} */
let one;
/** @type {string} */
let two;

before(async () => {
  mail = await startMailServer();
  cluster = await startCluster({
    dir: path.join(ROOT, '.cluster-test'),
    fresh: true,
    apiEnv: { SMTP_URL: mail.url, NOTIFY_POLL_MS: '200', AUTH_RATE_LIMIT: '10' },
    log: () => {},
  });
  db = database(cluster.databaseUrl);
  lb = cluster.loadBalancerUrl;
  [one, two] = cluster.instances.map((instance) => instance.url);
});

after(async () => {
  await db?.close();
  await cluster?.stop();
  await mail?.close();
});

describe('a simultaneous start', () => {
  it('brings up both instances, and the seed is there once', async () => {
    for (const base of [one, two]) assert.equal((await call(base, '/health')).status, 200);
    const { rows } = await db.query(
      'SELECT slug, count(*)::int AS copies FROM products GROUP BY slug HAVING count(*) > 1',
    );
    assert.deepEqual(rows, []);
    const stores = await db.query('SELECT count(*)::int AS n FROM stores');
    assert.equal(stores.rows[0].n, 1);
  });

  it('serves the host, whose API is the load balancer', async () => {
    const config = await (await fetch('http://localhost:8080/config.json')).json();
    assert.equal(config.apiBaseUrl, lb);
    const page = await (await fetch('http://localhost:8080/products')).text();
    assert.match(page, /Corner Market/);
  });
});

describe('shared state', () => {
  it('counts sign-in attempts across instances: exactly the limit of 10 is checked', async () => {
    const client = newClientAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const base = attempt % 2 === 0 ? one : two;
      const answer = await call(base, '/auth/login', {
        method: 'POST',
        // Straight to the instances, so the address is the load balancer's, trusted, with the client's after it.
        headers: { 'x-forwarded-for': client },
        // A new identifier each time: this counts per client, not the per-account pause.
        body: { identifier: `nobody${attempt}@example.test`, password: 'not the password' },
      });
      statuses.push(answer.status);
    }
    assert.equal(statuses.filter((status) => status === 401).length, 10);
    assert.equal(statuses.filter((status) => status === 429).length, 20);
  });

  it('reads on one instance a picture uploaded on the other', async () => {
    const customer = await verifiedCustomer(lb, db);
    const form = new FormData();
    form.append('picture', new Blob([PIXEL_PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await call(one, '/uploadprofilepic', {
      method: 'POST',
      token: customer.token,
      client: customer.client,
      body: form,
    });
    assert.ok(uploaded.status < 300, JSON.stringify(uploaded));
    const me = await call(two, '/me', { token: customer.token });
    const avatar = me.body.avatar;
    assert.ok(avatar, 'the account names its picture');
    const picture = await fetch(`${two}/avatars/${encodeURIComponent(avatar.split('/').pop())}`);
    assert.equal(picture.status, 200);
    assert.deepEqual(Buffer.from(await picture.arrayBuffer()), PIXEL_PNG);
    const missing = await fetch(`${two}/avatars/00000000-0000-4000-8000-000000000000.png`);
    assert.equal(missing.status, 404);
  });

  it('shows a stock move made on one instance on the other within 1 s', async () => {
    const operator = await signIn(one, cluster.operator.identifier, cluster.operator.password);
    const { rows } = await db.query('SELECT id FROM products WHERE published ORDER BY id LIMIT 1');
    const productId = rows[0].id;
    /** @param {string} base */
    const stockOn = async (base) => (await call(base, `/products/${productId}`)).body.stock;
    // Instance 2 answers from its cache from here on.
    const before = await stockOn(two);
    assert.equal(await stockOn(two), before);
    const moved = await call(one, `/operator/products/${productId}/stock-adjustments`, {
      method: 'POST',
      token: operator.token,
      client: operator.client,
      body: { reason: 'received', quantity: 5, note: 'Cluster test delivery' },
    });
    assert.equal(moved.status, 201, JSON.stringify(moved));
    const seen = await waitUntil(
      () => stockOn(two),
      (stock) => stock === before + 5,
      {
        timeoutMs: 3000,
      },
    );
    assert.ok(seen.ms <= 1000, `instance 2 showed the new stock after ${seen.ms} ms`);
  });

  it('ends on the other instance a session logged out on one', async () => {
    const customer = await verifiedCustomer(lb, db);
    assert.equal((await call(two, '/me', { token: customer.token })).status, 200);
    const out = await call(one, '/auth/logout', { method: 'POST', token: customer.token });
    assert.ok(out.status < 300, JSON.stringify(out));
    assert.equal((await call(two, '/me', { token: customer.token })).status, 401);
  });

  it('streams to a customer on one instance the move of their order made through the other', async () => {
    const customer = await verifiedCustomer(lb, db);
    const { rows } = await db.query(
      'SELECT id FROM products WHERE published AND stock > 20 ORDER BY id LIMIT 1',
    );
    await call(two, `/me/cart/items/${rows[0].id}`, {
      method: 'PUT',
      token: customer.token,
      body: { quantity: 1 },
    });
    const placed = await call(two, '/me/orders', {
      method: 'POST',
      token: customer.token,
      body: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
    });
    assert.equal(placed.status, 201, JSON.stringify(placed));
    const stream = await openEventStream(
      `${one}/me/orders/${placed.body.id}/events`,
      customer.token,
    );
    try {
      const operator = await signIn(two, cluster.operator.identifier, cluster.operator.password);
      const moved = await call(two, `/operator/orders/${placed.body.id}/status`, {
        method: 'POST',
        token: operator.token,
        client: operator.client,
        body: { status: 'confirmed' },
      });
      assert.equal(moved.status, 200, JSON.stringify(moved));
      const event = await stream.next();
      assert.equal(event.event, 'status_changed');
      assert.deepEqual(
        { orderId: event.data.orderId, status: event.data.status },
        { orderId: placed.body.id, status: 'confirmed' },
      );
    } finally {
      stream.close();
    }
  });

  it('sends each order notification exactly once, with both instances dispatching', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => verifiedCustomer(lb, db)));
    const { rows } = await db.query(
      'SELECT id FROM products WHERE published AND stock > 20 ORDER BY id LIMIT 1',
    );
    for (const customer of customers) {
      const put = await call(lb, `/me/cart/items/${rows[0].id}`, {
        method: 'PUT',
        token: customer.token,
        body: { quantity: 1 },
      });
      assert.equal(put.status, 200, JSON.stringify(put));
      const placed = await call(lb, '/me/orders', {
        method: 'POST',
        token: customer.token,
        body: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
      });
      assert.equal(placed.status, 201, JSON.stringify(placed));
    }
    const emails = customers.map((customer) => customer.user.email);
    const settled = await waitUntil(
      async () =>
        (
          await db.query(
            `SELECT count(*) FILTER (WHERE status <> 'sent')::int AS waiting, count(*)::int AS total
               FROM notifications WHERE channel = 'email' AND recipient = ANY($1)`,
            [emails],
          )
        ).rows[0],
      (counts) => counts.total >= customers.length && counts.waiting === 0,
      { timeoutMs: 15_000, everyMs: 100 },
    );
    assert.notEqual(settled.ms, Infinity, `still waiting: ${JSON.stringify(settled.value)}`);
    // A moment more, in case a second instance were about to send one again.
    await sleep(1000);
    const delivered = mail.received.filter((message) => emails.includes(message.to[0]));
    assert.equal(delivered.length, settled.value.total);
    const subjects = delivered.map(
      (message) => `${message.to[0]} ${message.data.match(/^Subject: .*$/m)?.[0]}`,
    );
    assert.equal(new Set(subjects).size, subjects.length, 'no e-mail went twice');
  });
});

describe('an instance stopped under load', () => {
  /**
   * Workers shop through the load balancer until told to stop: catalogue
   * reads, and cart-then-order for a customer each. Answers every outcome.
   * @param {Customer[]} customers
   * @param {number} productId
   */
  function shopUnderLoad(customers, productId) {
    /** @type {Outcome[]} */
    const outcomes = [];
    let running = true;
    const workers = customers.map(async (customer, index) => {
      while (running) {
        if (index % 2 === 0) {
          const list = await call(lb, '/stores/38/products').catch((error) => ({
            status: 0,
            error,
          }));
          outcomes.push({ kind: 'read', status: list.status });
          continue;
        }
        const put = await call(lb, `/me/cart/items/${productId}`, {
          method: 'PUT',
          token: customer.token,
          body: { quantity: 1 },
        }).catch(() => ({ status: 0 }));
        outcomes.push({ kind: 'cart', status: put.status });
        /** @type {Answer | { status: 0, body?: undefined }} */
        const order = await call(lb, '/me/orders', {
          method: 'POST',
          token: customer.token,
          body: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
        }).catch(() => ({ status: 0 }));
        outcomes.push({
          kind: 'order',
          status: order.status,
          id: order.body?.id,
          userId: customer.user.id,
        });
      }
    });
    return {
      outcomes,
      stop: async () => {
        running = false;
        await Promise.all(workers);
      },
    };
  }

  it('loses no request and no order when an instance is stopped (SIGTERM) and started again', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => verifiedCustomer(lb, db)));
    const { rows } = await db.query(
      'SELECT id FROM products WHERE published ORDER BY stock DESC LIMIT 1',
    );
    const operator = await signIn(one, cluster.operator.identifier, cluster.operator.password);
    await call(one, `/operator/products/${rows[0].id}/stock-adjustments`, {
      method: 'POST',
      token: operator.token,
      body: { reason: 'received', quantity: 100_000, note: 'Stock for the load' },
    });
    const load = shopUnderLoad(customers, rows[0].id);
    await sleep(1500);
    const [first] = cluster.instances;
    // Running: the cluster started it.
    const exit = await /** @type {StartedProcess} */ (first.process).stop();
    assert.equal(exit.code, 0, 'the instance drained and exited cleanly');
    await sleep(1500);
    await cluster.restart(first);
    await sleep(1500);
    await load.stop();

    const failed = load.outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
    assert.deepEqual(failed, [], 'every request got its answer');
    const placed = load.outcomes.filter((outcome) => outcome.kind === 'order');
    assert.ok(placed.length > 20, `only ${placed.length} orders were placed`);
    const stored = await db.query('SELECT id FROM orders WHERE user_id = ANY($1)', [
      customers.map((customer) => customer.user.id),
    ]);
    assert.deepEqual(
      new Set(stored.rows.map((row) => row.id)),
      new Set(placed.map((outcome) => outcome.id)),
      'each answered order is stored, and no other',
    );
  });

  it('keeps every answered order when an instance is killed (SIGKILL); reads are retried', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => verifiedCustomer(lb, db)));
    const { rows } = await db.query(
      'SELECT id FROM products WHERE published ORDER BY stock DESC LIMIT 1',
    );
    const load = shopUnderLoad(customers, rows[0].id);
    await sleep(1500);
    const [, second] = cluster.instances;
    // Running: the cluster started it.
    await /** @type {StartedProcess} */ (second.process).kill();
    await sleep(1500);
    await cluster.restart(second);
    await sleep(1000);
    await load.stop();

    const failedReads = load.outcomes.filter(
      (outcome) => outcome.kind === 'read' && outcome.status !== 200,
    );
    assert.deepEqual(failedReads, [], 'the load balancer retried every read');
    const answered = load.outcomes.filter(
      (outcome) => outcome.kind === 'order' && outcome.status === 201,
    );
    const stored = await db.query('SELECT id FROM orders WHERE user_id = ANY($1)', [
      customers.map((customer) => customer.user.id),
    ]);
    const storedIds = new Set(stored.rows.map((row) => row.id));
    for (const order of answered) assert.ok(storedIds.has(order.id), `order ${order.id} was lost`);
    // An order can commit just as its instance dies, before its answer is sent: at most one per
    // customer in flight, and never twice (the retry finds the cart empty).
    assert.ok(storedIds.size - answered.length <= customers.length / 2);
  });
});
