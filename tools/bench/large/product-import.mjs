#!/usr/bin/env node
// The product CSV import at a grocer's size (issue 47: 50,000 rows in at most
// 2 minutes, the per-row report included). A file in the import's own format
// (api/src/modules/imports/product-import-routes.ts) goes up through the
// operator's route; the figure runs from the upload's start until the per-row
// report has downloaded.
//
//   node tools/bench/large/product-import.mjs --api http://127.0.0.1:PORT [--rows 50000]
//
// signs the demo owner in (password and authenticator code, both published in
// the README) and prints the figures. `pnpm bench --data large` imports
// measureProductImport and passes its own operator's key.
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The issue's budget: the whole import, per-row report included. */
export const PRODUCT_IMPORT_BUDGET_SECONDS = 120;

/** Shares of the file: existing products updated (or left as they are), rows with errors. */
const EXISTING_SHARE = 0.05;
const ERROR_SHARE = 0.006;
/** Of the new products, how many come as a family: the listed row and 1–4 variants. */
const FAMILY_SHARE = 0.15;
const POLL_MS = 250;
/** Far past any budget: an import still processing then has stalled. */
const GIVE_UP_MS = 15 * 60_000;

/**
 * What measureProductImport answers. `seconds` runs from the upload's start to
 * the report downloaded; `rows` is the file's data rows, `reportRows` the
 * report's (one per data row when all went well); `status` the import's
 * ('done', 'failed'), or 'refused' when the upload was answered with a 4xx,
 * 'stalled' when it never finished.
 * @typedef {object} ProductImportFigures
 * @property {number} seconds
 * @property {number} rows
 * @property {number} reportRows
 * @property {string} status
 * @property {number} bytes the file's size
 * @property {{ upload: number, processing: number, report: number } | null} parts
 *   where the seconds went: the upload until its 202, the rows in the
 *   background, the report's download
 * @property {number} expectedFailed the rows written to fail
 * @property {{ created: number, updated: number, skipped: number, failed: number } | null} counts
 * @property {string | null} importId
 * @property {string | null} error why the upload was refused or the import failed
 */

/**
 * Generates a product list of `rows` rows for the store, uploads it as the
 * operator whose key is `authKey`, waits for the import and downloads its
 * per-row report. `apiBaseUrl` is the API's origin (http://127.0.0.1:PORT);
 * one ending in /api is taken too.
 * @param {{ apiBaseUrl: string, authKey: string, storeId: number, rows?: number }} options
 * @returns {Promise<ProductImportFigures>}
 */
export async function measureProductImport({ apiBaseUrl, authKey, storeId, rows = 50_000 }) {
  const api = apiRoot(apiBaseUrl);
  const categories = await storeCategories(api, storeId);
  // A few more than the rows use: their barcodes are the ones a new row must not take.
  const existing = await existingProducts(api, authKey, Math.round(rows * EXISTING_SHARE) + 50);
  const file = productImportCsv({ rows, categories, existing, runCode: runCodeNow() });
  const bytes = Buffer.byteLength(file.csv);
  const figures = { rows, bytes, expectedFailed: file.errorRows };

  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 10) / 100;
  const form = new FormData();
  form.append('file', new Blob([file.csv], { type: 'text/csv' }), `large-${rows}.csv`);
  const upload = await fetch(`${api}/operator/product-imports`, {
    method: 'POST',
    headers: { authKey },
    body: form,
  });
  const accepted = await upload.json().catch(() => undefined);
  const uploaded = seconds();
  if (upload.status !== 202) {
    return {
      ...figures,
      seconds: seconds(),
      reportRows: 0,
      status: 'refused',
      parts: null,
      counts: null,
      importId: null,
      error: `${upload.status} ${accepted?.error?.code ?? ''}: ${accepted?.error?.message ?? ''}`,
    };
  }

  const importId = /** @type {string} */ (accepted.id);
  let progress = accepted;
  while (progress.status === 'processing' && performance.now() - started < GIVE_UP_MS) {
    await sleep(POLL_MS);
    progress = await getJson(`${api}/operator/product-imports/${importId}`, authKey);
  }
  if (progress.status === 'processing') {
    return {
      ...figures,
      seconds: seconds(),
      reportRows: 0,
      status: 'stalled',
      parts: null,
      counts: progress.counts,
      importId,
      error: null,
    };
  }
  const processed = seconds();
  const report = await fetch(`${api}/operator/product-imports/${importId}/report.csv`, {
    headers: { authKey },
  });
  if (!report.ok) throw new Error(`report.csv answered ${report.status}: ${await report.text()}`);
  const reportRows = csvRecordCount(await report.text()) - 1;
  const total = seconds();
  const tenths = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  return {
    ...figures,
    seconds: total,
    parts: {
      upload: tenths(uploaded),
      processing: tenths(processed - uploaded),
      report: tenths(total - processed),
    },
    reportRows,
    status: progress.status,
    counts: progress.counts,
    importId,
    error: progress.error,
  };
}

/**
 * http://host:port or http://host:port/api → http://host:port/api.
 * @param {string} base
 */
const apiRoot = (base) => {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? trimmed : `${trimmed}/api`;
};

/**
 * @param {string} url
 * @param {string} [authKey]
 */
async function getJson(url, authKey) {
  const response = await fetch(url, { headers: authKey ? { authKey } : {} });
  if (!response.ok)
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** @typedef {{ slug: string, name: string }} Category */

/**
 * @param {string} api
 * @param {number} storeId
 * @returns {Promise<Category[]>}
 */
async function storeCategories(api, storeId) {
  const { items } = await getJson(`${api}/stores/${storeId}/categories`);
  if (items.length === 0) throw new Error(`Store ${storeId} has no categories to import into`);
  return items.map((/** @type {Category} */ { slug, name }) => ({ slug, name }));
}

/**
 * A product as the operator's list answers it, the fields a row of the file repeats.
 * @typedef {object} ExistingProduct
 * @property {number} id
 * @property {string} sku
 * @property {string} name
 * @property {string} description
 * @property {string} categoryName
 * @property {number} priceMinor
 * @property {number} vatRateBasisPoints
 * @property {'each' | 'per_kg'} unit
 * @property {number | null} estimatedWeightGrams
 * @property {string | null} gtin
 * @property {boolean} published
 * @property {number | null} variantOf
 * @property {string[]} optionNames
 * @property {string[]} optionValues
 */

/**
 * Up to `wanted` of the store's products, variants among them, read through the
 * operator's list: the large set's first SKUs (SC-000001…), or any the store
 * has when it has none of those (the demo seed).
 * @param {string} api
 * @param {string} authKey
 * @param {number} wanted
 * @returns {Promise<ExistingProduct[]>}
 */
async function existingProducts(api, authKey, wanted) {
  /** @type {Map<string, ExistingProduct>} */
  const found = new Map();
  for (const q of ['SC-000', 'SC-001', 'SC-002', '']) {
    const pageOf = (/** @type {number} */ page) =>
      getJson(
        `${api}/operator/products?${new URLSearchParams({ page: String(page), ...(q && { q }) })}`,
        authKey,
      );
    const first = await pageOf(1);
    const pages = Math.ceil(first.total / first.pageSize);
    const needed = Math.min(pages, Math.ceil((wanted - found.size) / first.pageSize));
    const later = [];
    // Four at a time: the list is not what is measured, and the API has other callers.
    for (let page = 2; page <= needed; page += 4) {
      const batch = [page, page + 1, page + 2, page + 3].filter((n) => n <= needed);
      later.push(...(await Promise.all(batch.map(pageOf))));
    }
    for (const { items } of [first, ...later]) {
      for (const item of items) if (found.size < wanted) found.set(item.sku, item);
    }
    if (found.size >= wanted) break;
  }
  return [...found.values()];
}

/** A number for this run, so new SKUs and barcodes are new again when the data set is reused. */
const runCodeNow = () => Math.floor(Date.now() / 10_000) % 100_000;

/**
 * A small seeded generator (mulberry32): the same run code makes the same file.
 * @param {number} seed
 */
function randomFrom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @param {number} n a whole number from 0 to n - 1 */
    below: (n) => Math.floor(next() * n),
    /** @template T @param {readonly T[]} items @returns {T} */
    pick: (items) => items[Math.floor(next() * items.length)],
    /** @param {number} p */
    chance: (p) => next() < p,
  };
}

/**
 * 12 digits and the EAN-13 check digit after them.
 * @param {string} body
 */
function ean13(body) {
  const sum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const BRANDS = [
  'Meadow Vale',
  'Harbour',
  'Old Mill',
  'Northfield',
  'Blue Door',
  'Fenwick & Co',
  'Orchard Lane',
  'Highland',
  'Market Street',
  'Greenway',
  'Little Oak',
  'Riverside',
];
const RANGES = [
  'Organic',
  'Everyday',
  'Finest',
  'Classic',
  'Family',
  'Essential',
  'Traditional',
  'Free From',
  'Value',
  'Seasonal',
];
const ITEMS = [
  'Sourdough Loaf',
  'Oat Drink',
  'Mature Cheddar',
  'Greek Yoghurt',
  'Penne Pasta',
  'Basmati Rice',
  'Tomato Passata',
  'Olive Oil',
  'Ground Coffee',
  'Green Tea',
  'Apple Juice',
  'Sparkling Water',
  'Dark Chocolate',
  'Salted Crisps',
  'Granola',
  'Peanut Butter',
  'Strawberry Jam',
  'Chickpeas',
  'Washing Up Liquid',
  'Laundry Liquid',
  'Toothpaste',
  'Shampoo',
  'Dog Biscuits',
  'Baby Wipes',
  'Frozen Peas',
  'Fish Fingers',
  'Vanilla Ice Cream',
  'Chicken Thighs',
  'Smoked Salmon',
  'Hummus',
];
const SIZES = [
  '100g',
  '250g',
  '400g',
  '500g',
  '1kg',
  '330ml',
  '500ml',
  '1L',
  '2L',
  '6 Pack',
  '12 Pack',
];
const SENTENCES = [
  'Picked by our buyers for flavour and delivered to your door or ready to collect.',
  'Made in small batches by a supplier we have worked with for years.',
  'A store-cupboard favourite that our customers come back for every week.',
  'Packed in recyclable packaging; check the label for allergens.',
];
const FAMILY_OPTIONS = [
  { name: 'Size', values: ['250 g', '500 g', '1 kg', '2 kg', '5 kg'] },
  { name: 'Pack', values: ['Single', 'Twin pack', 'Pack of 4', 'Pack of 6', 'Pack of 12'] },
  {
    name: 'Flavour',
    values: ['Original', 'Lightly salted', 'Sea salt & vinegar', 'Sweet chilli', 'Smoky paprika'],
  },
];
/** Each kind of row the report must fail, in turn. */
const ERROR_KINDS = /** @type {const} */ ([
  'unknown-category',
  'bad-price',
  'no-name',
  'bad-check-digit',
  'same-sku',
  'unknown-listed',
  'taken-gtin',
  'bad-vat',
  'bad-unit',
  'no-weight',
]);

export const COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'description',
  'unit',
  'published',
  'vat_rate',
  'options',
  'variant of',
  'gtin',
  'estimated_weight_grams',
  'stock',
];

/** @param {string} value */
const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** @param {number} minor */
const money = (minor) => (minor / 100).toFixed(2);
/** @param {number} basisPoints */
const percent = (basisPoints) => String(basisPoints / 100);

/**
 * The file: mostly new products (some as families of variants), updates of
 * existing products (most change their price, some their family's
 * description, the rest are as the store has them and are skipped), and rows
 * each with one mistake, spread through it. New SKUs and barcodes carry
 * `runCode`, so a second run on the same data creates its own.
 * @param {{ rows: number, categories: Category[], existing: ExistingProduct[], runCode: number }} input
 * @returns {{ csv: string, errorRows: number }}
 */
export function productImportCsv({ rows, categories, existing, runCode }) {
  const random = randomFrom(runCode + 1);
  const code = String(runCode).padStart(5, '0');
  let serial = 0;
  const newSku = () => `N${code}-${String((serial += 1)).padStart(6, '0')}`;
  const newGtin = () => ean13(`2${code}${String(serial).padStart(6, '0')}`);

  /** @type {Array<string[]>} */
  const lines = [];
  /** @param {Record<string, string | number | undefined>} row */
  const push = (row) => lines.push(COLUMNS.map((column) => cell(String(row[column] ?? ''))));
  const stock = () => random.below(300);
  const newListed = () => {
    const category = random.pick(categories);
    const name = `${random.pick(BRANDS)} ${random.pick(RANGES)} ${random.pick(ITEMS)} ${random.pick(SIZES)}`;
    const perKg = random.chance(0.03);
    const sku = newSku();
    return {
      sku,
      name,
      // Either way round, in the file's own case: the import reads a slug or a name.
      category: random.chance(0.5) ? category.name : category.slug,
      price: money(45 + random.below(2_455)),
      description: random.chance(0.2)
        ? ''
        : `${name}, from our ${category.name} aisle. ${random.pick(SENTENCES)}`,
      unit: perKg ? 'per kg' : 'each',
      published: random.chance(0.95) ? 'yes' : 'no',
      vat_rate: random.pick(['0', '0', '0', '20', '20', '5']),
      gtin: newGtin(),
      estimated_weight_grams: perKg ? 100 + random.below(1_400) : '',
      stock: stock(),
    };
  };

  // The last few are not in the file: their barcodes are taken by rows that must fail.
  const spare = existing.slice(existing.length - Math.min(50, Math.floor(existing.length / 10)));
  const listedSkus = new Map(
    existing.slice(0, existing.length - spare.length).map(({ id, sku }) => [id, sku]),
  );
  // A variant goes in with its product's SKU, so only those whose product was read.
  const updatable = existing
    .slice(0, existing.length - spare.length)
    .filter(({ variantOf }) => variantOf === null || listedSkus.has(variantOf));
  /** @param {ExistingProduct} product */
  const existingRow = (product) => {
    const roll = random.next();
    const priceMinor = roll < 0.35 ? product.priceMinor : product.priceMinor + 1 + random.below(20);
    const options = product.optionNames
      .map((name, index) => `${name}: ${product.optionValues[index]}`)
      .join('; ');
    const weight = product.estimatedWeightGrams === null ? '' : product.estimatedWeightGrams;
    if (product.variantOf !== null) {
      // A variant's row leaves what it shares with its product blank.
      return {
        sku: product.sku,
        price: money(priceMinor),
        options,
        'variant of': listedSkus.get(product.variantOf),
        gtin: product.gtin ?? '',
        stock: stock(),
      };
    }
    return {
      sku: product.sku,
      name: product.name,
      category: product.categoryName,
      price: money(priceMinor),
      // A new description is the family's: it goes to every variant too.
      description:
        roll > 0.9
          ? `${product.description.slice(0, 1_900)} Now in new packaging (${code}).`
          : product.description,
      unit: product.unit === 'per_kg' ? 'per kg' : 'each',
      published: product.published ? 'yes' : 'no',
      vat_rate: percent(product.vatRateBasisPoints),
      options: random.chance(0.5) ? options : '',
      gtin: product.gtin ?? '',
      estimated_weight_grams: weight,
      stock: stock(),
    };
  };

  const takenGtins = spare.flatMap((product) => product.gtin ?? []);
  /** @param {(typeof ERROR_KINDS)[number]} kind */
  const errorRow = (kind) => {
    const row = newListed();
    switch (kind) {
      case 'unknown-category':
        return { ...row, category: 'Toys & Games' };
      case 'bad-price':
        return { ...row, price: random.pick(['2.499', 'free', '0', '-1.00']) };
      case 'no-name':
        return { ...row, name: '' };
      case 'bad-check-digit':
        return { ...row, gtin: `${row.gtin.slice(0, 12)}${(Number(row.gtin[12]) + 1) % 10}` };
      case 'same-sku':
        // The SKU of the row before: the report names that row.
        return { ...row, sku: `N${code}-${String(serial - 1).padStart(6, '0')}` };
      case 'unknown-listed':
        return {
          sku: row.sku,
          price: row.price,
          options: 'Size: 1 kg',
          'variant of': `GONE-${code}-${serial}`,
          gtin: row.gtin,
        };
      case 'taken-gtin':
        return { ...row, gtin: takenGtins.length > 0 ? random.pick(takenGtins) : '12345670' };
      case 'bad-vat':
        return { ...row, vat_rate: '150' };
      case 'bad-unit':
        return { ...row, unit: 'dozen', estimated_weight_grams: '' };
      case 'no-weight':
        return { ...row, unit: 'per kg', estimated_weight_grams: '' };
    }
  };

  // The blocks in file order: a family stays together, its listed row first.
  const errorRows = Math.max(1, Math.round(rows * ERROR_SHARE));
  const existingRows = Math.min(
    updatable.length,
    Math.round(rows * EXISTING_SHARE),
    Math.max(0, rows - errorRows),
  );
  let newRows = rows - errorRows - existingRows;
  /** @type {Array<{ kind: 'new' | 'family' | 'existing' | 'error', size: number }>} */
  const blocks = [];
  while (newRows > 0) {
    const size = random.chance(FAMILY_SHARE) ? Math.min(newRows, 2 + random.below(4)) : 1;
    blocks.push({ kind: size > 1 ? 'family' : 'new', size });
    newRows -= size;
  }
  for (let n = 0; n < existingRows; n += 1) blocks.push({ kind: 'existing', size: 1 });
  for (let n = 0; n < errorRows; n += 1) blocks.push({ kind: 'error', size: 1 });
  for (let index = blocks.length - 1; index > 0; index -= 1) {
    const other = random.below(index + 1);
    [blocks[index], blocks[other]] = [blocks[other], blocks[index]];
  }
  // Existing products in the order the store lists them, so a variant's family is near it.
  let nextExisting = 0;
  let nextError = 0;
  for (const block of blocks) {
    if (block.kind === 'existing') push(existingRow(updatable[nextExisting++]));
    else if (block.kind === 'error') push(errorRow(ERROR_KINDS[nextError++ % ERROR_KINDS.length]));
    else if (block.kind === 'new') push(newListed());
    else {
      const listed = newListed();
      const option = random.pick(FAMILY_OPTIONS);
      push({
        ...listed,
        options: `${option.name}: ${option.values[0]}`,
        unit: 'each',
        estimated_weight_grams: '',
      });
      for (let n = 1; n < block.size; n += 1) {
        const sku = newSku();
        push({
          sku,
          // Repeating the product's name is allowed; most exports leave it blank.
          name: random.chance(0.3) ? listed.name : '',
          price: money(Math.round(Number(listed.price) * 100 * (1 + n * 0.8))),
          options: `${option.name}: ${option.values[n]}`,
          'variant of': listed.sku,
          gtin: newGtin(),
          stock: stock(),
        });
      }
    }
  }
  const csv = [COLUMNS.join(','), ...lines.map((line) => line.join(','))].join('\r\n') + '\r\n';
  return { csv, errorRows };
}

/**
 * Records in a CSV text, the header among them; quoted line breaks are inside
 * their record.
 * @param {string} text
 */
export function csvRecordCount(text) {
  let records = 0;
  let quoted = false;
  let lineHasText = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      if (lineHasText) records += 1;
      lineHasText = false;
    } else if (char !== '\r') lineHasText = true;
  }
  return records + (lineHasText ? 1 : 0);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/**
 * An authenticator's 6-digit code for a time step (RFC 6238: SHA-1, 30 s).
 * @param {string} secret base32
 * @param {number} step
 */
export function totpCode(secret, step) {
  const bits = [...secret.replace(/=+$/, '')]
    .map((char) => BASE32.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[19] & 15;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The demo owner of store 38, as the README publishes them. */
const DEMO_OPERATOR = {
  identifier: 'operator@corner-market.test',
  password: 'operator-38-pass',
  totpSecret: 'CORNERMARKETOWNERDEMOTOTPSECRET2',
};

/**
 * Signs an operator in, past the authenticator step; answers the session's key.
 * The API takes each code once and the step either side of now, so a refused
 * code (this step already used) is followed by the next step's.
 * @param {string} apiBaseUrl
 * @param {{ identifier: string, password: string, totpSecret: string }} account
 * @returns {Promise<string>}
 */
export async function signInOperator(apiBaseUrl, { identifier, password, totpSecret }) {
  const api = apiRoot(apiBaseUrl);
  /** @param {string} path @param {unknown} body */
  const post = async (path, body) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const login = await post('/auth/login', { identifier, password });
  if (login.status !== 200)
    throw new Error(`Sign-in answered ${login.status}: ${JSON.stringify(login.body)}`);
  if (login.body.token) return login.body.token;
  const step = Math.floor(Date.now() / 30_000);
  for (const offset of [0, 1]) {
    const code = totpCode(totpSecret, step + offset);
    const answer = await post('/auth/two-factor', {
      challenge: login.body.twoFactor.challenge,
      code,
    });
    if (answer.status === 200) return answer.body.token;
  }
  throw new Error('The authenticator codes were refused: sign in again in 30 seconds.');
}

async function main() {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      rows: { type: 'string', default: '50000' },
      store: { type: 'string', default: '38' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.api) {
    console.error(
      'Usage: node tools/bench/large/product-import.mjs --api http://127.0.0.1:PORT [--rows 50000] [--store 38] [--json]',
    );
    process.exit(2);
  }
  const authKey = await signInOperator(values.api, DEMO_OPERATOR);
  const figures = await measureProductImport({
    apiBaseUrl: values.api,
    authKey,
    storeId: Number(values.store),
    rows: Number(values.rows),
  });
  if (values.json) {
    console.log(JSON.stringify(figures));
    return;
  }
  const met =
    figures.status === 'done' &&
    figures.reportRows === figures.rows &&
    figures.seconds <= PRODUCT_IMPORT_BUDGET_SECONDS;
  console.log(
    [
      `product CSV import: ${figures.rows.toLocaleString('en-GB')} rows, ${(figures.bytes / 1024 / 1024).toFixed(1)} MB`,
      `  ${figures.seconds} s upload to report (budget ≤ ${PRODUCT_IMPORT_BUDGET_SECONDS} s): ${met ? 'met' : 'MISSED'}`,
      figures.parts &&
        `  upload ${figures.parts.upload} s, rows ${figures.parts.processing} s, report ${figures.parts.report} s`,
      `  import ${figures.status}${figures.error ? ` (${figures.error})` : ''}`,
      `  report rows ${figures.reportRows.toLocaleString('en-GB')}`,
      figures.counts &&
        `  created ${figures.counts.created}, updated ${figures.counts.updated}, skipped ${figures.counts.skipped}, failed ${figures.counts.failed} (${figures.expectedFailed} written to fail)`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  if (!met) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
