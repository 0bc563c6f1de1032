import { categoryId, createProduct, operatorCall, productForm } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// A search's pages as a customer walks them: a typo that corrects to several
// of the store's words, products that hold more than one of them, and names
// and descriptions that hold the search itself (search-sql.ts reads only as
// many of each word's products as a page reaches). On whichever engine the
// helper opens (PGlite, or PostgreSQL through TEST_DATABASE_URL).

let api: TestApp;
let operator: string;
let bakery: number;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  bakery = await categoryId(api.app, 'bakery');
});
afterAll(() => api.close());

interface ProductPage {
  items: { id: number; name: string }[];
  total: number;
}
const list = async (query: string): Promise<ProductPage> => {
  const response = await api.app.inject({ method: 'GET', url: `/api/stores/38/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('a typo’s matches, page by page', () => {
  // "plumcott" corrects to plumcotts (0.89), and to plumcot and plumcots (0.78 each).
  const named = [
    'Plumcotts in Syrup', // its name holds "plumcott": first
    'Plumcot Plumcotts Duo', // holds it too, and two corrections
    'Plumcot Jam',
    'Zesty Plumcot Crumble',
    'Plumcots Box',
    'Fresh Plumcots',
    'Plumcot and Plumcots Medley', // two corrections as close as each other
    'Plumcot Yoghurt',
  ];
  const best = [
    'Plumcot Plumcotts Duo',
    'Plumcotts in Syrup',
    'Stone Fruit Tart', // its description holds "plumcott"
    'Fresh Plumcots',
    'Plumcot and Plumcots Medley',
    'Plumcot Jam',
    'Plumcot Yoghurt',
    'Plumcots Box',
    'Zesty Plumcot Crumble',
  ];

  const created = new Map<string, { id: number; sku: string }>();
  beforeAll(async () => {
    for (const name of named)
      created.set(name, await createProduct(api.app, operator, bakery, { name }));
    await createProduct(api.app, operator, bakery, {
      name: 'Stone Fruit Tart',
      description: 'Topped with plumcott slices.',
    });
  });

  it('lists each match once, best first, the same in pages of two as in one page', async () => {
    const whole = await list('q=plumcott&pageSize=48');
    expect(whole.items.map((item) => item.name)).toEqual(best);
    expect(whole.total).toBe(best.length);

    const walked: string[] = [];
    for (let page = 1; page <= Math.ceil(best.length / 2); page += 1) {
      const answer = await list(`q=plumcott&pageSize=2&page=${page}`);
      expect(answer.total).toBe(best.length);
      walked.push(...answer.items.map((item) => item.name));
    }
    expect(walked).toEqual(best);
  });

  it('forgets a product taken off sale, and finds it again when it is back', async () => {
    const jam = created.get('Plumcot Jam')!;
    const publish = (published: boolean) =>
      operatorCall(
        api.app,
        operator,
        'PUT',
        `/products/${jam.id}`,
        productForm(bakery, { sku: jam.sku, name: 'Plumcot Jam', published }),
      );
    expect((await publish(false)).statusCode).toBe(200);
    const withdrawn = await list('q=plumcott&pageSize=48');
    expect(withdrawn.items.map((item) => item.name)).not.toContain('Plumcot Jam');
    expect(withdrawn.total).toBe(best.length - 1);

    expect((await publish(true)).statusCode).toBe(200);
    expect((await list('q=plumcott&pageSize=48')).items.map((item) => item.name)).toEqual(best);
  });
});
