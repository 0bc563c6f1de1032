import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { STORE_ID } from '@storefront/shared/contracts';
import { withCheckDigit } from '@storefront/shared/operator-contracts';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../src/modules/catalogue/service';
import { auditLog, categories, imports, products } from '../src/db/schema';
import { as, build, type TestApp } from './helper';
import { importCsv } from './import-helpers';
import { operatorToken } from './money-helpers';
import { multipart, PNG } from './multipart';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const BASE = '/api/operator/product-imports';
const get = (url: string, token = operator) =>
  api.app.inject({ method: 'GET', url, headers: as(token) });

function upload(file: string | Buffer, filename = 'products.csv') {
  const form = multipart([
    {
      name: 'file',
      filename,
      contentType: 'text/csv',
      data: typeof file === 'string' ? Buffer.from(file) : file,
    },
  ]);
  return api.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...form.headers, ...as(operator) },
    payload: form.payload,
  });
}

interface Summary {
  id: string;
  kind: string;
  status: string;
  totalRows: number;
  processedRows: number;
  counts: { created: number; updated: number; skipped: number; failed: number };
}

async function importProducts(csv: string, filename?: string): Promise<Summary> {
  const response = await upload(csv, filename);
  expect(response.statusCode).toBe(202);
  await api.app.importQueue.idle();
  return (await get(`${BASE}/${response.json().id}`)).json();
}

interface Row {
  row: number;
  status: string;
  sku: string;
  name: string;
  errors: Array<{ field: string; message: string }>;
  productId: number | null;
}

async function reportRows(importId: string, status?: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
    const body = (await get(`${BASE}/${importId}/rows?${query}`)).json();
    rows.push(...body.items);
    if (page * body.pageSize >= body.total) return rows;
  }
}

const productBySku = async (sku: string) =>
  (
    await api.app.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, STORE_ID), eq(products.sku, sku)))
  )[0];
const productCount = async () => (await api.app.db.select({ n: count() }).from(products))[0]!.n;
const importCount = async () => (await api.app.db.select({ n: count() }).from(imports))[0]!.n;
const productAudit = () =>
  api.app.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ['product.created', 'product.updated']));

describe('POST /api/operator/product-imports: good and bad rows', () => {
  // Header names in any case with blanks around them; a column it does not read (stock).
  const csv = [
    ' SKU , Name ,Category,PRICE,description,unit,Published,stock,estimated_weight_grams',
    'imp-apple,Imported Apples,fruit & VEG,£2.49,Crisp and sweet,per kg,no,40,120',
    'BABY-SPINACH,Baby Spinach 200g,fruit-veg,1.75,,,,',
    'FAIRTRADE-BANANAS,Fairtrade Bananas 5 Pack,Fruit & Veg,1.15,,,,',
    ',No SKU,bakery,1.00,,,,',
    'IMP-DECIMALS,Too Precise,bakery,2.499,,,,',
    'IMP-FREE,Free,bakery,0,,,,',
    'IMP-TOY,A Toy,Toys,3.00,,,,',
    'IMP-UNIT,Odd Unit,bakery,3.00,,dozen,maybe,',
    'IMP-APPLE,Apples Again,fruit-veg,2.00,,,,',
    'bad sku!,Bad SKU,bakery,1.00,,,,',
    'imp-loaf,Imported Loaf,BAKERY,GBP 3,,each,yes,',
    '',
    'IMP-WIDE,Wide Row,bakery,1.00,,,,,,surplus',
  ].join('\r\n');

  let summary: Summary;
  let productsBefore: number;
  let spinachBefore: typeof products.$inferSelect;
  let bananasBefore: typeof products.$inferSelect;
  let spinachAnswer: { priceMinor: number };
  beforeAll(async () => {
    productsBefore = await productCount();
    spinachBefore = (await productBySku('BABY-SPINACH'))!;
    bananasBefore = (await productBySku('FAIRTRADE-BANANAS'))!;
    // Read once so the catalogue has the answer cached before the import changes the price.
    spinachAnswer = (await get(`/api/products/${spinachBefore.id}`)).json();
    summary = await importProducts(csv);
  });

  it('reports the counts: bad rows never stop the good ones', () => {
    expect(spinachAnswer.priceMinor).toBe(150);
    expect(summary).toMatchObject({
      kind: 'products',
      status: 'done',
      totalRows: 12,
      processedRows: 12,
      counts: { created: 2, updated: 1, skipped: 1, failed: 8 },
    });
  });

  it('names each failing field, and a repeated SKU names the row that had it first', async () => {
    const rows = await reportRows(summary.id);
    const byRow = Object.fromEntries(rows.map((row) => [row.row, row]));
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
    expect(byRow[2]).toMatchObject({ status: 'created', sku: 'imp-apple', errors: [] });
    expect(byRow[3]).toMatchObject({ status: 'updated', sku: 'BABY-SPINACH', errors: [] });
    expect(byRow[4]).toMatchObject({ status: 'skipped', errors: [] });
    expect(byRow[5]).toMatchObject({
      status: 'failed',
      name: 'No SKU',
      errors: [{ field: 'sku', message: 'sku is missing' }],
      productId: null,
    });
    expect(byRow[6]!.errors).toEqual([
      { field: 'price', message: 'The price has at most 2 decimals, e.g. 2.49' },
    ]);
    expect(byRow[7]!.errors).toEqual([
      { field: 'price', message: 'The price must be more than 0' },
    ]);
    expect(byRow[8]!.errors).toEqual([
      {
        field: 'category',
        message: expect.stringMatching(/^No category is called “Toys”\. Use one of: .*Bakery/),
      },
    ]);
    expect(byRow[9]!.errors).toEqual([
      { field: 'unit', message: 'unit is each or per kg' },
      { field: 'published', message: 'published is yes or no' },
    ]);
    expect(byRow[10]).toMatchObject({
      status: 'failed',
      errors: [{ field: 'sku', message: 'Same SKU as row 2.' }],
      productId: null,
    });
    expect(byRow[11]!.errors).toEqual([
      { field: 'sku', message: 'A SKU is letters, digits and hyphens, e.g. BABY-SPINACH' },
    ]);
    expect(byRow[12]).toMatchObject({ status: 'created', sku: 'imp-loaf' });
    expect(byRow[14]!.errors).toEqual([
      { field: 'row', message: 'The row has more fields than the header has columns.' },
    ]);
  });

  it('creates new SKUs upper-cased, with no stock and the placeholder picture, and nothing for failed rows', async () => {
    expect(await productCount()).toBe(productsBefore + 2);
    const apple = await productBySku('IMP-APPLE');
    expect(apple).toMatchObject({
      slug: 'imp-apple',
      name: 'Imported Apples',
      description: 'Crisp and sweet',
      priceMinor: 249,
      unit: 'per_kg',
      estimatedWeightGrams: 120,
      published: false,
      stock: 0,
      image: PLACEHOLDER_PRODUCT_IMAGE,
      categoryId: spinachBefore.categoryId,
    });
    expect(await productBySku('IMP-LOAF')).toMatchObject({
      priceMinor: 300,
      unit: 'each',
      published: true,
      description: '',
    });
    const rows = await reportRows(summary.id, 'created');
    expect(rows.map((row) => row.productId)).toEqual([
      apple!.id,
      (await productBySku('IMP-LOAF'))!.id,
    ]);
    for (const sku of ['IMP-DECIMALS', 'IMP-FREE', 'IMP-TOY', 'IMP-UNIT', 'IMP-WIDE']) {
      expect(await productBySku(sku)).toBeUndefined();
    }
  });

  it('changes only the fields a row gives, and leaves an unchanged product as it was', async () => {
    const spinach = await productBySku('BABY-SPINACH');
    expect(spinach).toMatchObject({
      priceMinor: 175,
      description: spinachBefore.description,
      unit: spinachBefore.unit,
      published: spinachBefore.published,
      stock: spinachBefore.stock,
    });
    expect(spinach!.updatedAt.getTime()).toBeGreaterThan(spinachBefore.updatedAt.getTime());
    expect(await productBySku('FAIRTRADE-BANANAS')).toEqual(bananasBefore);
    const [updated] = await reportRows(summary.id, 'updated');
    expect(updated!.productId).toBe(spinach!.id);
    const [skipped] = await reportRows(summary.id, 'skipped');
    expect(skipped!.productId).toBe(bananasBefore.id);
  });

  it('puts each created and updated product on the record, with the import in `after`', async () => {
    const entries = await productAudit();
    expect(entries).toHaveLength(3);
    const spinach = entries.find((entry) => entry.entityId === String(spinachBefore.id));
    expect(spinach).toMatchObject({
      action: 'product.updated',
      entityType: 'product',
      before: { priceMinor: 150 },
      after: { priceMinor: 175, importId: summary.id },
    });
    const apple = entries.find((entry) => entry.action === 'product.created');
    expect(apple!.after).toMatchObject({ sku: 'IMP-APPLE', priceMinor: 249, importId: summary.id });
  });

  it('clears the catalogue’s cached answers, so customers see the new price at once', async () => {
    const answer = (await get(`/api/products/${spinachBefore.id}`)).json();
    expect(answer.priceMinor).toBe(175);
  });

  it('importing the same file again changes nothing', async () => {
    const auditBefore = (await productAudit()).length;
    const touched = await api.app.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products);
    const again = await importProducts(csv);
    expect(again.counts).toEqual({ created: 0, updated: 0, skipped: 4, failed: 8 });
    expect(await productCount()).toBe(productsBefore + 2);
    expect(
      await api.app.db.select({ id: products.id, updatedAt: products.updatedAt }).from(products),
    ).toEqual(expect.arrayContaining(touched));
    expect((await productAudit()).length).toBe(auditBefore);
  });

  it('downloads the report as CSV, one line per row, formulas made inert', async () => {
    const response = await get(`${BASE}/${summary.id}/report.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="products-report.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('row,status,sku,name,errors,product_id');
    expect(lines).toHaveLength(13);
    const apple = await productBySku('IMP-APPLE');
    expect(lines[1]).toBe(`2,created,imp-apple,Imported Apples,,${apple!.id}`);
    expect(lines).toContain('10,failed,IMP-APPLE,Apples Again,sku: Same SKU as row 2.,');

    const formula = await importProducts(
      'sku,name,category,price\n"@SUM(A1)","=HYPERLINK(""http://evil.test"")",toys,1',
      'formula.csv',
    );
    const report = await get(`${BASE}/${formula.id}/report.csv`);
    expect(report.body.split('\n')[1]).toMatch(
      /^2,failed,'@SUM\(A1\),"'=HYPERLINK\(""http:\/\/evil.test""\)",/,
    );
  });

  it('lists only product imports, newest first', async () => {
    await importCsv(api.app, operator, 'name,email,mobile\nCy,cy@example.test,07700 900123\n');
    const page = (await get(BASE)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expect(page.items.map((item: Summary) => item.kind)).toEqual([
      'products',
      'products',
      'products',
    ]);
    expect(page.items[2].id).toBe(summary.id);
  });
});

describe('what a row may leave out', () => {
  it('a blank unit, published or description keeps the product’s own; a given one changes it', async () => {
    await importProducts('sku,name,category,price\nKEEP-1,Keeper,pantry,4.00\n');
    await importProducts(
      'sku,name,category,price,description,unit,published,estimated_weight_grams\n' +
        'KEEP-1,Keeper,pantry,4.00,Kept well,per_kg,0,500\n',
    );
    const changed = await productBySku('KEEP-1');
    expect(changed).toMatchObject({
      description: 'Kept well',
      unit: 'per_kg',
      estimatedWeightGrams: 500,
      published: false,
    });
    const same = await importProducts(
      'sku,name,category,price,description,unit,published\nkeep-1,Keeper,Pantry,£4,,,\n',
    );
    expect(same.counts).toEqual({ created: 0, updated: 0, skipped: 1, failed: 0 });
    expect(await productBySku('KEEP-1')).toEqual(changed);
    const moved = await importProducts('sku,name,category,price\nKEEP-1,Keeper,drinks,4.00\n');
    expect(moved.counts.updated).toBe(1);
    const [entry] = (await productAudit()).filter(
      (audit) => audit.entityId === String(changed!.id) && audit.after?.importId === moved.id,
    );
    expect(entry!.before).toEqual({ categoryId: changed!.categoryId });
  });

  it('never imports stock, whatever the file says, and names the columns it left out', async () => {
    const spinach = await productBySku('BABY-SPINACH');
    const response = await upload(
      'sku,name,category,price,Stock,colour,,stock\nBABY-SPINACH,Baby Spinach,fruit-veg,1.80,999,green,,999\n',
    );
    expect(response.statusCode).toBe(202);
    // Said at once, before any row is worked, and kept with the import.
    expect(response.json().ignoredColumns).toEqual(['Stock', 'colour', 'stock']);
    await api.app.importQueue.idle();
    const summary = (await get(`${BASE}/${response.json().id}`)).json();
    expect(summary.ignoredColumns).toEqual(['Stock', 'colour', 'stock']);
    const [listed] = (await get(BASE)).json().items;
    expect(listed.ignoredColumns).toEqual(['Stock', 'colour', 'stock']);
    expect(await productBySku('BABY-SPINACH')).toMatchObject({
      stock: spinach!.stock,
      name: 'Baby Spinach',
      priceMinor: 180,
    });
  });
});

describe('a file of many rows', () => {
  it('works through batches, and finds a repeated SKU in a later batch', async () => {
    const lines = Array.from(
      { length: 600 },
      (_, i) => `BULK-${i},Bulk ${i},snacks,0.${(i % 90) + 10}`,
    );
    lines.push('BULK-3,Bulk again,snacks,1.00');
    const done = await importProducts(`sku,name,category,price\n${lines.join('\n')}`);
    expect(done).toMatchObject({ status: 'done', processedRows: 601 });
    expect(done.counts).toEqual({ created: 600, updated: 0, skipped: 0, failed: 1 });
    const [failed] = await reportRows(done.id, 'failed');
    expect(failed).toMatchObject({
      row: 602,
      errors: [{ field: 'sku', message: 'Same SKU as row 5.' }],
    });
    const made = await api.app.db
      .select({ n: count() })
      .from(products)
      .where(like(products.sku, 'BULK-%'));
    expect(made[0]!.n).toBe(600);
  });

  it('four uploads of one file at once create each SKU once', async () => {
    const csv = `sku,name,category,price\n${Array.from({ length: 30 }, (_, i) => `PAR-${i},Parallel ${i},drinks,1.${i + 10}`).join('\n')}`;
    const uploads = await Promise.all([1, 2, 3, 4].map(() => upload(csv)));
    expect(uploads.map((response) => response.statusCode)).toEqual([202, 202, 202, 202]);
    await api.app.importQueue.idle();
    const summaries: Summary[] = await Promise.all(
      uploads.map(async (response) => (await get(`${BASE}/${response.json().id}`)).json()),
    );
    const total = (key: keyof Summary['counts']) =>
      summaries.reduce((sum, each) => sum + each.counts[key], 0);
    expect([total('created'), total('skipped'), total('updated'), total('failed')]).toEqual([
      30, 90, 0, 0,
    ]);
  });
});

describe('a batch of new products and variants', () => {
  // 12-digit bodies made whole with their check digits: codes no seeded product has.
  let serial = 0;
  const newGtin = () => withCheckDigit(`29${String((serial += 1)).padStart(10, '0')}`);

  /** `families` products with options and 3 variants each, then as many without. */
  function catalogue(prefix: string, families: number) {
    const lines = ['sku,name,category,price,options,variant of,gtin'];
    for (let n = 0; n < families; n += 1) {
      lines.push(`${prefix}-F${n},Family ${n},pantry,2.00,Size: 250 g,,${newGtin()}`);
      for (const size of ['500 g', '1 kg', '2 kg']) {
        lines.push(
          `${prefix}-F${n}-${size.replace(' ', '')},,,3.00,Size: ${size},${prefix}-F${n},${newGtin()}`,
        );
      }
    }
    for (let n = 0; n < families; n += 1) {
      lines.push(`${prefix}-S${n},Single ${n},snacks,1.00,,,${newGtin()}`);
    }
    return lines.join('\n');
  }

  const failed = async (importId: string) =>
    Object.fromEntries((await reportRows(importId, 'failed')).map((row) => [row.sku, row.errors]));

  /** The statements the API sends while the file is imported, on either engine. */
  async function statementsOf(csv: string) {
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      const summary = await importProducts(csv);
      return { summary, statements: sent.mock.calls.length };
    } finally {
      sent.mockRestore();
    }
  }

  it('costs a few statements whatever its size, not a few a row', async () => {
    const small = await statementsOf(catalogue('FEW', 10));
    const large = await statementsOf(catalogue('MANY', 50));
    expect(small.summary.counts).toEqual({ created: 50, updated: 0, skipped: 0, failed: 0 });
    expect(large.summary.counts).toEqual({ created: 250, updated: 0, skipped: 0, failed: 0 });
    // 200 more rows in the one batch; a statement or two a row would be hundreds more.
    expect(large.statements).toBeLessThan(small.statements + 20);
  });

  it('creates listed products, then variants, each in file order, on the record in that order', async () => {
    const csv = catalogue('ORD', 5);
    const summary = await importProducts(csv);
    const made = await api.app.db
      .select({ id: products.id, sku: products.sku, variantOf: products.variantOf })
      .from(products)
      .where(like(products.sku, 'ORD-%'))
      .orderBy(asc(products.id));
    const skus = made.map(({ sku }) => sku);
    expect(skus.slice(0, 10)).toEqual([
      ...[0, 1, 2, 3, 4].map((n) => `ORD-F${n}`),
      ...[0, 1, 2, 3, 4].map((n) => `ORD-S${n}`),
    ]);
    expect(skus.slice(10)).toEqual(
      [0, 1, 2, 3, 4].flatMap((n) => ['500G', '1KG', '2KG'].map((size) => `ORD-F${n}-${size}`)),
    );
    const family = made.find(({ sku }) => sku === 'ORD-F3')!;
    expect(made.filter(({ variantOf }) => variantOf === family.id)).toHaveLength(3);

    const recorded = (await productAudit())
      .filter((entry) => entry.after?.importId === summary.id)
      .sort((a, b) => a.id - b.id);
    expect(recorded.map((entry) => Number(entry.entityId))).toEqual(made.map(({ id }) => id));
    // Each with the role the operator acted in, read once for the batch.
    expect(new Set(recorded.map((entry) => entry.operatorRole))).toEqual(new Set(['owner']));
    const rows = await reportRows(summary.id);
    expect(rows.map(({ sku }) => sku)).toEqual(
      csv
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    );
    expect(rows.every(({ status, productId }) => status === 'created' && productId !== null)).toBe(
      true,
    );
  });

  it('checks a new variant one by one when its barcode or web address is held already', async () => {
    const rice = (await productBySku('BASMATI-RICE'))!;
    await importProducts('sku,name,category,price\nHELD-X,Held,pantry,1.00');
    // A product whose SKU changed keeps its web address, which a new SKU's would be.
    await api.app.db
      .update(products)
      .set({ slug: 'held-fam-big' })
      .where(eq(products.sku, 'HELD-X'));
    const summary = await importProducts(
      [
        'sku,name,category,price,options,variant of,gtin',
        `HELD-FAM,Held family,pantry,2.00,Size: small,,${newGtin()}`,
        `HELD-FAM-MID,,,2.50,Size: mid,HELD-FAM,${newGtin()}`,
        `HELD-FAM-RICE,,,2.60,Size: rice,HELD-FAM,${rice.gtin}`,
        `HELD-FAM-BIG,,,3.00,Size: big,HELD-FAM,${newGtin()}`,
        `HELD-FAM-HUGE,,,4.00,Size: huge,HELD-FAM,${newGtin()}`,
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 4, updated: 0, skipped: 0, failed: 1 });
    expect((await failed(summary.id))['HELD-FAM-RICE']).toEqual([
      { field: 'gtin', message: `Another product has this barcode: ${rice.name} (BASMATI-RICE).` },
    ]);
    expect(await productBySku('HELD-FAM-BIG')).toMatchObject({ slug: 'held-fam-big-2' });
    const made = await api.app.db
      .select({ sku: products.sku })
      .from(products)
      .where(like(products.sku, 'HELD-FAM-%'))
      .orderBy(asc(products.id));
    expect(made.map(({ sku }) => sku)).toEqual(['HELD-FAM-MID', 'HELD-FAM-BIG', 'HELD-FAM-HUGE']);
  });
});

describe('files that are refused whole, with nothing written', () => {
  const cases: Array<[string, string | Buffer, number, string, RegExp]> = [
    ['an empty file', '', 400, 'FILE_EMPTY', /empty/],
    ['a header and no rows', 'sku,name,category,price\r\n\r\n', 400, 'NO_ROWS', /no products/],
    [
      'a semicolon-separated file',
      'sku;name;category;price\nA;Apple;fruit-veg;1',
      400,
      'MISSING_COLUMNS',
      /sku, name, category and price; missing: sku, name, category, price\. Separate the columns with commas\./,
    ],
    [
      'a header without price',
      'sku,name,category\nA,Apple,fruit-veg',
      400,
      'MISSING_COLUMNS',
      /missing: price\.$/,
    ],
    [
      'a column named twice',
      'sku,name,category,price,SKU\nA,B,c,1,D',
      400,
      'DUPLICATE_COLUMN',
      /sku/,
    ],
    ['an image', PNG, 415, 'UNSUPPORTED_FILE_TYPE', /not text/],
    [
      'text that is not UTF-8',
      Buffer.from([0x73, 0x6b, 0x75, 0xff, 0x0a]),
      415,
      'UNSUPPORTED_FILE_TYPE',
      /UTF-8/,
    ],
    [
      'a quote that never closes',
      'sku,name,category,price\n"A,Apple,fruit-veg,1',
      400,
      'CSV_UNREADABLE',
      /not valid CSV/,
    ],
    ['a file over 25 MB', Buffer.alloc(25 * 1024 * 1024 + 1, 'a'), 413, 'FILE_TOO_LARGE', /25 MB/],
    [
      // Read whole, not refused for its size as a customer list would be: a
      // catalogue's 50,000 rows with their descriptions come to more than 10 MB.
      'a 12 MB catalogue whose header lacks price',
      `sku,name,category\n${'IMP-BIG,A product with a name,pantry\n'.repeat(340_000)}`,
      400,
      'MISSING_COLUMNS',
      /missing: price\.$/,
    ],
  ];

  it.each(cases)('%s', async (_name, file, status, code, message) => {
    const before = [await productCount(), await importCount()];
    const response = await upload(file);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ code, field: 'file' });
    expect(response.json().error.message).toMatch(message);
    expect([await productCount(), await importCount()]).toEqual(before);
  });

  it('refuses more than 50,000 rows', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `X-${i},X,pantry,1`);
    const response = await upload(`sku,name,category,price\n${rows.join('\n')}`);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'TOO_MANY_ROWS', field: 'file' });
    expect(response.json().error.message).toMatch(/at most 50,000 products/);
  });

  it('refuses a form without a file', async () => {
    const form = multipart([{ name: 'notes', value: 'hello' }]);
    const response = await api.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...form.headers, ...as(operator) },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'notes' });
  });
});

describe('which import an operator can open', () => {
  it('a customer import, or one that does not exist, answers 404 here; a bad id 400', async () => {
    const customers = await importCsv(
      api.app,
      operator,
      'name,email,mobile\nDee,dee@example.test,07700 900124\n',
    );
    for (const url of [
      `${BASE}/${customers.id}`,
      `${BASE}/${customers.id}/rows`,
      `${BASE}/${customers.id}/report.csv`,
      `${BASE}/00000000-0000-4000-8000-000000000000`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ field: 'importId' });
    }
    const bad = await get(`${BASE}/not-an-id/rows`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('importId');
  });
});

describe('POST /api/operator/product-imports: VAT rates', () => {
  it('reads vat_rate as a percentage, keeps a product’s rate when the cell is blank, and fails a bad rate by its field', async () => {
    const summary = await importProducts(
      [
        'sku,name,category,price,vat_rate',
        'VAT-STANDARD,Standard Rated,drinks,1.00,20',
        'VAT-REDUCED,Reduced Rated,drinks,1.00,5%',
        'VAT-NEW-BLANK,Blank Rate,bakery,1.00,',
        'VAT-BAD,Bad Rate,bakery,1.00,twenty',
        'VAT-HIGH,Too High,bakery,1.00,120',
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 3, updated: 0, skipped: 0, failed: 2 });
    expect((await productBySku('VAT-STANDARD'))!.vatRateBasisPoints).toBe(2000);
    expect((await productBySku('VAT-REDUCED'))!.vatRateBasisPoints).toBe(500);
    expect((await productBySku('VAT-NEW-BLANK'))!.vatRateBasisPoints).toBe(0);
    const failed = await reportRows(summary.id, 'failed');
    expect(failed.map((row) => [row.sku, row.errors.map((error) => error.field)])).toEqual([
      ['VAT-BAD', ['vat_rate']],
      ['VAT-HIGH', ['vat_rate']],
    ]);

    // A blank cell leaves the rate as it is; a new one changes it, in the audit's words.
    const again = await importProducts(
      [
        'sku,name,category,price,vat_rate',
        'VAT-STANDARD,Standard Rated,drinks,1.00,',
        'VAT-REDUCED,Reduced Rated,drinks,1.00,0',
      ].join('\n'),
    );
    expect(again.counts).toMatchObject({ updated: 1, skipped: 1 });
    expect((await productBySku('VAT-STANDARD'))!.vatRateBasisPoints).toBe(2000);
    expect((await productBySku('VAT-REDUCED'))!.vatRateBasisPoints).toBe(0);
  });
});

describe('POST /api/operator/product-imports: options and variants', () => {
  const family = [
    'sku,name,category,price,options,variant of,vat_rate',
    'SAGO,Pearl sago,pantry,2.50,Size: 500 g,,5',
    'sago-1kg,,,4.50,Size: 1 kg,sago,',
    'SAGO-2KG,Pearl sago,Pantry,8.00,size: 2 kg,SAGO,5%',
  ].join('\n');
  const categoryId = async (slug: string) =>
    (await api.app.db.select().from(categories).where(eq(categories.slug, slug)))[0]!.id;
  const familyRows = async (listedId: number) =>
    api.app.db
      .select()
      .from(products)
      .where(sql`coalesce(${products.variantOf}, ${products.id}) = ${listedId}`)
      .orderBy(products.id);
  const failures = async (importId: string) =>
    Object.fromEntries((await reportRows(importId, 'failed')).map((row) => [row.sku, row.errors]));

  let created: Summary;
  beforeAll(async () => {
    created = await importProducts(family);
  });

  it('creates the listed product and each variant as a row of its own, sharing the product’s cells', async () => {
    expect(created.counts).toEqual({ created: 3, updated: 0, skipped: 0, failed: 0 });
    const sago = (await productBySku('SAGO'))!;
    expect(sago).toMatchObject({
      variantOf: null,
      optionNames: ['Size'],
      optionValues: ['500 g'],
      priceMinor: 250,
      vatRateBasisPoints: 500,
      categoryId: await categoryId('pantry'),
    });
    const shared = {
      variantOf: sago.id,
      name: 'Pearl sago',
      categoryId: sago.categoryId,
      description: sago.description,
      vatRateBasisPoints: 500,
      unit: sago.unit,
      published: true,
      image: PLACEHOLDER_PRODUCT_IMAGE,
      optionNames: ['Size'],
      stock: 0,
    };
    expect(await productBySku('SAGO-1KG')).toMatchObject({
      ...shared,
      slug: 'sago-1kg',
      priceMinor: 450,
      optionValues: ['1 kg'],
    });
    expect(await productBySku('SAGO-2KG')).toMatchObject({
      ...shared,
      priceMinor: 800,
      optionValues: ['2 kg'],
    });

    const listed = (await get('/api/operator/products?q=SAGO')).json();
    expect(
      listed.items.map((item: { sku: string; variantOf: number | null; stock: number }) => [
        item.sku,
        item.variantOf,
        item.stock,
      ]),
    ).toEqual([
      ['SAGO', null, 0],
      ['SAGO-1KG', sago.id, 0],
      ['SAGO-2KG', sago.id, 0],
    ]);
    const entry = (await productAudit()).find(
      (audit) => audit.after?.importId === created.id && audit.after?.sku === 'SAGO-1KG',
    );
    expect(entry!.summary).toBe('SAGO-1KG Pearl sago – 1 kg created by the import of products.csv');
  });

  it('importing the same file again changes nothing', async () => {
    const again = await importProducts(family);
    expect(again.counts).toEqual({ created: 0, updated: 0, skipped: 3, failed: 0 });
  });

  it('fails a variant’s row that differs from its product, or does not fit its family, by its column', async () => {
    const summary = await importProducts(
      [
        'sku,name,category,price,options,variant of,unit,published,vat_rate,estimated_weight_grams',
        'SAGO-5KG,Brown rice,pantry,15.00,Size: 5 kg,SAGO,,,',
        'SAGO-250G,,drinks,1.50,Size: 250 g,SAGO,per kg,no,20,250',
        'SAGO-3KG,,,9.00,Weight: 3 kg,SAGO,,,',
        'SAGO-4KG,,,11.00,,SAGO,,,',
        'SAGO-1KG-B,,,4.40,Size: 1 kg,SAGO,,,',
        'SAGO-6KG,,,16.00,Size: 6 kg,NO-SUCH-SAGO,,,',
        'SAGO-7KG,,,17.00,Size: 7 kg,SAGO-1KG,,,',
        'SAGO-8KG,,,18.00,Size: 8 kg,SAGO,,,',
        'SAGO-9KG,,,19.00,Size: 8 kg,SAGO,,,',
        'SAGO-10KG,,,20.00,Size: 10 kg,LATER-SAGO,,,',
        'LATER-SAGO,Later sago,pantry,2.00,Size: 1 kg,,,,',
        'SAGO-1KG,Pearl sago,pantry,4.50,Size: 1 kg,,,,',
        'BANANA-BIG,,,1.00,Size: big,FAIRTRADE-BANANAS,,,',
        'SAGO,Pearl sago,pantry,2.50,Size: 500 g; Grain: long,,,,',
        'SAGO-11KG,,,21.00,Size 11 kg,SAGO,,,',
        'SAGO-12KG,,,22.00,Size: 12 kg,SAGO-12KG,,,',
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 2, updated: 0, skipped: 0, failed: 14 });
    const names = 'SAGO’s option is Size. Write this variant’s options as Size: …';
    const notFound = (sku: string) => [
      {
        field: 'variant of',
        message: `No product has the SKU ${sku}, in the store or in an earlier row.`,
      },
    ];
    expect(await failures(summary.id)).toEqual({
      'SAGO-5KG': [
        {
          field: 'name',
          message: 'name differs from SAGO’s (Pearl sago); a variant shares its product’s name',
        },
      ],
      'SAGO-250G': [
        {
          field: 'category',
          message: 'category differs from SAGO’s (Pantry); a variant shares its product’s category',
        },
        {
          field: 'unit',
          message: 'unit differs from SAGO’s (each); a variant shares its product’s unit',
        },
        {
          field: 'estimated_weight_grams',
          message:
            'estimated_weight_grams differs from SAGO’s (none); a variant shares its product’s estimated weight',
        },
        {
          field: 'vat_rate',
          message: 'vat_rate differs from SAGO’s (5%); a variant shares its product’s VAT rate',
        },
        {
          field: 'published',
          message: 'published differs from SAGO’s (yes); a variant is published with its product',
        },
      ],
      'SAGO-3KG': [{ field: 'options', message: names }],
      'SAGO-4KG': [{ field: 'options', message: names }],
      'SAGO-1KG-B': [{ field: 'options', message: 'Same options as SAGO-1KG.' }],
      'SAGO-6KG': notFound('NO-SUCH-SAGO'),
      'SAGO-7KG': [
        {
          field: 'variant of',
          message: 'SAGO-1KG is itself a variant of SAGO; name SAGO instead.',
        },
      ],
      'SAGO-9KG': [{ field: 'options', message: 'Same options as row 9.' }],
      // A variant names a product of the store or of an earlier row, never a later one.
      'SAGO-10KG': notFound('LATER-SAGO'),
      'SAGO-1KG': [
        {
          field: 'variant of',
          message: 'SAGO-1KG is a variant of SAGO; put SAGO in its variant of cell.',
        },
      ],
      'BANANA-BIG': [
        {
          field: 'options',
          message:
            'FAIRTRADE-BANANAS has no options, so it cannot have variants. Give its own row options first, e.g. Size: 500 g.',
        },
      ],
      SAGO: [
        {
          field: 'options',
          message: 'SAGO has variants, so it keeps its 1 option: write them as Size: …',
        },
      ],
      'SAGO-11KG': [
        {
          field: 'options',
          message:
            '“Size 11 kg” has no name. Write options as Name: value, separated by ;, e.g. Size: 1 kg; Grind: whole bean',
        },
      ],
      'SAGO-12KG': [{ field: 'variant of', message: 'A product cannot be a variant of itself.' }],
    });
    const sago = (await productBySku('SAGO'))!;
    expect(await productBySku('SAGO-8KG')).toMatchObject({ variantOf: sago.id, stock: 0 });
    expect(await productBySku('LATER-SAGO')).toMatchObject({ variantOf: null });
    expect((await familyRows(sago.id)).map((row) => row.sku)).toEqual([
      'SAGO',
      'SAGO-1KG',
      'SAGO-2KG',
      'SAGO-8KG',
    ]);
  });

  it('a listed product’s row writes the cells its family shares to every variant', async () => {
    const sago = (await productBySku('SAGO'))!;
    const before = await familyRows(sago.id);
    const summary = await importProducts(
      [
        'sku,name,category,price,description,options,variant of',
        'SAGO,Pearl sago,drinks,2.50,Small pearls,Weight: 500 g,',
        'SAGO-1KG,,,4.75,,Weight: 1 kg,SAGO',
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 0, updated: 2, skipped: 0, failed: 0 });
    const after = await familyRows(sago.id);
    const drinks = await categoryId('drinks');
    expect(after.map((row) => [row.sku, row.categoryId, row.description, row.optionNames])).toEqual(
      before.map((row) => [row.sku, drinks, 'Small pearls', ['Weight']]),
    );
    expect(after.map((row) => [row.sku, row.priceMinor, row.stock])).toEqual(
      before.map((row) => [row.sku, row.sku === 'SAGO-1KG' ? 475 : row.priceMinor, row.stock]),
    );
    const entry = (await productAudit()).find(
      (audit) => audit.entityId === String(sago.id) && audit.after?.importId === summary.id,
    );
    expect(entry).toMatchObject({
      summary: 'SAGO: description, category, option names changed by the import of products.csv',
      before: { categoryId: sago.categoryId, description: sago.description, optionNames: ['Size'] },
    });
  });

  it('a listed product’s row with its options left blank keeps them', async () => {
    const summary = await importProducts(
      'sku,name,category,price,options\nSAGO,Pearl sago,drinks,2.50,',
    );
    expect(summary.counts).toEqual({ created: 0, updated: 0, skipped: 1, failed: 0 });
    expect(await productBySku('SAGO')).toMatchObject({
      optionNames: ['Weight'],
      optionValues: ['500 g'],
    });
  });

  it('four uploads of one family at once create each variant once', async () => {
    const csv = [
      'sku,name,category,price,options,variant of',
      'TAPIOCA,Tapioca,pantry,1.00,Size: 250 g,',
      ...[1, 2, 3].map((n) => `TAPIOCA-${n}KG,,,${n + 1}.00,Size: ${n} kg,TAPIOCA`),
    ].join('\n');
    const uploads = await Promise.all([1, 2, 3, 4].map(() => upload(csv)));
    await api.app.importQueue.idle();
    const summaries: Summary[] = await Promise.all(
      uploads.map(async (response) => (await get(`${BASE}/${response.json().id}`)).json()),
    );
    const total = (key: keyof Summary['counts']) =>
      summaries.reduce((sum, each) => sum + each.counts[key], 0);
    expect([total('created'), total('skipped'), total('updated'), total('failed')]).toEqual([
      4, 12, 0, 0,
    ]);
    const tapioca = (await productBySku('TAPIOCA'))!;
    expect((await familyRows(tapioca.id)).map((row) => row.optionValues)).toEqual([
      ['250 g'],
      ['1 kg'],
      ['2 kg'],
      ['3 kg'],
    ]);
  });

  it('fails the row, not the file, when the family’s unique index refuses its options', async () => {
    // Stands in for another writer giving a variant the same options between the check and the insert.
    await api.app.db.execute(sql`
      create function take_sago_options() returns trigger language plpgsql as $$
      begin
        if new.sku = 'SAGO-RACE' then
          insert into products (store_id, category_id, sku, slug, name, description, price_minor,
            unit, stock, image, published, variant_of, option_names, option_values)
          select store_id, category_id, 'SAGO-RIVAL', 'rice-rival', name, description, 100,
            unit, 0, image, published, id, option_names, new.option_values
          from products where id = new.variant_of;
        end if;
        return new;
      end $$`);
    await api.app.db.execute(
      sql`create trigger take_sago_options before insert on products for each row execute function take_sago_options()`,
    );
    try {
      const summary = await importProducts(
        [
          'sku,name,category,price,options,variant of',
          'SAGO-RACE,,,3.00,Weight: 750 g,SAGO',
          'SAGO-12KG,,,30.00,Weight: 12 kg,SAGO',
        ].join('\n'),
      );
      expect(summary).toMatchObject({
        status: 'done',
        counts: { created: 1, updated: 0, skipped: 0, failed: 1 },
      });
      expect(await failures(summary.id)).toEqual({
        'SAGO-RACE': [
          {
            field: 'options',
            message:
              'Another variant of this product was given these options while the file was imported.',
          },
        ],
      });
      expect(await productBySku('SAGO-RIVAL')).toBeUndefined();
      expect(await productBySku('SAGO-12KG')).toMatchObject({ optionValues: ['12 kg'] });
    } finally {
      await api.app.db.execute(sql`drop trigger take_sago_options on products`);
      await api.app.db.execute(sql`drop function take_sago_options()`);
    }
  });
});

describe('barcodes and weights in a product import', () => {
  const failed = async (importId: string) =>
    Object.fromEntries((await reportRows(importId, 'failed')).map((row) => [row.sku, row.errors]));

  it('sets each row’s gtin and a per kg row’s estimated weight; refuses a bad check digit by its column', async () => {
    const summary = await importProducts(
      [
        'sku,name,category,price,unit,gtin,estimated_weight_grams',
        'BC-ONE,Barcode one,pantry,1.00,,5010029000061,',
        'BC-UPC,Barcode UPC,pantry,1.00,,012000161155,',
        'BC-PLUM,Loose plums,fruit-veg,3.20,per kg,,60',
        'BC-BAD,Bad digit,pantry,1.00,,5010029000062,',
        'BC-SHORT,Short code,pantry,1.00,,12345,',
        'BC-KG,No weight,fruit-veg,2.00,per kg,,',
        'BC-EACH,Weight without kg,pantry,2.00,each,,100',
        'BC-ZERO,Nothing weighs,fruit-veg,2.00,per kg,,0',
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 3, updated: 0, skipped: 0, failed: 5 });
    expect(await productBySku('BC-ONE')).toMatchObject({ gtin: '5010029000061', unit: 'each' });
    expect(await productBySku('BC-UPC')).toMatchObject({ gtin: '012000161155' });
    expect(await productBySku('BC-PLUM')).toMatchObject({
      unit: 'per_kg',
      estimatedWeightGrams: 60,
      gtin: null,
    });
    const errors = await failed(summary.id);
    expect(errors['BC-BAD']).toEqual([
      { field: 'gtin', message: 'Enter a valid barcode: the check digit doesn’t match' },
    ]);
    expect(errors['BC-SHORT']).toEqual([
      { field: 'gtin', message: 'A barcode is 8, 12 or 13 digits (EAN-8, UPC-A or EAN-13)' },
    ]);
    for (const sku of ['BC-KG', 'BC-EACH', 'BC-ZERO']) {
      expect(errors[sku]!.map((error) => error.field)).toEqual(['estimated_weight_grams']);
    }
    expect(await productBySku('BC-BAD')).toBeUndefined();
  });

  it('refuses a code twice in the file, or on another product of the store, naming the first', async () => {
    const rice = await productBySku('BASMATI-RICE');
    const before = await productCount();
    const summary = await importProducts(
      [
        'sku,name,category,price,gtin',
        'DUP-A,Duplicate A,pantry,1.00,073010719019',
        'DUP-B,Duplicate B,pantry,1.00,0073010719019',
        `DUP-C,Duplicate C,pantry,1.00,${rice!.gtin}`,
        `BC-ONE,Barcode one,pantry,1.00,${rice!.gtin}`,
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 1, updated: 0, skipped: 0, failed: 3 });
    // An existing product's row is checked against the store too.
    const update = await importProducts(
      ['sku,name,category,price,gtin', `BC-ONE,Barcode one,pantry,1.00,${rice!.gtin}`].join('\n'),
    );
    expect((await failed(update.id))['BC-ONE']).toEqual([
      { field: 'gtin', message: `Another product has this barcode: ${rice!.name} (BASMATI-RICE).` },
    ]);
    expect(await productCount()).toBe(before + 1);
    const errors = await failed(summary.id);
    expect(errors['DUP-B']).toEqual([{ field: 'gtin', message: 'Same barcode as row 2.' }]);
    const taken = [
      {
        field: 'gtin',
        message: `Another product has this barcode: ${rice!.name} (BASMATI-RICE).`,
      },
    ];
    expect(errors['DUP-C']).toEqual(taken);
    expect(errors['BC-ONE']).toEqual([{ field: 'gtin', message: 'Same barcode as row 4.' }]);
    expect(await productBySku('BC-ONE')).toMatchObject({ gtin: '5010029000061' });
  });

  it('gives a variant its own code, and leaves a blank gtin cell as it was', async () => {
    const summary = await importProducts(
      [
        'sku,name,category,price,options,variant of,gtin',
        'BC-FAM,Barcode family,pantry,2.00,Size: small,,5000128104517',
        'BC-FAM-L,,,3.00,Size: large,BC-FAM,5000128104524',
      ].join('\n'),
    );
    expect(summary.counts).toEqual({ created: 2, updated: 0, skipped: 0, failed: 0 });
    expect(await productBySku('BC-FAM-L')).toMatchObject({ gtin: '5000128104524' });
    const again = await importProducts(
      ['sku,name,category,price,gtin', 'BC-FAM,Barcode family,pantry,2.00,'].join('\n'),
    );
    expect(again.counts).toEqual({ created: 0, updated: 0, skipped: 1, failed: 0 });
    expect(await productBySku('BC-FAM')).toMatchObject({ gtin: '5000128104517' });
  });
});
