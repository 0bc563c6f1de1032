import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { PROFILE_PICTURE_MAX_BYTES } from '@storefront/shared/contracts';
import { users } from '../src/db/schema';
import type { LocalFileStorage } from '../src/storage/file-storage';
import { as, build, registerCustomer, type TestApp } from './helper';
import { JPEG, multipart, PDF, PNG, type FormPart } from './multipart';

/** A 1×1 lossless WebP. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const PASSWORD = 'a long enough password';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const uploadsDir = () => (api.app.storage as LocalFileStorage).root;
const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);
const userRow = async (id: string) =>
  (await api.app.db.select().from(users).where(eq(users.id, id)))[0]!;

const me = (token: string) => api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) });

const patchMe = (token: string | undefined, payload: unknown) =>
  api.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: token ? as(token) : {},
    payload: payload as object,
  });

const changePassword = (token: string | undefined, payload: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/me/password',
    headers: token ? as(token) : {},
    payload: payload as object,
  });

const login = (identifier: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

const logoutAll = (token: string | undefined) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/logout-all',
    headers: token ? as(token) : {},
  });

function upload(token: string | undefined, parts: FormPart[]) {
  const body = multipart(parts);
  return api.app.inject({
    method: 'POST',
    url: '/api/uploadprofilepic',
    headers: { ...body.headers, ...(token ? as(token) : {}) },
    payload: body.payload,
  });
}

const picture = (data: Buffer, filename = 'me.png', contentType = 'image/png') => ({
  name: 'picture',
  data,
  filename,
  contentType,
});

const getAvatar = (avatar: string) => api.app.inject({ method: 'GET', url: `/api/${avatar}` });

/** A second sign-in of the same customer, as from another device. */
async function secondSession(customer: Customer, password = PASSWORD): Promise<string> {
  const response = await login(customer.user.email, password);
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe('PATCH /api/me', () => {
  let customer: Customer;
  beforeEach(async () => {
    customer = await registerCustomer(api.app);
  });

  it('changes the name and e-mail, and GET /api/me shows them', async () => {
    const response = await patchMe(customer.token, {
      name: '  Grace Hopper ',
      email: 'Grace.Hopper@Example.TEST',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: customer.user.id,
      name: 'Grace Hopper',
      email: 'grace.hopper@example.test',
      mobile: customer.user.mobile,
      avatar: null,
    });
    expect((await me(customer.token)).json()).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.test',
    });
    // The new e-mail signs in.
    expect((await login('grace.hopper@example.test', PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the own e-mail without calling it taken', async () => {
    const response = await patchMe(customer.token, {
      name: 'Same Mail',
      email: customer.user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Same Mail');
  });

  it('refuses an e-mail another account has, with 409 on the email field, and writes nothing', async () => {
    const other = await registerCustomer(api.app);
    const before = await userRow(customer.user.id);
    const response = await patchMe(customer.token, { name: 'Someone', email: other.user.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    const after = await userRow(customer.user.id);
    expect(after.name).toBe(before.name);
    expect(after.email).toBe(before.email);
  });

  it.each([
    [{ name: '', email: 'ok@example.test' }, 'name'],
    [{ name: 'A'.repeat(101), email: 'ok@example.test' }, 'name'],
    [{ name: 'Ada', email: 'not-an-email' }, 'email'],
    [{ name: 'Ada' }, 'email'],
    [{ name: 'Ada', email: 'ok@example.test', mobile: '+447400000000' }, 'mobile'],
    [{ name: 'Ada', email: 'ok@example.test', role: 'operator' }, 'role'],
  ])('refuses %j with 400 naming %s, and writes nothing', async (payload, field) => {
    const before = await userRow(customer.user.id);
    const response = await patchMe(customer.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await userRow(customer.user.id)).toEqual(before);
  });

  it('needs a sign-in', async () => {
    const response = await patchMe(undefined, { name: 'Ada', email: 'ada@example.test' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  let customer: Customer;
  beforeEach(async () => {
    customer = await registerCustomer(api.app);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const otherDevice = await secondSession(customer);
    const response = await changePassword(customer.token, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(204);

    expect((await me(customer.token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(customer.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(customer.user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on currentPassword, and changes nothing', async () => {
    const otherDevice = await secondSession(customer);
    const before = (await userRow(customer.user.id)).passwordHash;
    const response = await changePassword(customer.token, {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'That is not your current password',
      field: 'currentPassword',
    });
    expect((await userRow(customer.user.id)).passwordHash).toBe(before);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'a brand new password' }, 'currentPassword'],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword'],
    [{ currentPassword: PASSWORD }, 'newPassword'],
    [{ currentPassword: PASSWORD, newPassword: 'a brand new password', extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const before = (await userRow(customer.user.id)).passwordHash;
    const response = await changePassword(customer.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect((await userRow(customer.user.id)).passwordHash).toBe(before);
  });

  it('needs a sign-in', async () => {
    const response = await changePassword(undefined, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/me/password rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await build({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('allows AUTH_RATE_LIMIT tries a minute, like sign-in', async () => {
    const customer = await registerCustomer(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: as(customer.token),
        payload: { currentPassword: `guess ${i}`, newPassword: 'a brand new password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every session of the caller and none of anyone else', async () => {
    const customer = await registerCustomer(api.app);
    const stranger = await registerCustomer(api.app);
    const otherDevice = await secondSession(customer);

    const response = await logoutAll(customer.token);
    expect(response.statusCode).toBe(204);

    expect((await me(customer.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await logoutAll(customer.token)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    // Signing in again works as ever.
    expect((await login(customer.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a sign-in', async () => {
    expect((await logoutAll(undefined)).statusCode).toBe(401);
    expect((await logoutAll('not-a-token')).statusCode).toBe(401);
  });
});

describe('POST /api/uploadprofilepic and GET /api/avatars/:key', () => {
  let customer: Customer;
  beforeEach(async () => {
    customer = await registerCustomer(api.app);
  });

  /** Runs a refused upload and checks that nothing was written: no file, no avatar. */
  async function expectRefused(
    response: Promise<{ statusCode: number; json(): { error: Record<string, unknown> } }>,
    status: number,
    error: Record<string, unknown>,
  ) {
    const filesBefore = await storedFiles();
    const avatarBefore = (await userRow(customer.user.id)).avatarKey;
    const answer = await response;
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error).toMatchObject(error);
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await userRow(customer.user.id)).avatarKey).toBe(avatarBefore);
  }

  it('stores a PNG under a random name and serves it publicly with a long cache', async () => {
    const response = await upload(customer.token, [picture(PNG, 'me.png')]);
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({ id: customer.user.id });
    expect(account.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    expect((await me(customer.token)).json().avatar).toBe(account.avatar);
    expect(await storedFiles()).toContain(account.avatar.slice('avatars/'.length));

    const served = await getAvatar(account.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);
  });

  it.each([
    ['JPEG', JPEG, 'me.jpg', 'image/jpeg', /\.jpg$/],
    ['WebP', WEBP, 'me.webp', 'image/webp', /\.webp$/],
  ])('accepts a %s by its bytes', async (_label, bytes, filename, mime, extension) => {
    // The claimed type is ignored: the bytes decide.
    const response = await upload(customer.token, [
      picture(bytes, filename, 'application/octet-stream'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toMatch(extension);
    const served = await getAvatar(response.json().avatar);
    expect(served.headers['content-type']).toBe(mime);
  });

  it('replaces the old picture and removes its file', async () => {
    const first = (await upload(customer.token, [picture(PNG)])).json().avatar as string;
    const second = await upload(customer.token, [picture(JPEG, 'new.jpg', 'image/jpeg')]);
    expect(second.statusCode).toBe(200);
    const avatar = second.json().avatar as string;
    expect(avatar).not.toBe(first);
    const files = await storedFiles();
    expect(files).toContain(avatar.slice('avatars/'.length));
    expect(files).not.toContain(first.slice('avatars/'.length));
    expect((await getAvatar(first)).statusCode).toBe(404);
    expect((await getAvatar(avatar)).statusCode).toBe(200);
  });

  it('refuses a PDF or text named .png by its bytes with 415 on picture', async () => {
    await expectRefused(upload(customer.token, [picture(PDF)]), 415, {
      code: 'UNSUPPORTED_FILE_TYPE',
      field: 'picture',
    });
    await expectRefused(upload(customer.token, [picture(Buffer.from('GIF89a a gif'))]), 415, {
      code: 'UNSUPPORTED_FILE_TYPE',
      field: 'picture',
    });
  });

  it('refuses a picture over 2 MB with 413 on picture', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    await expectRefused(upload(customer.token, [picture(big)]), 413, {
      code: 'FILE_TOO_LARGE',
      field: 'picture',
    });
  });

  it('takes a picture of exactly 2 MB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - PNG.length)]);
    expect((await upload(customer.token, [picture(exact)])).statusCode).toBe(200);
  });

  it('refuses a form without a picture, with other fields, or with two files', async () => {
    await expectRefused(upload(customer.token, []), 400, { field: 'picture' });
    await expectRefused(
      upload(customer.token, [{ name: 'userId', value: 'someone-else' }, picture(PNG)]),
      400,
      { code: 'VALIDATION_FAILED', field: 'userId' },
    );
    await expectRefused(upload(customer.token, [{ ...picture(PNG), name: 'avatar' }]), 400, {
      field: 'avatar',
    });
    await expectRefused(upload(customer.token, [picture(PNG), picture(JPEG)]), 413, {
      code: 'TOO_MANY_FILES',
    });
    await expectRefused(upload(customer.token, [picture(Buffer.alloc(0))]), 400, {
      code: 'FILE_EMPTY',
      field: 'picture',
    });
  });

  it('refuses JSON with 415 and an anonymous upload with 401', async () => {
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/uploadprofilepic',
      headers: as(customer.token),
      payload: { picture: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(undefined, [picture(PNG)])).statusCode).toBe(401);
  });

  it('changes only the caller’s own picture', async () => {
    const other = await registerCustomer(api.app);
    const otherAvatar = (await upload(other.token, [picture(PNG)])).json().avatar;
    await upload(customer.token, [picture(JPEG, 'me.jpg', 'image/jpeg')]);
    expect((await me(other.token)).json().avatar).toBe(otherAvatar);
    expect((await getAvatar(otherAvatar)).statusCode).toBe(200);
  });

  it('serves only current profile pictures: an unknown name or any other stored file is 404', async () => {
    expect((await getAvatar('avatars/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(
      404,
    );
    // A government document lives in the same storage; its name is no avatar.
    const document = multipart([
      { name: 'documentType', value: 'passport' },
      { name: 'front', data: PNG, filename: 'passport.png', contentType: 'image/png' },
    ]);
    const uploaded = await api.app.inject({
      method: 'POST',
      url: '/api/uploaddocument',
      headers: { ...document.headers, ...as(customer.token) },
      payload: document.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const avatars = new Set(
      (await api.app.db.select({ key: users.avatarKey }).from(users)).map((row) => row.key),
    );
    const documentFile = (await storedFiles()).find((name) => !avatars.has(name));
    expect(documentFile).toBeDefined();
    expect((await getAvatar(`avatars/${documentFile}`)).statusCode).toBe(404);
  });

  it('refuses a name that is not a storage key with 400 on key', async () => {
    for (const key of ['..%2F..%2Fpackage.json', 'me.png', 'abc.exe']) {
      const response = await getAvatar(`avatars/${key}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ field: 'key' });
    }
  });
});
