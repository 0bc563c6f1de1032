import { inArray, sql } from 'drizzle-orm';
import { OPERATOR_ORDER_PAGE_SIZE, encodeOrderCursor } from '@storefront/shared/operator-contracts';
import { orders } from '../src/db/schema';
import { build, type TestApp } from './helper';
import { getAs, operatorToken, placedOrder, shopper, type Customer } from './money-helpers';

// The order desk's list pages by keyset: each page starts where the one before
// it ended, so orders placed meanwhile move nothing on the pages after the first.

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

interface OrderPage {
  items: Array<{ id: string; number: string; createdAt: string }>;
  pageSize: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

async function listPage(query: string): Promise<OrderPage> {
  const response = await getAs(api.app, operator, `/api/operator/orders?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as OrderPage;
}

const idsOf = (page: OrderPage) => page.items.map((order) => order.id);

/** Every page of a customer's orders, first to last, following nextCursor. */
async function walkForward(customerId: string): Promise<OrderPage[]> {
  const pages = [await listPage(`customerId=${customerId}`)];
  while (pages.at(-1)!.nextCursor) {
    pages.push(await listPage(`customerId=${customerId}&after=${pages.at(-1)!.nextCursor}`));
  }
  return pages;
}

/** Orders of one fresh customer: the filter keeps other tests' orders out. */
async function customerWithOrders(count: number): Promise<{ customer: Customer; ids: string[] }> {
  const customer = await shopper(api.app);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await placedOrder(api.app, customer)).id);
  return { customer, ids: ids.reverse() };
}

describe('GET /api/operator/orders: pages by keyset', () => {
  let customer: Customer;
  let newestFirst: string[];
  beforeAll(async () => {
    ({ customer, ids: newestFirst } = await customerWithOrders(2 * OPERATOR_ORDER_PAGE_SIZE + 5));
  });

  it('walks every order once with nextCursor, and back with previousCursor', async () => {
    const pages = await walkForward(customer.user.id);
    expect(pages.map((page) => page.items.length)).toEqual([
      OPERATOR_ORDER_PAGE_SIZE,
      OPERATOR_ORDER_PAGE_SIZE,
      5,
    ]);
    expect(pages.flatMap(idsOf)).toEqual(newestFirst);
    expect(pages[0]!.previousCursor).toBeNull();
    expect(pages[2]!.nextCursor).toBeNull();

    const back = await listPage(
      `customerId=${customer.user.id}&before=${pages[2]!.previousCursor}`,
    );
    expect(idsOf(back)).toEqual(idsOf(pages[1]!));
    expect(back.nextCursor).not.toBeNull();
    const first = await listPage(`customerId=${customer.user.id}&before=${back.previousCursor}`);
    expect(idsOf(first)).toEqual(idsOf(pages[0]!));
    expect(first.previousCursor).toBeNull();
  });

  it('keeps page 2 as it was when an order is placed while the operator reads it', async () => {
    const page1 = await listPage(`customerId=${customer.user.id}`);
    const page2 = await listPage(`customerId=${customer.user.id}&after=${page1.nextCursor}`);

    const placedMeanwhile = await placedOrder(api.app, customer);

    const page2Again = await listPage(`customerId=${customer.user.id}&after=${page1.nextCursor}`);
    expect(idsOf(page2Again)).toEqual(idsOf(page2));
    // Counted from the top (LIMIT 20 OFFSET 20), page 2 would now start with
    // page 1's last order: the new one pushed every row down by one.
    const fromTheTop = (await walkForward(customer.user.id)).flatMap(idsOf);
    expect(fromTheTop[0]).toBe(placedMeanwhile.id);
    const byOffset = fromTheTop.slice(OPERATOR_ORDER_PAGE_SIZE, 2 * OPERATOR_ORDER_PAGE_SIZE);
    expect(byOffset[0]).toBe(idsOf(page1).at(-1));
    expect(byOffset).not.toEqual(idsOf(page2));
    // Previous from page 2 is the page 1 the operator saw, and says there is newer still.
    const previous = await listPage(
      `customerId=${customer.user.id}&before=${page2.previousCursor}`,
    );
    expect(idsOf(previous)).toEqual(idsOf(page1));
    expect(previous.previousCursor).not.toBeNull();
  });

  it('neither skips nor repeats orders placed within one millisecond, or at one instant', async () => {
    const { customer: twin, ids } = await customerWithOrders(OPERATOR_ORDER_PAGE_SIZE + 3);
    // The first 12 at one instant; the rest microseconds apart within one
    // millisecond (one instant to a JavaScript Date), across the page boundary.
    const instants = ids.map((_, index) =>
      index < 12
        ? '2030-01-01T00:00:01.000000Z'
        : `2030-01-01T00:00:00.000${String(999 - index).padStart(3, '0')}Z`,
    );
    for (const [index, id] of ids.entries()) {
      // Through SQL: a JavaScript Date would drop the microseconds.
      await api.app.db.execute(
        sql`update orders set created_at = ${instants[index]!}::timestamptz where id = ${id}`,
      );
    }
    const pages = await walkForward(twin.user.id);
    const walked = pages.flatMap(idsOf);
    expect(pages[0]!.items).toHaveLength(OPERATOR_ORDER_PAGE_SIZE);
    expect(walked).toHaveLength(ids.length);
    expect(new Set(walked).size).toBe(ids.length);
    // Newest first, and among equal instants the higher number first.
    const rows = await api.app.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(inArray(orders.id, ids));
    const numberOf = new Map(rows.map((row) => [row.id, row.number]));
    const sameInstant = walked.slice(0, 12).map((id) => numberOf.get(id)!);
    expect(sameInstant).toEqual([...sameInstant].sort().reverse());
  });

  it('keeps the filters across pages', async () => {
    const pages = await walkForward(customer.user.id);
    const statusOnly = await listPage(
      `customerId=${customer.user.id}&status=placed&after=${pages[0]!.nextCursor}`,
    );
    expect(idsOf(statusOnly)).toEqual(idsOf(pages[1]!));
    const none = await listPage(
      `customerId=${customer.user.id}&status=cancelled&after=${pages[0]!.nextCursor}`,
    );
    expect(none).toEqual({
      items: [],
      pageSize: OPERATOR_ORDER_PAGE_SIZE,
      nextCursor: null,
      previousCursor: null,
    });
  });

  it('walks a search by customer name across customers, forward and back, with its filters', async () => {
    // Two customers one name holds, their orders interleaved in time.
    const name = 'Pagewalk Quillfeather';
    const [one, two] = [await shopper(api.app, { name }), await shopper(api.app, { name })];
    const placed: string[] = [];
    for (let i = 0; i < OPERATOR_ORDER_PAGE_SIZE + 3; i += 1) {
      placed.push((await placedOrder(api.app, i % 2 === 0 ? one : two)).id);
    }
    const newest = placed.reverse();
    const q = `q=${encodeURIComponent('pagewalk quillf')}`;
    const first = await listPage(q);
    const second = await listPage(`${q}&after=${first.nextCursor}`);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(newest);
    expect(second.nextCursor).toBeNull();
    expect(idsOf(await listPage(`${q}&before=${second.previousCursor}`))).toEqual(idsOf(first));
    const placedOnly = await listPage(`${q}&status=placed&after=${first.nextCursor}`);
    expect(idsOf(placedOnly)).toEqual(idsOf(second));
    expect((await listPage(`${q}&status=cancelled`)).items).toEqual([]);
  });

  it.each([
    ['after', 'after=not-a-cursor'],
    ['after', `after=${Buffer.from('["yesterday","CM-000001"]').toString('base64url')}`],
    ['before', `before=${Buffer.from('{"page":2}').toString('base64url')}`],
    [
      'before',
      `after=${encodeOrderCursor({ createdAt: '2030-01-01T00:00:00.000000Z', number: 'CM-000001' })}` +
        `&before=${encodeOrderCursor({ createdAt: '2030-01-01T00:00:00.000000Z', number: 'CM-000001' })}`,
    ],
  ])('refuses a cursor it did not give (%s), naming the field', async (field, query) => {
    const response = await getAs(api.app, operator, `/api/operator/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});
