import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COLUMNS, csvRecordCount, productImportCsv, totpCode } from './large/product-import.mjs';

/** @import { ExistingProduct } from './large/product-import.mjs' */

const categories = [
  { slug: 'pantry', name: 'Pantry' },
  { slug: 'fruit-veg', name: 'Fruit & Veg' },
];

/**
 * @param {number} id
 * @param {Partial<ExistingProduct>} [change]
 * @returns {ExistingProduct}
 */
const existing = (id, change = {}) => ({
  id,
  sku: `SC-${String(id).padStart(6, '0')}`,
  name: `Product ${id}`,
  description: 'Kept, as the store has it',
  categoryName: 'Pantry',
  priceMinor: 250,
  vatRateBasisPoints: 0,
  unit: 'each',
  estimatedWeightGrams: null,
  gtin: `50980000${String(id).padStart(4, '0')}0`,
  published: true,
  variantOf: null,
  optionNames: [],
  optionValues: [],
  ...change,
});

/** The file's rows as records of its columns (no cell of this file holds a line break). */
function rowsOf(/** @type {string} */ csv) {
  const [header, ...lines] = csv.trim().split('\r\n');
  assert.equal(header, COLUMNS.join(','));
  return lines.map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
    const values = cells.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
    return Object.fromEntries(COLUMNS.map((column, index) => [column, values[index] ?? '']));
  });
}

describe('the large product import file', () => {
  const store = [
    existing(1),
    existing(5, { optionNames: ['Pack'], optionValues: ['Single'] }),
    ...[1, 2].map((n) =>
      existing(100 + n, {
        sku: `SC-000005-${n}`,
        variantOf: 5,
        optionNames: ['Pack'],
        optionValues: [`Pack of ${n + 1}`],
      }),
    ),
    ...Array.from({ length: 60 }, (_, n) => existing(200 + n)),
  ];
  const { csv, errorRows } = productImportCsv({
    rows: 2_000,
    categories,
    existing: store,
    runCode: 12_345,
  });
  const rows = rowsOf(csv);

  it('holds the rows asked for, a few hundredths of them written to fail', () => {
    assert.equal(rows.length, 2_000);
    assert.equal(csvRecordCount(csv), 2_001);
    assert.equal(errorRows, 12);
  });

  it('updates existing products by their SKUs, a variant beside its product', () => {
    // All the store's products but the few kept out of the file, whose barcodes
    // are taken by rows that must fail.
    const updates = rows.filter(({ sku }) => sku.startsWith('SC-'));
    assert.equal(updates.length, store.length - 6);
    const keptOut = new Set(store.slice(-6).map(({ gtin }) => gtin));
    assert.ok(rows.some(({ sku, gtin }) => sku.startsWith('N12345-') && keptOut.has(gtin)));
    const variant = rows.find(({ sku }) => sku === 'SC-000005-1');
    assert.deepEqual(
      [variant?.['variant of'], variant?.options, variant?.name],
      ['SC-000005', 'Pack: Pack of 2', ''],
    );
  });

  it('makes new products with new codes, and families whose variants follow their product', () => {
    const seen = new Set();
    for (const row of rows) {
      if (row['variant of'] && !row['variant of'].startsWith('GONE-')) {
        assert.ok(
          seen.has(row['variant of']) || row['variant of'].startsWith('SC-'),
          `${row.sku} names ${row['variant of']} before its row`,
        );
      }
      seen.add(row.sku);
    }
    const families = rows.filter((row) => row['variant of'].startsWith('N12345-'));
    assert.ok(families.length > 100, `only ${families.length} variant rows`);
    assert.ok(rows.filter(({ sku }) => sku.startsWith('N12345-')).length > 1_800);
  });

  it('is the same file for the same run code, and another for another', () => {
    const again = productImportCsv({ rows: 2_000, categories, existing: store, runCode: 12_345 });
    assert.equal(again.csv, csv);
    const next = productImportCsv({ rows: 2_000, categories, existing: store, runCode: 12_346 });
    assert.notEqual(next.csv, csv);
  });
});

describe('the helpers', () => {
  it('counts a quoted line break as part of its record', () => {
    assert.equal(csvRecordCount('row,errors\r\n2,"one\r\ntwo"\r\n3,\r\n'), 3);
    assert.equal(csvRecordCount('row\n2'), 2);
  });

  it('makes the authenticator code RFC 6238 gives for its test secret', () => {
    // The secret 12345678901234567890 in base32; at 59 s the 8-digit code is 94287082.
    assert.equal(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1), '287082');
  });
});
