import { SEARCH_TOTAL_CAP } from '@storefront/shared/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema';
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
  totalCapped?: boolean;
}
const list = async (query: string): Promise<ProductPage> => {
  const response = await api.app.inject({ method: 'GET', url: `/api/stores/38/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The names a search lists in pages of two, each page saying `total` match. */
async function walkedInTwos(query: string, total: number): Promise<string[]> {
  const walked: string[] = [];
  for (let page = 1; page <= Math.ceil(total / 2); page += 1) {
    const answer = await list(`${query}&pageSize=2&page=${page}`);
    expect(answer.total).toBe(total);
    walked.push(...answer.items.map((item) => item.name));
  }
  return walked;
}

const setPublished = (product: { id: number; sku: string; name: string }, published: boolean) =>
  operatorCall(
    api.app,
    operator,
    'PUT',
    `/products/${product.id}`,
    productForm(bakery, { sku: product.sku, name: product.name, published }),
  );

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

    expect(await walkedInTwos('q=plumcott', best.length)).toEqual(best);
  });

  it('forgets a product taken off sale, and finds it again when it is back', async () => {
    const jam = created.get('Plumcot Jam')!;
    const publish = (published: boolean) =>
      setPublished({ ...jam, name: 'Plumcot Jam' }, published);
    expect((await publish(false)).statusCode).toBe(200);
    const withdrawn = await list('q=plumcott&pageSize=48');
    expect(withdrawn.items.map((item) => item.name)).not.toContain('Plumcot Jam');
    expect(withdrawn.total).toBe(best.length - 1);

    expect((await publish(true)).statusCode).toBe(200);
    expect((await list('q=plumcott&pageSize=48')).items.map((item) => item.name)).toEqual(best);
  });
});

describe('a word more names hold than a search counts', () => {
  // SEARCH_TOTAL_CAP + 1 names hold "kumquat", and one description does.
  const jars = Array.from({ length: SEARCH_TOTAL_CAP + 1 }, (_, index) => ({
    name: `Kumquat Jar ${String(index).padStart(4, '0')}`,
    description: 'Preserved whole.',
  }));
  beforeAll(async () => {
    await api.app.db.insert(products).values(
      [...jars, { name: 'Winter Fruit Basket', description: 'Clementines and kumquats.' }].map(
        (product, index) => ({
          storeId: 38,
          categoryId: bakery,
          sku: `KUMQUAT-${index}`,
          slug: `kumquat-${index}`,
          priceMinor: 250,
          stock: 3,
          image: 'products/sourdough-loaf.webp',
          ...product,
        }),
      ),
    );
  });

  it('says "1,000+" and pages the names in order, whichever case it is typed in', async () => {
    for (const q of ['kumquat', 'KUMQUAT']) {
      const first = await list(`q=${q}&pageSize=24`);
      expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
      expect(first.items.map((item) => item.name)).toEqual(
        jars.slice(0, 24).map((jar) => jar.name),
      );
    }
    const later = await list('q=kumquat&pageSize=24&page=3');
    expect(later.items.map((item) => item.name)).toEqual(jars.slice(48, 72).map((jar) => jar.name));
  });

  it('pages the names holding every word first, counted to the cap by the longest word', async () => {
    const first = await list('q=kumquat%20jar&pageSize=24');
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(first.items.map((item) => item.name)).toEqual(jars.slice(0, 24).map((jar) => jar.name));
  });

  it('counts to the same cap in any other order', async () => {
    const byPrice = await list('q=kumquat&sort=price-asc&pageSize=24');
    expect(byPrice).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });

  it('counts a description holding the word once the names are fewer than the cap', async () => {
    const [first] = await api.app.db.select().from(products).where(eq(products.sku, 'KUMQUAT-0'));
    expect((await setPublished(first!, false)).statusCode).toBe(200);
    // 1,000 names and the basket's description, counted exactly: over the cap by one.
    const counted = await list('q=kumquat&pageSize=24');
    expect(counted).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    // The names fill places 1 to 1,000, so page 42 (985 to 1,008) ends on the basket.
    const last = (await list('q=kumquat&pageSize=24&page=42')).items.map((item) => item.name);
    expect(last).toEqual([...jars.slice(985).map((jar) => jar.name), 'Winter Fruit Basket']);
  });

  it('finds the names holding every word however far into the first word’s names they are', async () => {
    // Past the jars in name order, further than a short page looks among the
    // names of its first word before it ranks every match.
    await createProduct(api.app, operator, bakery, { name: 'Kumquat Zest Tin' });
    const first = await list('q=kumquat%20zest&pageSize=2');
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(first.items.map((item) => item.name)).toEqual(['Kumquat Zest Tin', jars[1]!.name]);
  });
});

describe('a word with letters beyond ASCII', () => {
  it('is found in names as it is written, in either case', async () => {
    await createProduct(api.app, operator, bakery, { name: 'Crème Caramel Pots' });
    for (const q of ['crème', 'CRÈME'])
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((item) => item.name)).toContain(
        'Crème Caramel Pots',
      );
  });
});

describe('several words, word by word', () => {
  // "zorbox" weighs 7 trigrams and "plimt" 6: a name holding "zorbox" alone
  // comes close enough (7 of 13), one holding "plimt" alone does not (6 of 13).
  const best = [
    'Plimt and Zorbox Tin', // holds both words: first, by name
    'Zorbox Plimt Jar',
    'Zorboxes Plimt Box', // holds both, one inside a longer word: after
    'Gift Hamper', // its description holds "zorbox plimt"
    'Zorbox Only Pack', // close enough
  ];
  beforeAll(async () => {
    for (const name of [...best, 'Plimt Only Pack'].filter((name) => name !== 'Gift Hamper'))
      await createProduct(api.app, operator, bakery, { name });
    await createProduct(api.app, operator, bakery, {
      name: 'Gift Hamper',
      description: 'With a zorbox plimt inside.',
    });
  });

  it('puts names holding every word first, then descriptions, then names close enough', async () => {
    const whole = await list('q=zorbox%20plimt&pageSize=48');
    expect(whole.items.map((item) => item.name)).toEqual(best);
    expect(whole.total).toBe(best.length);
    expect((await list('q=Zorbox%20%20PLIMT&pageSize=48')).items.map((item) => item.name)).toEqual(
      best,
    );
  });

  it('lists the same matches page by page, and counts them as any other order does', async () => {
    expect(await walkedInTwos('q=zorbox%20plimt', best.length)).toEqual(best);
    const byName = await list('q=zorbox%20plimt&sort=name&pageSize=48');
    expect(byName.items.map((item) => item.name)).toEqual([...best].sort());
  });

  it('takes a typo of one of the words as coming close, not as holding it', async () => {
    const found = (await list('q=zorbox%20plimtt&pageSize=48')).items.map((item) => item.name);
    expect(found).toEqual(expect.arrayContaining(['Zorbox Plimt Jar', 'Plimt and Zorbox Tin']));
    expect(found).not.toContain('Gift Hamper');
  });
});
