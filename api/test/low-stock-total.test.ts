import { sql } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  LOW_STOCK_TOTAL_CAP,
  OPERATOR_PRODUCT_PAGE_SIZE,
  TOTAL_CAP,
} from '@storefront/shared/contracts';
import { categoryId, operatorCall } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// The low-stock view counts its products to LOW_STOCK_TOTAL_CAP, not the
// lists' TOTAL_CAP, and pages on past it; the product list beside it still
// counts the same products to TOTAL_CAP.

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  const pantry = await categoryId(api.app, 'pantry');
  // One more low product than the view counts, each with 0..THRESHOLD left.
  await api.app.db.execute(sql`
    insert into products (store_id, category_id, sku, slug, name, description, price_minor, stock, image)
    select 38, ${pantry}, 'LOW-' || n, 'low-' || n, 'Low tin ' || lpad(n::text, 5, '0'), '', 100,
           n % ${LOW_STOCK_THRESHOLD + 1}, '/images/placeholder.svg'
    from generate_series(1, ${LOW_STOCK_TOTAL_CAP + 1}) as n`);
});
afterAll(() => api.close());

const list = async (query: string) => {
  const response = await operatorCall(api.app, operator, 'GET', `/products?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { stock: number }[];
    total: number;
    totalCapped?: boolean;
  };
};

describe('GET /api/operator/products?stock=low past its count', () => {
  it('says its total is capped at LOW_STOCK_TOTAL_CAP', async () => {
    const first = await list('stock=low');
    expect(first).toMatchObject({ total: LOW_STOCK_TOTAL_CAP, totalCapped: true });
    expect(first.items).toHaveLength(OPERATOR_PRODUCT_PAGE_SIZE);
    expect(first.items.every((item) => item.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
  });

  it('pages on past the cap, and says the same total past the end', async () => {
    const lastCounted = Math.ceil(LOW_STOCK_TOTAL_CAP / OPERATOR_PRODUCT_PAGE_SIZE);
    const beyond = await list(`stock=low&page=${lastCounted + 1}`);
    expect(beyond.items.length).toBeGreaterThan(0);
    expect(beyond).toMatchObject({ total: LOW_STOCK_TOTAL_CAP, totalCapped: true });
    const pastTheEnd = await list(`stock=low&page=${lastCounted + 10}`);
    expect(pastTheEnd).toMatchObject({
      items: [],
      total: LOW_STOCK_TOTAL_CAP,
      totalCapped: true,
    });
  });

  it('leaves the product list counting to TOTAL_CAP', async () => {
    const all = await list('q=Low%20tin');
    expect(all.total).toBe(LOW_STOCK_TOTAL_CAP + 1);
    expect(all.total).toBeLessThan(TOTAL_CAP);
    expect(all.totalCapped).toBeUndefined();
  });
});
