import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/config';
import { categories, products, stores, users, walletEntries } from '../src/db/schema';
import { rowsOf } from '../src/db/raw-rows';
import { SEED_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/demo-accounts';
import { STORE_PICKUP, seedStore } from '../src/db/seed/seed';
import { gtin14, isValidGtin } from '@storefront/shared/operator-contracts';
import { as, build, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

const countOf = async (table: typeof categories | typeof products | typeof users) =>
  (await api.app.db.select({ n: count() }).from(table))[0]!.n;

describe('seed', () => {
  it('gives store 38 a catalogue worth browsing', async () => {
    expect(await countOf(categories)).toBeGreaterThanOrEqual(6);
    expect(await countOf(products)).toBeGreaterThanOrEqual(60);
    const all = await api.app.db.select().from(products);
    expect(
      all.every((product) => Number.isInteger(product.priceMinor) && product.priceMinor > 0),
    ).toBe(true);
    expect(all.some((product) => product.stock === 0)).toBe(true);
    expect(all.filter((product) => product.featured).length).toBeGreaterThan(0);
  });

  it('gives every product and variant a valid barcode of its own', async () => {
    const all = await api.app.db.select().from(products);
    for (const product of all) {
      expect({ sku: product.sku, valid: isValidGtin(product.gtin ?? '') }).toEqual({
        sku: product.sku,
        valid: true,
      });
    }
    expect(new Set(all.map((product) => gtin14(product.gtin!))).size).toBe(all.length);
    expect(all.some((product) => product.variantOf !== null)).toBe(true);
  });

  it('gives a database seeded before barcodes the seed’s codes, once, never taking one in use', async () => {
    const slugs = ['braeburn-apples', 'hass-avocados', 'fairtrade-bananas'];
    const before = await api.app.db.select().from(products).where(inArray(products.slug, slugs));
    const bySlug = new Map(before.map((product) => [product.slug, product]));
    const [apples, avocados, bananas] = slugs.map((slug) => bySlug.get(slug)!);
    const setCodes = async (codes: [number, string | null][]) => {
      for (const [id, gtin] of codes) {
        await api.app.db.update(products).set({ gtin }).where(eq(products.id, id));
      }
    };
    try {
      // As 0033 left them, without codes; meanwhile the store gave the avocados' code to the bananas.
      await setCodes([
        [apples!.id, null],
        [avocados!.id, null],
        [bananas!.id, avocados!.gtin],
      ]);

      // Found by name: migrations are renumbered.
      const file = readdirSync(MIGRATIONS_DIR).find((name) =>
        name.endsWith('_backfill_seed_gtins.sql'),
      )!;
      await api.app.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')));

      const after = await api.app.db.select().from(products).where(inArray(products.slug, slugs));
      expect(Object.fromEntries(after.map((product) => [product.slug, product.gtin]))).toEqual({
        'braeburn-apples': apples!.gtin,
        'hass-avocados': null,
        'fairtrade-bananas': avocados!.gtin,
      });
    } finally {
      await setCodes(before.map((product) => [product.id, null]));
      await setCodes(before.map((product) => [product.id, product.gtin]));
    }
  });

  it('gives a database seeded before scale codes the bananas’ one, once, never over a code of the store’s', async () => {
    const [bananas, apples] = await Promise.all(
      ['loose-bananas', 'braeburn-apples'].map(
        async (slug) =>
          (await api.app.db.select().from(products).where(eq(products.slug, slug)))[0]!,
      ),
    );
    // Prefix 20, item reference 00001, value 00000: the scale's labels for them name them.
    expect(bananas!.gtin).toBe('2000001000007');
    const SEEDED_BEFORE = '5099999000738';
    const setCode = (id: number, gtin: string | null) =>
      api.app.db.update(products).set({ gtin }).where(eq(products.id, id));
    const codeOf = async (id: number) =>
      (await api.app.db.select().from(products).where(eq(products.id, id)))[0]!.gtin;
    // Found by name: migrations are renumbered.
    const file = readdirSync(MIGRATIONS_DIR).find((name) =>
      name.endsWith('_seed_scale_codes.sql'),
    )!;
    const migrate = () =>
      api.app.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')));
    try {
      await setCode(bananas!.id, SEEDED_BEFORE);
      await migrate();
      expect(await codeOf(bananas!.id)).toBe('2000001000007');
      await migrate();
      expect(await codeOf(bananas!.id)).toBe('2000001000007');

      // A code the store gave them is its own.
      await setCode(bananas!.id, '4006381333931');
      await migrate();
      expect(await codeOf(bananas!.id)).toBe('4006381333931');

      // Another product holds the scale code: the bananas keep theirs.
      await setCode(bananas!.id, SEEDED_BEFORE);
      await setCode(apples!.id, '2000001000007');
      await migrate();
      expect(await codeOf(bananas!.id)).toBe(SEEDED_BEFORE);
    } finally {
      await setCode(apples!.id, apples!.gtin);
      await setCode(bananas!.id, bananas!.gtin);
    }
  });

  it('sells loose bananas by weight, with an estimate of one', async () => {
    const [bananas] = await api.app.db
      .select()
      .from(products)
      .where(eq(products.slug, 'loose-bananas'));
    expect(bananas).toMatchObject({
      name: 'Loose Bananas',
      unit: 'per_kg',
      priceMinor: 115,
      estimatedWeightGrams: 180,
      featured: false,
      published: true,
    });
    expect(bananas!.stock).toBeGreaterThanOrEqual(100);
    const others = await api.app.db.select().from(products).where(eq(products.unit, 'each'));
    expect(others.every((product) => product.estimatedWeightGrams === null)).toBe(true);
  });

  it('ships a raster picture for every product and category', async () => {
    const images = [
      ...(await api.app.db.select({ image: products.image }).from(products)),
      ...(await api.app.db.select({ image: categories.image }).from(categories)),
    ].map(({ image }) => image);
    for (const image of images) {
      const response = await api.app.inject({ method: 'GET', url: `/api/images/${image}` });
      expect({
        image,
        status: response.statusCode,
        type: response.headers['content-type'],
      }).toEqual({ image, status: 200, type: 'image/webp' });
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('is idempotent and leaves stock that orders changed alone', async () => {
    const [first] = await api.app.db.select().from(products).limit(1);
    await api.app.db.update(products).set({ stock: 2 }).where(eq(products.id, first!.id));
    const before = [await countOf(categories), await countOf(products), await countOf(users)];
    await seedStore(api.app.db);
    await seedStore(api.app.db);
    expect([await countOf(categories), await countOf(products), await countOf(users)]).toEqual(
      before,
    );
    const [after] = await api.app.db.select().from(products).where(eq(products.id, first!.id));
    expect(after!.stock).toBe(2);
  });

  it('never rewrites the store row: its settings are the operator’s, and a start beside running instances locks nothing', async () => {
    // xmin names the transaction that last wrote the row.
    const version = async () =>
      (
        await rowsOf<{ version: string }>(api.app.db, sql`select xmin::text as version from stores`)
      )[0]!.version;
    const untouched = await version();
    await seedStore(api.app.db);
    expect(await version()).toBe(untouched);

    await api.app.db.update(stores).set({ pickupHours: 'Closed' });
    await seedStore(api.app.db);
    const [store] = await api.app.db.select().from(stores);
    expect(store!.pickupHours).toBe('Closed');
    await api.app.db.update(stores).set({ pickupHours: STORE_PICKUP.hours });
  });

  it('gives the demo customer approved documents and a £10.00 welcome credit, once', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        identifier: SEED_ACCOUNTS.customer.email,
        password: SEED_ACCOUNTS.customer.password,
      },
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user.documentStatus).toBe('approved');
    const wallet = async () =>
      (await api.app.inject({ method: 'GET', url: '/api/me/wallet', headers: as(token) })).json();
    expect(await wallet()).toMatchObject({
      balanceMinor: 1000,
      currency: 'GBP',
      total: 1,
      items: [
        {
          kind: 'credit',
          reason: 'store_credit',
          amountMinor: 1000,
          balanceAfterMinor: 1000,
          description: 'Welcome credit',
        },
      ],
    });

    const reseed = () => seedDemoAccounts(api.app.db, 'published', '');
    await reseed();
    expect((await wallet()).total).toBe(1);

    // Once the wallet has moved, a restart never tops it up again.
    await api.app.wallet.debit(user.id, 1000, 'order_payment', 'Spent');
    await reseed();
    const after = await wallet();
    expect([after.balanceMinor, after.total]).toEqual([0, 2]);
    const [entries] = await api.app.db
      .select({ n: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, user.id));
    expect(entries!.n).toBe(2);
  });
});
