import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from '@storefront/shared/contracts';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { documents } from '../src/db/schema';
import type { LocalFileStorage } from '../src/storage/file-storage';
import { as, build, registerCustomer, type TestApp } from './helper';
import { JPEG, multipart, PDF, PNG, type FormPart } from './multipart';
import { signIn } from './staff-sign-in';

let api: TestApp;
let operatorToken: string;
beforeAll(async () => {
  api = await build();
  ({ token: operatorToken } = await signIn(
    api.app,
    SEED_ACCOUNTS.operator.email,
    SEED_ACCOUNTS.operator.password,
  ));
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const uploadsDir = () => (api.app.storage as LocalFileStorage).root;
const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);
const documentRows = async () => (await api.app.db.select({ n: count() }).from(documents))[0]!.n;

function upload(token: string | undefined, parts: FormPart[]) {
  const body = multipart(parts);
  return api.app.inject({
    method: 'POST',
    url: '/api/uploaddocument',
    headers: { ...body.headers, ...(token ? as(token) : {}) },
    payload: body.payload,
  });
}

const file = (name: string, data: Buffer, filename = `${name}.png`, contentType = 'image/png') => ({
  name,
  data,
  filename,
  contentType,
});
const type = (value: string) => ({ name: 'documentType', value });

const passport = (token: string) => upload(token, [type('passport'), file('front', PNG)]);

const getFile = (token: string | undefined, documentId: string, side = 'front') =>
  api.app.inject({
    method: 'GET',
    url: `/api/documents/${documentId}/files/${side}`,
    headers: token ? as(token) : {},
  });

const review = (token: string | undefined, documentId: string, payload: object) =>
  api.app.inject({
    method: 'POST',
    url: `/api/operator/documents/${documentId}/review`,
    headers: token ? as(token) : {},
    payload,
  });

const me = async (token: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) })).json();

/** Runs a refused upload and checks that nothing was written: no row, no file. */
async function expectRefused(
  upload: Promise<{ statusCode: number; json(): { error: Record<string, unknown> } }>,
  status: number,
  error: Record<string, unknown>,
) {
  const rowsBefore = await documentRows();
  const filesBefore = await storedFiles();
  const response = await upload;
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toMatchObject(error);
  expect(await documentRows()).toBe(rowsBefore);
  expect(await storedFiles()).toEqual(filesBefore);
}

describe('POST /api/uploaddocument', () => {
  let customer: Customer;
  beforeEach(async () => {
    customer = await registerCustomer(api.app);
  });

  it('stores a passport under a random name and marks the account pending', async () => {
    const response = await upload(customer.token, [
      type('passport'),
      file('front', PNG, 'my passport.png'),
    ]);
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toEqual({
      id: expect.any(String),
      documentType: 'passport',
      status: 'pending',
      rejectionReason: null,
      sides: ['front'],
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reviewedAt: null,
    });
    expect((await me(customer.token)).documentStatus).toBe('pending');

    const [row] = await api.app.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({ userId: customer.user.id, frontMime: 'image/png', backKey: null });
    expect(row!.frontKey).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await storedFiles()).toContain(row!.frontKey);
    expect(await readFile(path.join(uploadsDir(), row!.frontKey))).toEqual(PNG);

    const list = await api.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: as(customer.token),
    });
    expect(list.json()).toEqual({ status: 'pending', items: [document] });
  });

  it('takes the form fields in any order', async () => {
    const response = await upload(customer.token, [
      file('front', JPEG, 'id.jpg'),
      type('passport'),
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('needs the back of a driving licence, and stores both sides', async () => {
    await expectRefused(
      upload(customer.token, [type('driving_licence'), file('front', JPEG, 'front.jpg')]),
      400,
      { code: 'VALIDATION_FAILED', field: 'back' },
    );
    const response = await upload(customer.token, [
      type('driving_licence'),
      file('front', JPEG, 'front.jpg', 'image/jpeg'),
      file('back', PNG),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      documentType: 'driving_licence',
      sides: ['front', 'back'],
    });
    const [row] = await api.app.db
      .select()
      .from(documents)
      .where(eq(documents.id, response.json().id));
    expect(row).toMatchObject({ frontMime: 'image/jpeg', backMime: 'image/png' });
    expect(row!.frontKey).toMatch(/\.jpg$/);
  });

  it('accepts PDFs', async () => {
    const response = await upload(customer.token, [
      type('national_id'),
      file('front', PDF, 'front.pdf', 'application/pdf'),
      file('back', PDF, 'back.pdf', 'application/pdf'),
    ]);
    expect(response.statusCode).toBe(201);
    const [row] = await api.app.db
      .select()
      .from(documents)
      .where(eq(documents.id, response.json().id));
    expect(row).toMatchObject({ frontMime: 'application/pdf', backMime: 'application/pdf' });
  });

  it('refuses text named .jpg by its bytes, and stores nothing', async () => {
    await expectRefused(
      upload(customer.token, [
        type('passport'),
        file('front', Buffer.from('just some text, not a photo'), 'photo.jpg', 'image/jpeg'),
      ]),
      415,
      { code: 'UNSUPPORTED_FILE_TYPE', message: 'Upload a JPG, PNG or PDF.', field: 'front' },
    );
  });

  it('refuses a wrong back after a good front, and stores neither', async () => {
    await expectRefused(
      upload(customer.token, [
        type('driving_licence'),
        file('front', PNG),
        file('back', Buffer.from('GIF89a not allowed'), 'back.gif', 'image/gif'),
      ]),
      415,
      { code: 'UNSUPPORTED_FILE_TYPE', field: 'back' },
    );
  });

  it('refuses an empty file', async () => {
    await expectRefused(
      upload(customer.token, [type('passport'), file('front', Buffer.alloc(0))]),
      400,
      { code: 'FILE_EMPTY', message: 'The file is empty.', field: 'front' },
    );
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MB', async () => {
    const tooBig = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PNG.length)]);
    await expectRefused(upload(customer.token, [type('passport'), file('front', tooBig)]), 413, {
      code: 'FILE_TOO_LARGE',
      field: 'front',
    });
    const largest = tooBig.subarray(0, DOCUMENT_MAX_BYTES);
    const response = await upload(customer.token, [type('passport'), file('front', largest)]);
    expect(response.statusCode).toBe(201);
  }, 60_000);

  it('refuses a back over 10 MB, naming the back', async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PDF.length)]);
    await expectRefused(
      upload(customer.token, [type('national_id'), file('front', PNG), file('back', tooBig)]),
      413,
      { code: 'FILE_TOO_LARGE', field: 'back' },
    );
  }, 60_000);

  it.each([
    ['documentType', [file('front', PNG)]],
    ['front', [type('passport')]],
    ['documentType', [type('visa'), file('front', PNG)]],
    ['documentType', [type('x'.repeat(2000)), file('front', PNG)]],
    ['documentType', [type('passport'), type('passport'), file('front', PNG)]],
    ['front', [type('passport'), file('front', PNG), file('front', PNG)]],
    ['back', [type('passport'), file('front', PNG), file('back', PNG)]],
    ['selfie', [type('passport'), file('front', PNG), { name: 'selfie', value: 'yes' }]],
    ['side', [type('passport'), file('side', PNG)]],
  ])('refuses a form with a bad %s, naming it', async (field, parts) => {
    await expectRefused(upload(customer.token, parts as FormPart[]), 400, { field });
  });

  it('refuses too many files or fields', async () => {
    await expectRefused(
      upload(customer.token, [
        type('national_id'),
        file('front', PNG),
        file('back', PNG),
        file('extra', PNG),
      ]),
      413,
      { code: 'TOO_MANY_FILES' },
    );
    // Extra fields are refused by name before the parser's own limits are reached.
    const fields = Array.from({ length: 6 }, (_, i) => ({ name: `note${i}`, value: 'x' }));
    await expectRefused(
      upload(customer.token, [...fields, type('passport'), file('front', PNG)]),
      400,
      { field: 'note0' },
    );
  });

  it('refuses a body that is not multipart', async () => {
    await expectRefused(
      api.app.inject({
        method: 'POST',
        url: '/api/uploaddocument',
        headers: as(customer.token),
        payload: { documentType: 'passport', front: PNG.toString('base64') },
      }),
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' },
    );
    await expectRefused(
      api.app.inject({ method: 'POST', url: '/api/uploaddocument', headers: as(customer.token) }),
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE' },
    );
  });

  it('refuses a multipart body it cannot read', async () => {
    const body = multipart([type('passport'), file('front', PNG)]);
    await expectRefused(
      api.app.inject({
        method: 'POST',
        url: '/api/uploaddocument',
        headers: { ...body.headers, ...as(customer.token) },
        payload: body.payload.subarray(0, body.payload.length - 80),
      }),
      400,
      { code: 'BAD_MULTIPART' },
    );
    await expectRefused(
      api.app.inject({
        method: 'POST',
        url: '/api/uploaddocument',
        headers: { 'content-type': 'multipart/form-data', ...as(customer.token) },
        payload: body.payload,
      }),
      400,
      { code: 'BAD_MULTIPART' },
    );
  });

  it('needs a signed-in customer', async () => {
    const response = await upload(undefined, [type('passport'), file('front', PNG)]);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a second submission while one is pending', async () => {
    expect((await passport(customer.token)).statusCode).toBe(201);
    await expectRefused(passport(customer.token), 409, { code: 'DOCUMENT_ALREADY_SUBMITTED' });
  });

  it('takes one of two uploads sent at once', async () => {
    const filesBefore = (await storedFiles()).length;
    const responses = await Promise.all([passport(customer.token), passport(customer.token)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await api.app.db
      .select()
      .from(documents)
      .where(eq(documents.userId, customer.user.id));
    expect(rows).toHaveLength(1);
    expect((await storedFiles()).length).toBe(filesBefore + 1);
  });
});

describe('GET /api/documents/:documentId/files/:side', () => {
  let owner: Customer;
  let documentId: string;
  beforeAll(async () => {
    owner = await registerCustomer(api.app);
    documentId = (await passport(owner.token)).json().id;
  });

  it('serves the file to its owner, inline and uncached', async () => {
    const response = await getFile(owner.token, documentId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });

  it('serves the file to an operator', async () => {
    const response = await getFile(operatorToken, documentId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
  });

  it('answers another customer exactly as for a missing document', async () => {
    const stranger = await registerCustomer(api.app);
    const theirs = await getFile(stranger.token, documentId);
    const missing = await getFile(stranger.token, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'documentId' });
  });

  it('needs a signed-in caller', async () => {
    expect((await getFile(undefined, documentId)).statusCode).toBe(401);
  });

  it('answers 404 for a side the document does not have, and 400 for nonsense', async () => {
    const back = await getFile(owner.token, documentId, 'back');
    expect(back.statusCode).toBe(404);
    expect(back.json().error.field).toBe('side');
    expect((await getFile(owner.token, documentId, 'left')).json().error.field).toBe('side');
    expect((await getFile(owner.token, 'not-an-id')).json().error.field).toBe('documentId');
  });
});

describe('operator review', () => {
  it('lists pending documents oldest first with their customers', async () => {
    const first = await registerCustomer(api.app);
    const second = await registerCustomer(api.app);
    const firstId = (await passport(first.token)).json().id;
    const secondId = (await passport(second.token)).json().id;

    const response = await api.app.inject({
      method: 'GET',
      url: '/api/operator/documents?status=pending',
      headers: as(operatorToken),
    });
    expect(response.statusCode).toBe(200);
    const items: { id: string }[] = response.json().items;
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    expect(items.find((item) => item.id === firstId)).toMatchObject({
      status: 'pending',
      documentType: 'passport',
      customer: {
        id: first.user.id,
        name: expect.any(String),
        email: first.user.email,
        mobile: first.user.mobile,
      },
    });

    const customerCall = await api.app.inject({
      method: 'GET',
      url: '/api/operator/documents',
      headers: as(first.token),
    });
    expect(customerCall.statusCode).toBe(403);
  });

  it('approves a document and the account follows', async () => {
    const customer = await registerCustomer(api.app);
    const documentId = (await passport(customer.token)).json().id;

    const approved = await review(operatorToken, documentId, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: documentId,
      status: 'approved',
      rejectionReason: null,
      reviewedAt: expect.any(String),
    });
    expect((await me(customer.token)).documentStatus).toBe('approved');
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: as(customer.token),
    });
    expect(list.json()).toMatchObject({ status: 'approved', items: [{ status: 'approved' }] });

    await expectRefused(passport(customer.token), 409, { code: 'DOCUMENT_ALREADY_SUBMITTED' });
    const again = await review(operatorToken, documentId, {
      decision: 'reject',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DOCUMENT_NOT_PENDING');
  });

  it('rejects with a reason, after which the customer may upload again', async () => {
    const customer = await registerCustomer(api.app);
    const documentId = (await passport(customer.token)).json().id;

    const noReason = await review(operatorToken, documentId, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe('reason');

    const rejected = await review(operatorToken, documentId, {
      decision: 'reject',
      reason: 'The photo is blurred.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo is blurred.',
    });
    expect((await me(customer.token)).documentStatus).toBe('rejected');

    const resubmitted = await passport(customer.token);
    expect(resubmitted.statusCode).toBe(201);
    expect((await me(customer.token)).documentStatus).toBe('pending');
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: as(customer.token),
    });
    expect(list.json().items.map((item: { status: string }) => item.status)).toEqual([
      'pending',
      'rejected',
    ]);
  });

  it('is for operators only', async () => {
    const customer = await registerCustomer(api.app);
    const documentId = (await passport(customer.token)).json().id;

    const own = await review(customer.token, documentId, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('FORBIDDEN');
    expect((await review(undefined, documentId, { decision: 'approve' })).statusCode).toBe(401);
    expect((await me(customer.token)).documentStatus).toBe('pending');
  });

  it('answers 404 for an unknown document and 400 for a bad decision', async () => {
    const missing = await review(operatorToken, randomUUID(), { decision: 'approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.field).toBe('documentId');
    const bad = await review(operatorToken, randomUUID(), { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('decision');
  });
});

describe('OpenAPI', () => {
  it('documents the upload form and the document routes', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const uploadRoute = document.paths['/api/uploaddocument'].post;
    expect(uploadRoute).toMatchObject({ tags: ['documents'], security: [{ authKey: [] }] });
    expect(Object.keys(uploadRoute.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(uploadRoute.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '413', '415']),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/documents',
        '/api/documents/{documentId}/files/{side}',
        '/api/operator/documents',
        '/api/operator/documents/{documentId}/review',
      ]),
    );
    expect(document.paths['/api/operator/documents/{documentId}/review'].post.tags).toEqual([
      'operator',
    ]);
  });
});
