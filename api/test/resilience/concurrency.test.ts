import { SEED_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { STORE_ID } from '@storefront/shared/contracts';
import { applyCustomerBatch } from '../../src/modules/imports/customer-batch';
import { readCustomerCsv } from '../../src/modules/imports/customer-csv';
import { createRowPlanner } from '../../src/modules/imports/customer-plan';
import { applyProductBatch, categoriesOf } from '../../src/modules/imports/product-batch';
import { readProductCsv } from '../../src/modules/imports/product-csv';
import { createProductRowPlanner } from '../../src/modules/imports/product-plan';
import { importsRepository } from '../../src/modules/imports/repository';
import { addresses, orderLines, orders, products, users, walletEntries } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { as, build, stockProduct, type TestApp } from '../helper';
import { uploadCsv } from '../import-helpers';
import { addToCart, giveCredit, operatorToken, pickup, type Customer } from '../money-helpers';
import { recordResilience } from './report';

// On PostgreSQL (TEST_DATABASE_URL) parallel requests run on separate connections at
// READ COMMITTED; on PGlite they queue on its one connection. The invariants hold on both.
let api: TestApp;
let operator: string;
let passwordHash: string;
beforeAll(async () => {
  [api, passwordHash] = await Promise.all([build(), hashPassword('a long enough password')]);
  operator = await operatorToken(api.app);
}, 120_000);

const tally = { tried: 0, failed: 0, fiveXx: 0 };
afterAll(async () => {
  recordResilience({
    area: 'concurrency',
    check: 'last items, wallet spends with refunds and credits, parallel CSV imports',
    ...tally,
  });
  await api?.app.importQueue.idle();
  await api?.close();
});

/** A test whose failure is counted in the resilience record. */
const check = (name: string, body: () => Promise<void>) =>
  it(
    name,
    async () => {
      try {
        await body();
      } catch (error) {
        tally.failed += 1;
        throw error;
      }
    },
    60_000,
  );

/** inject, counted; a 5xx is always a bug. */
async function hit(options: InjectOptions) {
  const response = await api.app.inject(options);
  tally.tried += 1;
  if (response.statusCode >= 500) tally.fiveXx += 1;
  expect(response.statusCode).toBeLessThan(500);
  return response;
}

let serial = 0;
/** A verified customer, made straight in the database (registering hashes a password, slowly). */
async function fastShopper(options: { approved?: boolean } = {}): Promise<Customer> {
  serial += 1;
  const id = String(serial).padStart(5, '0');
  const user = (await api.app.accounts.create({
    storeId: STORE_ID,
    name: `Racer ${id}`,
    email: `racer${id}@example.test`,
    mobile: `+4474018${id}`,
    passwordHash,
  } as Parameters<typeof api.app.accounts.create>[0]))!;
  await api.app.db
    .update(users)
    .set({
      mobileVerifiedAt: new Date(),
      ...(options.approved ? { documentStatus: 'approved' as const } : {}),
    })
    .where(eq(users.id, user.id));
  return {
    token: await api.app.accounts.startSession(user.id),
    user: {
      id: user.id,
      mobile: user.mobile,
      email: user.email!,
      referralCode: user.referralCode,
    },
  };
}

const placeOrder = (customer: Customer, payload: object = pickup) =>
  hit({ method: 'POST', url: '/api/me/orders', headers: as(customer.token), payload });

const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;

/** Quantity of a product in orders that still hold their stock (not cancelled). */
const heldIn = async (productId: number) =>
  (
    await api.app.db
      .select({ quantity: orderLines.quantity, status: orders.status })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productId, productId))
  )
    .filter((line) => line.status !== 'cancelled')
    .reduce((sum, line) => sum + line.quantity, 0);

describe('the last items in stock', () => {
  check(
    '3 in stock, 10 customers with two-line carts: 3 orders, and the refused 7 take nothing',
    async () => {
      const coffee = await stockProduct(api.app, 'cold-brew-coffee', 3, 250);
      const cake = await stockProduct(api.app, 'lemon-drizzle-cake', 5, 400);
      const customers = await Promise.all(Array.from({ length: 10 }, () => fastShopper()));
      for (const customer of customers) {
        await addToCart(api.app, customer, coffee.id, 1);
        await addToCart(api.app, customer, cake.id, 1);
      }

      const responses = await Promise.all(customers.map((customer) => placeOrder(customer)));
      const placed = responses.filter((response) => response.statusCode === 201);
      const refused = responses.filter((response) => response.statusCode === 409);
      expect([placed.length, refused.length]).toEqual([3, 7]);
      for (const response of refused) {
        expect(response.json().error).toMatchObject({ code: 'OUT_OF_STOCK', field: 'cart' });
      }
      expect(await stockOf(coffee.id)).toBe(0);
      // The cake line of a refused order was rolled back with it.
      expect(await stockOf(cake.id)).toBe(2);
      expect(await heldIn(coffee.id)).toBe(3);
      expect(await heldIn(cake.id)).toBe(3);
      // The refused customers keep their carts, to try again.
      for (const [i, response] of responses.entries()) {
        const cart = await hit({
          method: 'GET',
          url: '/api/me/cart',
          headers: as(customers[i]!.token),
        });
        expect(cart.json().lines).toHaveLength(response.statusCode === 201 ? 0 : 2);
      }
      const negative = await api.app.db.select().from(products).where(lt(products.stock, 0));
      expect(negative).toEqual([]);
    },
  );

  check(
    'checkouts racing cancellations never sell stock that is not back on the shelf',
    async () => {
      const STOCK = 4;
      const wraps = await stockProduct(api.app, 'beeswax-food-wraps', STOCK, 500);
      // The late customers fill their carts while there is still stock to put in them.
      const late = await Promise.all(Array.from({ length: 8 }, () => fastShopper()));
      for (const customer of late) await addToCart(api.app, customer, wraps.id, 1);
      const early = await Promise.all(Array.from({ length: STOCK }, () => fastShopper()));
      const earlyOrders: string[] = [];
      for (const customer of early) {
        await addToCart(api.app, customer, wraps.id, 1);
        const response = await placeOrder(customer);
        expect(response.statusCode).toBe(201);
        earlyOrders.push(response.json().id);
      }
      expect(await stockOf(wraps.id)).toBe(0);

      const cancel = (customer: Customer, orderId: string) =>
        hit({
          method: 'POST',
          url: `/api/me/orders/${orderId}/cancel`,
          headers: as(customer.token),
        });
      // Each early customer cancels twice at once; the operator confirms the first order meanwhile.
      const responses = await Promise.all([
        ...late.map((customer) => placeOrder(customer)),
        ...early.flatMap((customer, i) => [
          cancel(customer, earlyOrders[i]!),
          cancel(customer, earlyOrders[i]!),
        ]),
        hit({
          method: 'POST',
          url: `/api/operator/orders/${earlyOrders[0]}/status`,
          headers: as(operator),
          payload: { status: 'confirmed' },
        }),
      ]);
      const lateResults = responses.slice(0, late.length).map((response) => response.statusCode);
      const cancels = responses.slice(late.length, late.length + early.length * 2);
      const cancelled = cancels.filter((response) => response.statusCode === 200).length;
      // A second cancel of the same order is refused, never counted twice.
      expect(cancelled).toBeLessThanOrEqual(STOCK);
      for (const response of cancels.filter((r) => r.statusCode !== 200)) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
      }
      const sold = lateResults.filter((status) => status === 201).length;
      expect(sold).toBeLessThanOrEqual(cancelled);
      expect(lateResults.every((status) => status === 201 || status === 409)).toBe(true);
      // Every item is on the shelf or in exactly one live order.
      const stock = await stockOf(wraps.id);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock + (await heldIn(wraps.id))).toBe(STOCK);
    },
  );
});

describe('wallet spends', () => {
  /** Replays the ledger: each balance follows from the one before, and none is negative. */
  async function expectConsistentLedger(customer: Customer) {
    const entries = await api.app.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, customer.user.id))
      .orderBy(asc(walletEntries.id));
    let balance = 0;
    for (const entry of entries) {
      balance += entry.kind === 'debit' ? -entry.amountMinor : entry.amountMinor;
      expect({ id: entry.id, balance: entry.balanceAfterMinor }).toEqual({ id: entry.id, balance });
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    const wallet = await hit({ method: 'GET', url: '/api/me/wallet', headers: as(customer.token) });
    expect(wallet.json().balanceMinor).toBe(balance);

    // Every wallet payment matches its order, and every refund a cancelled order.
    const own = await api.app.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const byReason = (reason: string) =>
      sum(entries.filter((entry) => entry.reason === reason).map((entry) => entry.amountMinor));
    expect(byReason('order_payment')).toBe(sum(own.map((order) => order.walletPaidMinor)));
    expect(byReason('order_refund')).toBe(
      sum(own.filter((o) => o.status === 'cancelled').map((o) => o.walletPaidMinor)),
    );
    return { balance, entries, orders: own };
  }

  check('parallel checkouts paid partly and wholly from the wallet never overdraw it', async () => {
    const customer = await fastShopper({ approved: true });
    const rice = await stockProduct(api.app, 'basmati-rice', 1000, 300);
    await giveCredit(api.app, operator, customer.user.id, 400);
    const putInCart = () =>
      hit({
        method: 'PUT',
        url: `/api/me/cart/items/${rice.id}`,
        headers: as(customer.token),
        payload: { quantity: 1 },
      });
    const outcomes = new Map<string, number>();
    const placedIds: string[] = [];
    // Bounded: 5 rounds of 14 requests, each round racing cart edits, checkouts paying 300
    // (all) or 150 (part) from the wallet, operator credits and double cancellations.
    for (let round = 0; round < 5; round += 1) {
      await putInCart();
      const toCancel = placedIds.shift();
      const responses = await Promise.all([
        ...Array.from({ length: 3 }, () => putInCart()),
        ...Array.from({ length: 3 }, () =>
          placeOrder(customer, { ...pickup, walletAmountMinor: 300 }),
        ),
        ...Array.from({ length: 3 }, () =>
          placeOrder(customer, { ...pickup, walletAmountMinor: 150 }),
        ),
        hit({
          method: 'POST',
          url: `/api/operator/customers/${customer.user.id}/wallet-credits`,
          headers: as(operator),
          payload: { amountMinor: 50, note: 'Race' },
        }),
        ...(toCancel
          ? [0, 1].map(() =>
              hit({
                method: 'POST',
                url: `/api/me/orders/${toCancel}/cancel`,
                headers: as(customer.token),
              }),
            )
          : []),
      ]);
      for (const response of responses.slice(3, 9)) {
        const outcome =
          response.statusCode === 201
            ? 'placed'
            : `${response.statusCode} ${response.json().error.code}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (response.statusCode === 201) placedIds.push(response.json().id);
        expect(['placed', '409 CART_EMPTY', '409 WALLET_INSUFFICIENT']).toContain(outcome);
      }
    }
    const { balance, orders: placed } = await expectConsistentLedger(customer);
    console.log('wallet race outcomes', Object.fromEntries(outcomes), 'final balance', balance);
    expect(outcomes.get('placed') ?? 0).toBeGreaterThan(0);
    // Never more spent than was ever credited.
    const spent = placed
      .filter((order) => order.status !== 'cancelled')
      .reduce((sum, order) => sum + order.walletPaidMinor, 0);
    expect(spent + balance).toBe(400 + 5 * 50);
  });

  check(
    '12 customers each racing 5 wallet-paid checkouts against a balance that covers 2',
    async () => {
      const cake = await stockProduct(api.app, 'lemon-drizzle-cake', 1000, 400);
      const customers = await Promise.all(
        Array.from({ length: 12 }, () => fastShopper({ approved: true })),
      );
      for (const customer of customers) {
        await giveCredit(api.app, operator, customer.user.id, 800);
        await addToCart(api.app, customer, cake.id, 1);
      }
      // Each customer: checkouts, and cart refills racing them, all at once, across customers too.
      const responses = await Promise.all(
        customers.flatMap((customer) => [
          ...Array.from({ length: 5 }, () =>
            placeOrder(customer, { ...pickup, walletAmountMinor: 400 }),
          ),
          ...Array.from({ length: 4 }, () =>
            hit({
              method: 'PUT',
              url: `/api/me/cart/items/${cake.id}`,
              headers: as(customer.token),
              payload: { quantity: 1 },
            }),
          ),
        ]),
      );
      expect(responses.every((response) => response.statusCode < 500)).toBe(true);
      for (const customer of customers) {
        const { balance, orders: placed } = await expectConsistentLedger(customer);
        expect(placed.length).toBeLessThanOrEqual(2);
        expect(balance).toBe(800 - 400 * placed.length);
      }
    },
  );
});

describe('parallel CSV imports of the same file', () => {
  const csvOf = (prefix: string, rows: number) =>
    [
      'name,email,mobile,line1,city,postcode',
      ...Array.from(
        { length: rows },
        (_, i) =>
          `Parallel ${prefix}${i},${prefix}${i}@import.test,+4474017${prefix}${String(i).padStart(3, '0')},${i} Mill Lane,York,YO1 7HH`,
      ),
    ].join('\n');
  const importedUsers = async (prefix: string) =>
    api.app.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(
        inArray(
          users.email,
          Array.from({ length: 200 }, (_, i) => `${prefix}${i}@import.test`),
        ),
      );
  const addressCounts = async (userIds: string[]) =>
    api.app.db
      .select({ userId: addresses.userId, n: count() })
      .from(addresses)
      .where(inArray(addresses.userId, userIds))
      .groupBy(addresses.userId);

  check('4 uploads at once create each customer once', async () => {
    const ROWS = 40;
    const csv = csvOf('11', ROWS);
    const uploads = await Promise.all(
      Array.from({ length: 4 }, () => uploadCsv(api.app, operator, csv)),
    );
    tally.tried += uploads.length;
    expect(uploads.map((response) => response.statusCode)).toEqual([202, 202, 202, 202]);
    await api.app.importQueue.idle();
    const summaries = await Promise.all(
      uploads.map(async (upload) =>
        (
          await hit({
            method: 'GET',
            url: `/api/operator/customer-imports/${upload.json().id}`,
            headers: as(operator),
          })
        ).json(),
      ),
    );
    const total = (key: 'created' | 'skipped' | 'updated' | 'failed') =>
      summaries.reduce((sum, summary) => sum + summary.counts[key], 0);
    expect(summaries.every((summary) => summary.status === 'done')).toBe(true);
    expect(total('created')).toBe(ROWS);
    expect(total('failed')).toBe(0);
    expect(total('created') + total('skipped') + total('updated')).toBe(4 * ROWS);
    const created = await importedUsers('11');
    expect(created).toHaveLength(ROWS);
    const perUser = await addressCounts(created.map((user) => user.id));
    expect(perUser).toHaveLength(ROWS);
    expect(perUser.every((row) => row.n === 1)).toBe(true);
  });

  check('two API instances working the same file at once create each customer once', async () => {
    // What two API processes behind a load balancer would do with the same upload:
    // each plans the rows and applies them, at the same time, to the one database.
    const ROWS = 40;
    const { rows } = readCustomerCsv(Buffer.from(csvOf('22', ROWS)));
    const operatorId = (
      await api.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, SEED_ACCOUNTS.operator.email))
    )[0]!.id;
    const records = await Promise.all(
      [1, 2].map(() =>
        importsRepository.create(api.app.db, {
          kind: 'customers',
          storeId: STORE_ID,
          operatorId,
          fileName: 'same.csv',
          totalRows: rows.length,
          ignoredColumns: [],
        }),
      ),
    );
    tally.tried += records.length;
    const results = await Promise.allSettled(
      records.map((record) =>
        applyCustomerBatch(api.app.db, record.id, STORE_ID, createRowPlanner()(rows)),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const created = await importedUsers('22');
    expect(created).toHaveLength(ROWS);
    const perUser = await addressCounts(created.map((user) => user.id));
    expect(perUser.every((row) => row.n === 1)).toBe(true);
    const reports = await Promise.all(
      records.map((record) => importsRepository.find(api.app.db, STORE_ID, 'customers', record.id)),
    );
    const createdCounts = reports.map((report) => report!.counts.created);
    expect(createdCounts[0]! + createdCounts[1]!).toBe(ROWS);
    // The other instance's rows are reported, never silently dropped.
    expect(reports.every((report) => report!.processedRows === ROWS)).toBe(true);
    const orphanRows = await api.app.db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.addedFromCsv, true),
          inArray(
            users.mobile,
            created.map((u) => u.mobile),
          ),
        ),
      );
    expect(orphanRows[0]!.n).toBe(ROWS);
  });

  check(
    'two API instances working the same product file at once create each SKU once',
    async () => {
      const ROWS = 60;
      const { rows } = readProductCsv(
        Buffer.from(
          [
            'sku,name,category,price',
            ...Array.from({ length: ROWS }, (_, i) => `RACE-${i},Race ${i},pantry,2.${10 + i}`),
          ].join('\n'),
        ),
      );
      const operatorId = (
        await api.app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, SEED_ACCOUNTS.operator.email))
      )[0]!.id;
      const categories = await categoriesOf(api.app.db, STORE_ID);
      const records = await Promise.all(
        [1, 2].map(() =>
          importsRepository.create(api.app.db, {
            kind: 'products',
            storeId: STORE_ID,
            operatorId,
            fileName: 'same.csv',
            totalRows: rows.length,
            ignoredColumns: [],
          }),
        ),
      );
      tally.tried += records.length;
      const results = await Promise.allSettled(
        records.map((record) =>
          applyProductBatch(
            api.app.db,
            { importId: record.id, storeId: STORE_ID, operatorId, fileName: 'same.csv' },
            createProductRowPlanner()(rows, { categories, currency: 'GBP' }),
          ),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const made = await api.app.db
        .select({ sku: products.sku })
        .from(products)
        .where(
          inArray(
            products.sku,
            Array.from({ length: ROWS }, (_, i) => `RACE-${i}`),
          ),
        );
      expect(made).toHaveLength(ROWS);
      const reports = await Promise.all(
        records.map((record) =>
          importsRepository.find(api.app.db, STORE_ID, 'products', record.id),
        ),
      );
      // Each SKU is created by one instance; the other reports it as already there.
      expect(reports.map((report) => report!.counts.created).reduce((a, b) => a + b)).toBe(ROWS);
      expect(reports.map((report) => report!.counts.skipped).reduce((a, b) => a + b)).toBe(ROWS);
      expect(reports.every((report) => report!.counts.failed === 0)).toBe(true);
      expect(reports.every((report) => report!.processedRows === ROWS)).toBe(true);
    },
  );
});
