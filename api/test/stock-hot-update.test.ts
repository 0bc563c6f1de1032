import { sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@storefront/shared/contracts';
import { build, type TestApp } from './helper';

// Every sale takes stock off a product. PostgreSQL updates the row in place
// (a HOT update, no index written) only when no indexed column changed, so
// the low-stock view's index keys on low_stock, which stays null while the
// stock is above the threshold, and no index of products names stock itself.

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Rows<T> = { rows: T[] };

it('has no index of products on the stock itself', async () => {
  const { rows } = (await api.app.db.execute(sql`
    select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
      from pg_index where indrelid = 'products'::regclass`)) as Rows<{
    name: string;
    definition: string;
  }>;
  expect(rows.map((row) => row.name)).toContain('products_low_stock');
  // \b counts _ as part of a word: low_stock is not stock.
  expect(rows.filter((row) => /\bstock\b/.test(row.definition))).toEqual([]);
});

it('keeps low_stock the stock at or under LOW_STOCK_THRESHOLD, and null above it', async () => {
  const seen: Record<number, number | null> = {};
  const rolledBack = new Error('rolled back');
  await expect(
    api.app.db.transaction(async (tx) => {
      for (const stock of [0, LOW_STOCK_THRESHOLD, LOW_STOCK_THRESHOLD + 1, 1000]) {
        const { rows } = (await tx.execute(sql`
          update products set stock = ${stock}
           where id = (select min(id) from products) returning low_stock`)) as Rows<{
          low_stock: number | null;
        }>;
        seen[stock] = rows[0]!.low_stock;
      }
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  expect(seen).toEqual({
    0: 0,
    [LOW_STOCK_THRESHOLD]: LOW_STOCK_THRESHOLD,
    [LOW_STOCK_THRESHOLD + 1]: null,
    1000: null,
  });
});
