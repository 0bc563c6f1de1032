import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../src/db/schema';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { adjustStock } from './catalogue-helpers';
import { buildPair, staleForMs, stockProduct, testRedisUrl, type TestPair } from './helper';
import { operatorToken } from './money-helpers';

// Each instance keeps ready catalogue answers for a few seconds. With REDIS_URL
// a stock change on one instance clears the others' within a second.

jest.setTimeout(90_000);

const SLUG = 'wildflower-honey';
let pair: TestPair;
let operator: string;
let productId: number;
beforeAll(async () => {
  pair = await buildPair({
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
  });
  operator = await operatorToken(pair.first);
  ({ id: productId } = await stockProduct(pair.first, SLUG, 10));
  if (!pair.sharedDatabase) await stockProduct(pair.second, SLUG, 10);
}, 120_000);
afterAll(() => pair?.close());

const stockOnDetail = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<{
    stock: number;
  }>().stock;
const stockInList = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/api/stores/38/products?pageSize=48' });
  const page = response.json<{ items: { id: number; stock: number }[] }>();
  return page.items.find((item) => item.id === productId)?.stock;
};

/**
 * In-memory PGlite cannot be shared, so on PGlite the test writes the same
 * stock into the second instance's database behind its back, as a shared
 * database would look to it: only news from the first can clear its cache.
 */
async function mirrorStock(app: FastifyInstance, stock: number) {
  await app.db.transaction(async (tx) => {
    const [found] = await tx.select().from(products).where(eq(products.slug, SLUG));
    const current = await catalogueRepository.lockStock(tx, found!.id);
    await catalogueRepository.moveStock(tx, {
      productId: found!.id,
      change: stock - current!,
      kind: 'count_correction',
      note: 'The shared database, as seen by the second instance',
    });
  });
}

describe('catalogue changes reach every instance', () => {
  it("shows a stock change made on one instance in the other's cached answers within 1 s", async () => {
    // The second instance's answers are cached and would stay for 5 s untold.
    expect(await stockOnDetail(pair.second)).toBe(10);
    expect(await stockInList(pair.second)).toBe(10);
    const listProducts = jest.spyOn(catalogueRepository, 'listProducts');
    expect(await stockInList(pair.second)).toBe(10);
    expect(listProducts).not.toHaveBeenCalled();
    listProducts.mockRestore();

    if (!pair.sharedDatabase) await mirrorStock(pair.second, 15);
    const adjusted = await adjustStock(pair.first, operator, productId, {
      reason: 'received',
      quantity: 5,
    });
    expect(adjusted.statusCode).toBe(201);
    expect(await stockOnDetail(pair.first)).toBe(15);

    expect(await staleForMs(() => stockOnDetail(pair.second), 15, 1000)).toBeLessThan(1000);
    expect(await stockInList(pair.second)).toBe(15);
  });

  it('tells the other instance of every change, not only the first', async () => {
    for (const stock of [12, 7]) {
      expect(await stockOnDetail(pair.second)).not.toBe(stock);
      if (!pair.sharedDatabase) await mirrorStock(pair.second, stock);
      // A count sets the stock to what the shelf holds.
      const adjusted = await adjustStock(pair.first, operator, productId, {
        reason: 'count_correction',
        quantity: stock,
      });
      expect(adjusted.statusCode).toBe(201);
      expect(await staleForMs(() => stockInList(pair.second), stock, 1000)).toBeLessThan(1000);
    }
  });
});
