import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { addresses, imports, users } from '../src/db/schema';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { as, build, type TestApp } from './helper';
import { getImport, importCsv, reportRows, uploadCsv } from './import-helpers';
import { operatorToken } from './money-helpers';
import { PNG } from './multipart';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

let numberSeed = 0;
/** A UK mobile no other test in this file uses. */
const freshMobile = () => {
  numberSeed += 1;
  return `07702 9${String(numberSeed).padStart(5, '0')}`;
};

const userCount = async () => (await api.app.db.select({ n: count() }).from(users))[0]!.n;
const importCount = async () => (await api.app.db.select({ n: count() }).from(imports))[0]!.n;
const userByMobile = async (mobile: string) =>
  (await api.app.db.select().from(users).where(eq(users.mobile, mobile)))[0];

describe('POST /api/operator/customer-imports: good and bad rows', () => {
  const ada = { mobile: freshMobile(), e164: '' };
  const grace = { mobile: freshMobile() };
  const duplicate = { mobile: freshMobile() };
  ada.e164 = `+44${ada.mobile.replace(/\s/g, '').slice(1)}`;
  // Header names in any case with blanks around them; a quoted comma and a quoted newline.
  const csv = [
    ' Name , EMAIL,Mobile ,line1,City,postcode',
    `"Lovelace, Ada",ada@example.test,${ada.mobile},"Flat 2\n10 Downing Street",London,SW1A 2AA`,
    `,nameless@example.test,${freshMobile()},,,`,
    `Bad Mobile,badmobile@example.test,12345,,,`,
    `Bad Email,not-an-email,${freshMobile()},,,`,
    '',
    `Grace Hopper,GRACE@example.test,${grace.mobile},,,`,
    `Grace Again,grace2@example.test,${grace.mobile},,,`,
    `Demo Clash,clash@example.test,${SEED_ACCOUNTS.customer.mobile},,,`,
    `Half Address,half@example.test,${duplicate.mobile},1 High Street,,`,
  ].join('\r\n');

  let summary: Awaited<ReturnType<typeof importCsv>>;
  let usersBefore: number;
  beforeAll(async () => {
    usersBefore = await userCount();
    summary = await importCsv(api.app, operator, csv);
  });

  it('reports the counts: bad rows never stop the good ones', () => {
    expect(summary).toMatchObject({
      status: 'done',
      totalRows: 8,
      processedRows: 8,
      counts: { created: 2, updated: 0, skipped: 0, failed: 6 },
      error: null,
    });
  });

  it('numbers rows as a spreadsheet does (a quoted line break stays in its row) and names each failing field', async () => {
    const rows = await reportRows(api.app, operator, summary.id);
    const byRow = Object.fromEntries(rows.map((row) => [row.row, row]));
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 7, 8, 9, 10]);
    expect(byRow[2]).toMatchObject({
      status: 'created',
      name: 'Lovelace, Ada',
      email: 'ada@example.test',
      mobile: ada.mobile,
      errors: [],
    });
    expect(byRow[3]).toMatchObject({
      status: 'failed',
      errors: [{ field: 'name', message: 'name is missing' }],
    });
    expect(byRow[4]).toMatchObject({
      status: 'failed',
      name: 'Bad Mobile',
      mobile: '12345',
      errors: [{ field: 'mobile', message: 'Enter a valid mobile number' }],
    });
    expect(byRow[5]).toMatchObject({
      status: 'failed',
      errors: [{ field: 'email', message: 'Enter a valid e-mail address' }],
    });
    expect(byRow[7]).toMatchObject({ status: 'created' });
    expect(byRow[8]).toMatchObject({
      status: 'failed',
      errors: [{ field: 'mobile', message: 'Same mobile number as row 7.' }],
      customerId: null,
    });
    expect(byRow[9]).toMatchObject({
      status: 'failed',
      errors: [
        { field: 'mobile', message: 'This mobile number already belongs to another account.' },
      ],
    });
    expect(byRow[10]!.status).toBe('failed');
    expect(byRow[10]!.errors.map((error) => error.field).sort()).toEqual(['city', 'postcode']);
  });

  it('creates flagged, unclaimed customers with their address, and nothing for failed rows', async () => {
    expect(await userCount()).toBe(usersBefore + 2);
    const created = await userByMobile(ada.e164);
    expect(created).toMatchObject({
      name: 'Lovelace, Ada',
      email: 'ada@example.test',
      addedFromCsv: true,
      passwordHash: null,
      mobileVerifiedAt: null,
      role: 'customer',
    });
    const saved = await api.app.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, created!.id));
    expect(saved).toEqual([
      expect.objectContaining({
        recipient: 'Lovelace, Ada',
        line1: 'Flat 2\n10 Downing Street',
        city: 'London',
        postcode: 'SW1A 2AA',
        isDefault: true,
      }),
    ]);
    const demo = await userByMobile(SEED_ACCOUNTS.customer.mobile);
    expect(demo!.name).not.toBe('Demo Clash');
  });

  it('filters the report by status, 100 rows a page', async () => {
    const failed = await reportRows(api.app, operator, summary.id, 'failed');
    expect(failed).toHaveLength(6);
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/operator/customer-imports/${summary.id}/rows?status=created`,
      headers: as(operator),
    });
    expect(response.json()).toMatchObject({ page: 1, pageSize: 100, total: 2 });
  });

  it('importing the same file again creates nothing new', async () => {
    const again = await importCsv(api.app, operator, csv);
    expect(again.counts).toEqual({ created: 0, updated: 0, skipped: 2, failed: 6 });
    expect(await userCount()).toBe(usersBefore + 2);
    const created = await userByMobile(ada.e164);
    const saved = await api.app.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, created!.id));
    expect(saved).toHaveLength(1);
  });

  it('downloads the report as CSV, one line per row with its values and errors', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/operator/customer-imports/${summary.id}/report.csv`,
      headers: as(operator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="customers-report.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('row,status,name,email,mobile,errors,customer_id');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(
      /^2,created,"Lovelace, Ada",ada@example.test,07702 9\d{5},,[0-9a-f-]{36}$/,
    );
    expect(lines).toContain(
      '4,failed,Bad Mobile,badmobile@example.test,12345,mobile: Enter a valid mobile number,',
    );
  });

  it('keeps a spreadsheet from running a value of the file as a formula', async () => {
    const formula = await importCsv(
      api.app,
      operator,
      `name,email,mobile\n"=HYPERLINK(""http://evil.test"")",formula@example.test,${freshMobile()}`,
    );
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/operator/customer-imports/${formula.id}/report.csv`,
      headers: as(operator),
    });
    expect(response.body.split('\n')[1]).toMatch(
      /^2,created,"'=HYPERLINK\(""http:\/\/evil.test""\)",/,
    );
  });

  it('lists the store’s imports newest first', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/operator/customer-imports',
      headers: as(operator),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.items[2].id).toBe(summary.id);
    expect(page.items[1].counts.skipped).toBe(2);
  });
});

describe('re-importing customers that already exist', () => {
  it('updates an unclaimed imported customer whose details changed, and adds a new address', async () => {
    const mobile = freshMobile();
    await importCsv(api.app, operator, `name,email,mobile\nOld Name,old@example.test,${mobile}`);
    const summary = await importCsv(
      api.app,
      operator,
      `name,email,mobile,line1,city,postcode\nNew Name,new@example.test,${mobile},2 Mill Lane,Leeds,LS1 4AP`,
    );
    expect(summary.counts).toEqual({ created: 0, updated: 1, skipped: 0, failed: 0 });
    const user = await userByMobile(`+44${mobile.replace(/\s/g, '').slice(1)}`);
    expect(user).toMatchObject({ name: 'New Name', email: 'new@example.test' });
    const saved = await api.app.db.select().from(addresses).where(eq(addresses.userId, user!.id));
    expect(saved).toEqual([expect.objectContaining({ line1: '2 Mill Lane', isDefault: true })]);
  });

  it('leaves a claimed customer as they keep their account, and says why', async () => {
    const mobile = freshMobile();
    const first = await importCsv(
      api.app,
      operator,
      `name,email,mobile\nKeeps Own,keep@example.test,${mobile}`,
    );
    const [row] = await reportRows(api.app, operator, first.id);
    await api.app.db
      .update(users)
      .set({ passwordHash: 'claimed' })
      .where(eq(users.id, row!.customerId!));

    const again = await importCsv(
      api.app,
      operator,
      `name,email,mobile\nRenamed,keep@example.test,${mobile}`,
    );
    expect(again.counts).toEqual({ created: 0, updated: 0, skipped: 1, failed: 0 });
    const [skipped] = await reportRows(api.app, operator, again.id);
    expect(skipped!.errors[0]!.message).toMatch(/claimed this account/);
    expect(
      (await api.app.db.select().from(users).where(eq(users.id, row!.customerId!)))[0]!.name,
    ).toBe('Keeps Own');
  });

  it('fails a row whose e-mail belongs to another account', async () => {
    const summary = await importCsv(
      api.app,
      operator,
      `name,email,mobile\nEmail Clash,${SEED_ACCOUNTS.customer.email},${freshMobile()}`,
    );
    const [row] = await reportRows(api.app, operator, summary.id);
    expect(row).toMatchObject({
      status: 'failed',
      errors: [
        { field: 'email', message: 'This e-mail address already belongs to another account.' },
      ],
    });
  });

  it('reads a file that starts with a byte order mark and ignores unknown columns', async () => {
    const summary = await importCsv(
      api.app,
      operator,
      `\uFEFFName,Email,Mobile,Notes\nBom Person,bom@example.test,${freshMobile()},likes tea`,
    );
    expect(summary.counts.created).toBe(1);
  });
});

describe('files that are refused whole, with nothing written', () => {
  const garbageText = 'x'.repeat(10 * 1024 * 1024 - 1);
  const cases: Array<[string, string | Buffer, number, string, RegExp]> = [
    ['an empty file', '', 400, 'FILE_EMPTY', /empty/],
    ['a header and no rows', 'name,email,mobile\r\n\r\n', 400, 'NO_ROWS', /no customers/],
    [
      'a semicolon-separated file',
      'name;email;mobile\nA;a@example.test;07700900999',
      400,
      'MISSING_COLUMNS',
      /missing: name, email, mobile\. Separate the columns with commas\./,
    ],
    [
      'a header without mobile',
      'name,email\nA,a@example.test',
      400,
      'MISSING_COLUMNS',
      /missing: mobile/,
    ],
    [
      'a column named twice',
      'name,email,mobile,Email\nA,a@x.test,07700900999,b@x.test',
      400,
      'DUPLICATE_COLUMN',
      /email/,
    ],
    ['an image', PNG, 415, 'UNSUPPORTED_FILE_TYPE', /not text/],
    [
      'text that is not UTF-8',
      Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]),
      415,
      'UNSUPPORTED_FILE_TYPE',
      /UTF-8/,
    ],
    [
      'a quote that never closes',
      'name,email,mobile\n"A,a@example.test,07700900999',
      400,
      'CSV_UNREADABLE',
      /not valid CSV/,
    ],
    ['10 MB of random bytes', randomBytes(10 * 1024 * 1024), 415, 'UNSUPPORTED_FILE_TYPE', /CSV/],
    [
      '10 MB of text without line breaks',
      garbageText,
      400,
      'CSV_UNREADABLE',
      /not valid CSV near line 1/,
    ],
    ['a file over 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 413, 'FILE_TOO_LARGE', /10 MB/],
  ];

  it.each(cases)('%s', async (_name, file, status, code, message) => {
    const [users0, imports0] = [await userCount(), await importCount()];
    const response = await uploadCsv(api.app, operator, file);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ code, field: 'file' });
    expect(response.json().error.message).toMatch(message);
    expect([await userCount(), await importCount()]).toEqual([users0, imports0]);
  });

  it('refuses more than 20,000 rows', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `P${i},p${i}@example.test,0770090${i}`);
    const response = await uploadCsv(api.app, operator, `name,email,mobile\n${rows.join('\n')}`);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'TOO_MANY_ROWS', field: 'file' });
  });

  it('refuses a form without a file, or with something else in it', async () => {
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/operator/customer-imports',
      headers: as(operator),
      payload: { file: 'name,email,mobile' },
    });
    expect(json.statusCode).toBe(415);
    const { multipart } = await import('./multipart');
    const wrongPart = multipart([{ name: 'notes', value: 'hello' }]);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/operator/customer-imports',
      headers: { ...wrongPart.headers, ...as(operator) },
      payload: wrongPart.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'notes' });
  });
});

describe('a large file', () => {
  it('imports 10,000 rows in batches, with progress readable while it runs', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `Bulk ${i},bulk${i}@example.test,07701${String(i).padStart(6, '0')}`,
    );
    const response = await uploadCsv(api.app, operator, `name,email,mobile\n${rows.join('\n')}`);
    expect(response.statusCode).toBe(202);
    const started = response.json();
    expect(started).toMatchObject({ status: 'processing', totalRows: 10_000, processedRows: 0 });

    const seen: number[] = [];
    let current = started;
    while (current.status === 'processing') {
      current = await getImport(api.app, operator, started.id);
      seen.push(current.processedRows);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(current).toMatchObject({ status: 'done', processedRows: 10_000 });
    expect(current.counts.created).toBe(10_000);
    // The progress moved in steps the screen can show, not from 0 straight to the end.
    expect(seen.some((processed) => processed > 0 && processed < 10_000)).toBe(true);
  }, 120_000);
});

describe('which operator sees an import', () => {
  it('another store’s import answers 404, and a bad id 400', async () => {
    const missing = await api.app.inject({
      method: 'GET',
      url: '/api/operator/customer-imports/00000000-0000-4000-8000-000000000000',
      headers: as(operator),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ field: 'importId' });
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/operator/customer-imports/not-an-id/rows',
      headers: as(operator),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('importId');
  });
});
