import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES } from '@storefront/shared/contracts';
import { documents, users } from '../../src/db/schema';
import type { LocalFileStorage } from '../../src/storage/file-storage';
import { as, build, registerCustomer, type TestApp } from '../helper';
import { JPEG, multipart, PDF, PNG, type FormPart } from '../multipart';
import { recordResilience } from './report';

/*
 * Hostile uploads against POST /api/uploaddocument and POST /api/uploadprofilepic.
 * Each must be refused with a 4xx and the standard error body, and leave the
 * database (documents rows, the account's document status and avatar) and the
 * upload folder exactly as they were.
 *
 * What is refused, and why:
 * - a polyglot: bytes that start as an accepted type but also carry HTML or
 *   script, or end in a ZIP archive. A photo or scan carries neither, and such
 *   a file is another file in disguise.
 * - a file whose declared type (file name extension or part Content-Type)
 *   names a type and none of them matches its bytes.
 * - bytes that are no accepted type, whatever the name says (.jpg).
 * - oversize, zero bytes, and a form with thousands of parts.
 * Path-traversal names: a browser sends a file's own name only, so a name with
 * folders in it is refused whatever the file holds (and files are stored under
 * random keys anyway, never under the client's name).
 */

let api: TestApp;
let token: string;
let userId: string;

const tried: { check: string; ok: boolean; fiveXx: boolean }[] = [];

beforeAll(async () => {
  api = await build();
  const customer = await registerCustomer(api.app);
  token = customer.token;
  userId = customer.user.id;
}, 120_000);

afterAll(async () => {
  recordResilience({
    area: 'upload',
    check: `hostile uploads to /api/uploaddocument and /api/uploadprofilepic refused with a 4xx, nothing stored`,
    tried: tried.length,
    failed: tried.filter((t) => !t.ok).length,
    fiveXx: tried.filter((t) => t.fiveXx).length,
  });
  await api?.close();
});

const uploadsDir = () => (api.app.storage as LocalFileStorage).root;

/** Every file under the upload folder, with its path inside it. */
async function storedFiles(dir = uploadsDir(), prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const name = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await storedFiles(path.join(dir, entry.name), name)));
    else files.push(name);
  }
  return files.sort();
}

async function state() {
  const [rows] = await api.app.db.select({ n: count() }).from(documents);
  const [user] = await api.app.db
    .select({ avatarKey: users.avatarKey, documentStatus: users.documentStatus })
    .from(users)
    .where(eq(users.id, userId));
  return { documentRows: rows!.n, user, files: await storedFiles() };
}

type Endpoint = 'document' | 'picture';

function send(endpoint: Endpoint, body: { payload: Buffer; headers: Record<string, string> }) {
  return api.app.inject({
    method: 'POST',
    url: endpoint === 'document' ? '/api/uploaddocument' : '/api/uploadprofilepic',
    headers: { ...body.headers, ...as(token) },
    payload: body.payload,
  });
}

/** The form each endpoint wants, with `file` as its one file. */
const formWith = (endpoint: Endpoint, file: Omit<FormPart, 'name'>): FormPart[] =>
  endpoint === 'document'
    ? [
        { name: 'documentType', value: 'passport' },
        { name: 'front', ...file },
      ]
    : [{ name: 'picture', ...file }];

const fileField = (endpoint: Endpoint) => (endpoint === 'document' ? 'front' : 'picture');

/** Sends the upload and checks it was refused with `status`/`code`, and that nothing changed. */
async function expectRefused(
  check: string,
  endpoint: Endpoint,
  body: { payload: Buffer; headers: Record<string, string> },
  expected: { status: number | number[]; code?: string; field?: string },
) {
  const before = await state();
  const response = await send(endpoint, body);
  const after = await state();
  const statuses = Array.isArray(expected.status) ? expected.status : [expected.status];
  let error: Record<string, unknown> | undefined;
  try {
    error = (response.json() as { error?: Record<string, unknown> }).error;
  } catch {
    error = undefined;
  }
  const standard =
    !!error &&
    Object.keys(response.json() as object).length === 1 &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    (error.field === undefined || typeof error.field === 'string');
  const ok =
    statuses.includes(response.statusCode) &&
    standard &&
    (expected.code === undefined || error?.code === expected.code) &&
    (expected.field === undefined || error?.field === expected.field) &&
    JSON.stringify(after) === JSON.stringify(before);
  tried.push({ check: `${endpoint}: ${check}`, ok, fiveXx: response.statusCode >= 500 });

  expect(statuses).toContain(response.statusCode);
  expect(error).toEqual({
    code: expected.code ?? expect.any(String),
    message: expect.any(String),
    ...(expected.field === undefined
      ? error?.field === undefined
        ? {}
        : { field: expect.any(String) }
      : { field: expected.field }),
  });
  expect(after).toEqual(before);
  return response;
}

// ------------------------------------------------------------------ samples

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** An empty ZIP archive: just its end-of-central-directory record, which any unzip opens. */
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

/** A ZIP holding one stored file, hello.txt. */
function zipWithOneFile(): Buffer {
  const name = Buffer.from('hello.txt');
  const data = Buffer.from('hello');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localSize = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

// ------------------------------------------------------------------ cases

describe.each<Endpoint>(['document', 'picture'])('hostile uploads: %s', (endpoint) => {
  const field = fileField(endpoint);
  const accepted = endpoint === 'document' ? PDF : PNG;
  const acceptedName = endpoint === 'document' ? 'scan.pdf' : 'me.png';
  const acceptedType = endpoint === 'document' ? 'application/pdf' : 'image/png';
  const upload = (file: Omit<FormPart, 'name'>) => multipart(formWith(endpoint, file));

  it.each<[string, Buffer, string, string]>([
    ['JPEG magic followed by HTML and script', Buffer.concat([JPEG, HTML]), 'me.jpg', 'image/jpeg'],
    [
      'JPEG magic and then only HTML',
      Buffer.concat([JPEG.subarray(0, 4), HTML]),
      'me.jpg',
      'image/jpeg',
    ],
    ['PNG with a script after IEND', Buffer.concat([PNG, HTML]), 'me.png', 'image/png'],
    [
      'PNG with an SVG onload',
      Buffer.concat([PNG, Buffer.from('<svg onload="alert(1)"/>')]),
      'me.png',
      'image/png',
    ],
    [
      'a javascript: URL inside a JPEG',
      Buffer.concat([JPEG, Buffer.from('javascript:alert(1)')]),
      'me.jpg',
      'image/jpeg',
    ],
    [
      'the accepted type with a ZIP appended',
      Buffer.concat([accepted, zipWithOneFile()]),
      acceptedName,
      acceptedType,
    ],
    [
      'the accepted type with an empty ZIP appended',
      Buffer.concat([accepted, EMPTY_ZIP]),
      acceptedName,
      acceptedType,
    ],
  ])('refuses a polyglot: %s', async (check, data, filename, contentType) => {
    await expectRefused(`polyglot, ${check}`, endpoint, upload({ data, filename, contentType }), {
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      field,
    });
  });

  it.each<[string, Buffer, string, string]>([
    ['PNG bytes sent as a JPEG', PNG, 'photo.jpg', 'image/jpeg'],
    ['JPEG bytes sent as a PNG', JPEG, 'photo.png', 'image/png'],
    ['PNG bytes sent as HTML', PNG, 'page.html', 'text/html'],
    ['JPEG bytes named .svg with no type', JPEG, 'logo.svg', 'application/octet-stream'],
    ['PNG bytes typed SVG with no name extension', PNG, 'picture', 'image/svg+xml'],
    ['JPEG bytes sent as a PDF', JPEG, 'scan.pdf', 'application/pdf'],
  ])(
    'refuses a file whose declared type disagrees with its bytes: %s',
    async (check, data, filename, contentType) => {
      await expectRefused(
        `declared type disagrees, ${check}`,
        endpoint,
        upload({ data, filename, contentType }),
        {
          status: 415,
          code: 'UNSUPPORTED_FILE_TYPE',
          field,
        },
      );
    },
  );

  it.each<[string, Buffer]>([
    ['an executable', EXE],
    ['a GIF', GIF],
    ['HTML', HTML],
    ['a JPEG magic cut to two bytes', Buffer.concat([JPEG.subarray(0, 2), Buffer.alloc(64)])],
    ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 73 + 41) % 256))],
    ['a ZIP', zipWithOneFile()],
  ])('refuses a wrong magic number under a .jpg name: %s', async (check, data) => {
    await expectRefused(
      `wrong magic under .jpg, ${check}`,
      endpoint,
      upload({ data, filename: 'photo.jpg', contentType: 'image/jpeg' }),
      { status: 415, code: 'UNSUPPORTED_FILE_TYPE', field },
    );
  });

  it('refuses a file one byte over the limit', async () => {
    const limit = endpoint === 'document' ? DOCUMENT_MAX_BYTES : PROFILE_PICTURE_MAX_BYTES;
    const data = Buffer.concat([PNG, Buffer.alloc(limit + 1 - PNG.length)]);
    await expectRefused(
      'oversize',
      endpoint,
      upload({ data, filename: 'big.png', contentType: 'image/png' }),
      {
        status: 413,
        code: 'FILE_TOO_LARGE',
        field,
      },
    );
  }, 60_000);

  it('refuses zero bytes', async () => {
    await expectRefused(
      'zero bytes',
      endpoint,
      upload({ data: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' }),
      { status: 400, code: 'FILE_EMPTY', field },
    );
  });

  it.each<[string, (i: number) => FormPart]>([
    ['text fields', (i) => ({ name: `field${i}`, value: 'x' })],
    ['repeats of the form’s own text field', () => ({ name: 'documentType', value: 'passport' })],
    [
      'files',
      (i) => ({
        name: i % 2 ? 'back' : field,
        data: PNG,
        filename: 'a.png',
        contentType: 'image/png',
      }),
    ],
    ['empty parts with no name', () => ({ name: '', value: '' })],
  ])('refuses a form with 5,000 parts: %s', async (check, part) => {
    const parts = [
      ...formWith(endpoint, { data: PNG, filename: 'a.png', contentType: 'image/png' }),
    ];
    for (let i = 0; i < 5_000; i += 1) parts.push(part(i));
    await expectRefused(`5,000 parts, ${check}`, endpoint, multipart(parts), {
      status: [400, 413],
    });
  });

  it.each([
    '../../etc/passwd.png',
    '..\\..\\..\\windows\\win.ini.png',
    '/etc/passwd.png',
    'a/../../../../tmp/escaped.png',
    '%2e%2e%2f%2e%2e%2fescaped.png',
    '....//....//escaped.png',
  ])('refuses the path-traversal name %s, whatever the bytes', async (filename) => {
    await expectRefused(
      `path-traversal name with a good PNG, ${filename}`,
      endpoint,
      upload({ data: PNG, filename, contentType: 'image/png' }),
      { status: 400, code: 'INVALID_FILE_NAME', field },
    );
    await expectRefused(
      `path-traversal name with HTML bytes, ${filename}`,
      endpoint,
      upload({ data: HTML, filename, contentType: 'image/png' }),
      { status: 400, code: 'INVALID_FILE_NAME', field },
    );
    await expectRefused(
      `path-traversal name with a polyglot, ${filename}`,
      endpoint,
      upload({ data: Buffer.concat([PNG, HTML]), filename, contentType: 'image/png' }),
      { status: 400, code: 'INVALID_FILE_NAME', field },
    );
  });
});

describe('the checks can tell', () => {
  it('takes a clean file of each endpoint’s type, and sees it stored', async () => {
    // The control: the same helpers see a good upload change the database and the folder.
    const before = await state();
    const picture = await send(
      'picture',
      multipart(formWith('picture', { data: JPEG, filename: 'me.jpg', contentType: 'image/jpeg' })),
    );
    expect(picture.statusCode).toBe(200);
    const document = await send(
      'document',
      multipart(
        formWith('document', { data: PDF, filename: 'scan.pdf', contentType: 'application/pdf' }),
      ),
    );
    expect(document.statusCode).toBe(201);
    const after = await state();
    expect(after.documentRows).toBe(before.documentRows + 1);
    expect(after.user!.avatarKey).not.toBe(before.user!.avatarKey);
    expect(after.user!.documentStatus).toBe('pending');
    expect(after.files.length).toBe(before.files.length + 2);
  });
});
