import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { asc, count, eq } from 'drizzle-orm';
import { STOCK_MOVEMENT_PAGE_SIZE } from '@storefront/shared/contracts';
import { auditLog, products, stockMovements, users } from '../src/db/schema';
import {
  adjustStock,
  auditEntries,
  categoryId,
  createProduct,
  operatorCall,
  otherStore,
} from './catalogue-helpers';
import { as, build, type TestApp } from './helper';
import { addToCart, operatorToken, place, shopper } from './money-helpers';

let api: TestApp;
let operator: string;
let operatorId: string;
let pantry: number;
let elsewhere: Awaited<ReturnType<typeof otherStore>>;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  const [found] = await api.app.db
    .select()
    .from(users)
    .where(eq(users.email, SEED_ACCOUNTS.operator.email));
  operatorId = found!.id;
  pantry = await categoryId(api.app, 'pantry');
  elsewhere = await otherStore(api.app);
});
afterAll(() => api.close());

interface Movement {
  id: string;
  kind: string;
  quantityChange: number;
  balanceAfter: number;
  note: string | null;
  orderId: string | null;
  orderNumber: string | null;
  operator: { id: string; name: string } | null;
}

const ledger = async (productId: number, page = 1) => {
  const response = await operatorCall(
    api.app,
    operator,
    'GET',
    `/products/${productId}/stock-movements?page=${page}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Movement[]; total: number; pageSize: number };
};
const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const tally = async (productId: number) => ({
  stock: await stockOf(productId),
  movements: (
    await api.app.db
      .select({ n: count() })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
  )[0]!.n,
  audit: (await api.app.db.select({ n: count() }).from(auditLog))[0]!.n,
});
/** Every entry of the product's ledger, oldest first, straight from the table. */
const entries = (productId: number) =>
  api.app.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));

/** Each balance is the one before plus the change, from zero; the last is the shelf. */
async function expectChained(productId: number) {
  let balance = 0;
  for (const entry of await entries(productId)) {
    balance += entry.quantityChange;
    expect(entry.balanceAfter).toBe(balance);
    expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(await stockOf(productId)).toBe(balance);
}

describe('POST /api/operator/products/:productId/stock-adjustments', () => {
  it('receives, writes off and counts stock, each with a ledger entry and an audit entry', async () => {
    const product = await createProduct(api.app, operator, pantry);
    const received = await adjustStock(api.app, operator, product.id, {
      reason: 'received',
      quantity: 12,
      note: 'Delivery 4471',
    });
    expect(received.statusCode).toBe(201);
    expect(received.json()).toMatchObject({
      product: { id: product.id, stock: 12 },
      movement: {
        kind: 'received',
        quantityChange: 12,
        balanceAfter: 12,
        note: 'Delivery 4471',
        orderId: null,
        operator: { id: operatorId },
      },
    });
    const damaged = await adjustStock(api.app, operator, product.id, {
      reason: 'damaged',
      quantity: 3,
    });
    expect(damaged.statusCode).toBe(201);
    expect(damaged.json()).toMatchObject({
      product: { stock: 9 },
      movement: { kind: 'damaged', quantityChange: -3, balanceAfter: 9, note: null },
    });
    const counted = await adjustStock(api.app, operator, product.id, {
      reason: 'count_correction',
      quantity: 7,
      note: 'Shelf count',
    });
    expect(counted.statusCode).toBe(201);
    expect(counted.json()).toMatchObject({
      product: { stock: 7 },
      movement: { kind: 'count_correction', quantityChange: -2, balanceAfter: 7 },
    });
    const up = await adjustStock(api.app, operator, product.id, {
      reason: 'count_correction',
      quantity: 10,
    });
    expect(up.json().movement).toMatchObject({ quantityChange: 3, balanceAfter: 10 });

    const [latest] = await auditEntries(api.app, 'stock.adjusted');
    expect(latest).toMatchObject({
      entityType: 'product',
      entityId: String(product.id),
      operatorId,
      before: { stock: 7 },
      after: { stock: 10, reason: 'count_correction', note: null },
    });
    const all = (await auditEntries(api.app, 'stock.adjusted')).filter(
      (entry) => entry.entityId === String(product.id),
    );
    expect(all.map((entry) => entry.after)).toEqual([
      { stock: 10, reason: 'count_correction', note: null },
      { stock: 7, reason: 'count_correction', note: 'Shelf count' },
      { stock: 9, reason: 'damaged', note: null },
      { stock: 12, reason: 'received', note: 'Delivery 4471' },
    ]);

    const page = await ledger(product.id);
    expect(page.items.map((item) => [item.kind, item.quantityChange, item.balanceAfter])).toEqual([
      ['count_correction', 3, 10],
      ['count_correction', -2, 7],
      ['damaged', -3, 9],
      ['received', 12, 12],
    ]);
    expect(page.items.every((item) => item.operator?.id === operatorId)).toBe(true);
    await expectChained(product.id);
  });

  it('a count that matches the shelf answers 200 with no ledger entry', async () => {
    const product = await createProduct(api.app, operator, pantry);
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 4 });
    const before = await tally(product.id);
    const matched = await adjustStock(api.app, operator, product.id, {
      reason: 'count_correction',
      quantity: 4,
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({ product: { stock: 4 }, movement: null });
    const after = await tally(product.id);
    expect(after.stock).toBe(4);
    expect(after.movements).toBe(before.movements);
  });

  it('never takes the stock below zero: writing off more than is there is refused, writing nothing', async () => {
    const product = await createProduct(api.app, operator, pantry);
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 2 });
    const before = await tally(product.id);
    const refused = await adjustStock(api.app, operator, product.id, {
      reason: 'damaged',
      quantity: 3,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'STOCK_NOT_ENOUGH', field: 'quantity' });
    expect(refused.json().error.message).toContain('2');
    expect(await tally(product.id)).toEqual(before);
    // All of it can go, then nothing more.
    expect(
      (await adjustStock(api.app, operator, product.id, { reason: 'damaged', quantity: 2 }))
        .statusCode,
    ).toBe(201);
    const none = await adjustStock(api.app, operator, product.id, {
      reason: 'damaged',
      quantity: 1,
    });
    expect(none.statusCode).toBe(409);
    expect(
      (
        await adjustStock(api.app, operator, product.id, {
          reason: 'count_correction',
          quantity: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect(await stockOf(product.id)).toBe(0);
    await expectChained(product.id);
  });

  it.each([
    [{ reason: 'received', quantity: 0 }, 'quantity'],
    [{ reason: 'damaged', quantity: -1 }, 'quantity'],
    [{ reason: 'received', quantity: 1.5 }, 'quantity'],
    [{ reason: 'received', quantity: 1_000_001 }, 'quantity'],
    [{ reason: 'sale', quantity: 1 }, 'reason'],
    [{ reason: 'opening_balance', quantity: 1 }, 'reason'],
    [{ reason: 'received', quantity: 1, note: 'x'.repeat(201) }, 'note'],
    [{ reason: 'received', quantity: 1, stock: 5 }, 'stock'],
  ])('refuses %j with 400 naming %s, writing nothing', async (payload, field) => {
    const product = await createProduct(api.app, operator, pantry);
    const before = await tally(product.id);
    const response = await adjustStock(
      api.app,
      operator,
      product.id,
      payload as { reason: string; quantity: number },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await tally(product.id)).toEqual(before);
  });

  it('answers another store’s product exactly as a missing one, moving nothing', async () => {
    const foreign = await adjustStock(api.app, operator, elsewhere.productId, {
      reason: 'received',
      quantity: 5,
    });
    const missing = await adjustStock(api.app, operator, 2_000_000, {
      reason: 'received',
      quantity: 5,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'productId' });
    expect(foreign.body).toBe(missing.body);
    expect(await stockOf(elsewhere.productId)).toBe(0);
    const ledgerOfForeign = await operatorCall(
      api.app,
      operator,
      'GET',
      `/products/${elsewhere.productId}/stock-movements`,
    );
    expect(ledgerOfForeign.statusCode).toBe(404);
  });

  it('shows the new stock in the catalogue at once', async () => {
    const product = await createProduct(api.app, operator, pantry);
    const catalogue = () => api.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect((await catalogue()).json().stock).toBe(0);
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 8 });
    expect((await catalogue()).json().stock).toBe(8);
  });
});

describe('GET /api/operator/products/:productId/stock-movements', () => {
  it('shows sales with their order and pages the ledger newest first', async () => {
    const product = await createProduct(api.app, operator, pantry);
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 50 });
    const buyer = await shopper(api.app);
    await addToCart(api.app, buyer, product.id, 2);
    const order = (await place(api.app, buyer)).json();
    const [sale] = (await ledger(product.id)).items;
    expect(sale).toMatchObject({
      kind: 'sale',
      quantityChange: -2,
      balanceAfter: 48,
      orderId: order.id,
      orderNumber: order.number,
      operator: null,
    });
    for (let i = 0; i < STOCK_MOVEMENT_PAGE_SIZE; i += 1) {
      await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 1 });
    }
    const first = await ledger(product.id);
    const second = await ledger(product.id, 2);
    expect(first.total).toBe(STOCK_MOVEMENT_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(STOCK_MOVEMENT_PAGE_SIZE);
    expect(second.items.map((item) => item.kind)).toEqual(['sale', 'received']);
    const ids = [...first.items, ...second.items].map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await expectChained(product.id);
  });
});

describe('adjustments racing checkouts', () => {
  it('never sells or writes off more than is there, and the ledger adds up', async () => {
    const product = await createProduct(api.app, operator, pantry, { name: 'Last few tins' });
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 5 });
    const buyers = [];
    for (let i = 0; i < 10; i += 1) {
      const buyer = await shopper(api.app);
      await addToCart(api.app, buyer, product.id, 1);
      buyers.push(buyer);
    }

    const [checkouts, writeOffs] = await Promise.all([
      Promise.all(buyers.map((buyer) => place(api.app, buyer))),
      Promise.all(
        [1, 2, 3].map(() =>
          adjustStock(api.app, operator, product.id, { reason: 'damaged', quantity: 2 }),
        ),
      ),
    ]);

    const statuses = [...checkouts, ...writeOffs].map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const sold = checkouts.filter((response) => response.statusCode === 201).length;
    const writtenOff = 2 * writeOffs.filter((response) => response.statusCode === 201).length;
    for (const refused of checkouts.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe('OUT_OF_STOCK');
    }
    for (const refused of writeOffs.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe('STOCK_NOT_ENOUGH');
    }

    const stock = await stockOf(product.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(sold).toBeLessThanOrEqual(5);
    expect(sold + writtenOff).toBe(5 - stock);
    // Ten buyers wanted more than there was, so a checkout was refused only once none was left.
    expect(stock).toBe(0);

    const ledgerEntries = await entries(product.id);
    expect(ledgerEntries.reduce((sum, entry) => sum + entry.quantityChange, 0)).toBe(stock);
    expect(ledgerEntries.filter((entry) => entry.kind === 'sale')).toHaveLength(sold);
    expect(ledgerEntries.filter((entry) => entry.kind === 'damaged')).toHaveLength(writtenOff / 2);
    await expectChained(product.id);
  }, 60_000);
});

describe('an operator’s own checkout at the moment they change the same product', () => {
  it('queues the two rather than deadlocking', async () => {
    for (let round = 0; round < 10; round += 1) {
      const product = await createProduct(api.app, operator, pantry);
      await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 10 });
      await addToCart(
        api.app,
        { token: operator } as Parameters<typeof addToCart>[1],
        product.id,
        1,
      );
      const [order, adjusted, edited] = await Promise.all([
        api.app.inject({
          method: 'POST',
          url: '/api/me/orders',
          headers: as(operator),
          payload: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
        }),
        adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 1 }),
        operatorCall(api.app, operator, 'PUT', `/products/${product.id}`, {
          sku: product.sku,
          name: `Renamed ${round}`,
          categoryId: pantry,
          priceMinor: 300,
          vatRateBasisPoints: 0,
          unit: 'each',
          published: true,
        }),
      ]);
      expect([order.statusCode, adjusted.statusCode, edited.statusCode]).toEqual([201, 201, 200]);
      expect(await stockOf(product.id)).toBe(10);
      await expectChained(product.id);
    }
  }, 60_000);
});
