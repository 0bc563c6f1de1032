import type { FastifyInstance } from 'fastify';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { as, build, registerCustomer, type TestApp } from './helper';
import { importCsv, reportRows } from './import-helpers';
import { operatorToken } from './money-helpers';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  // A resend wait of 0 lets a test ask again at once; the wait itself is the OTP tests' concern.
  api = await build({ OTP_RESEND_SECONDS: '0' });
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const outbox = async (app: FastifyInstance, mobile: string): Promise<Array<{ body: string }>> =>
  (
    await app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}` })
  ).json().items;

async function latestCode(mobile: string): Promise<string> {
  const [newest] = await outbox(api.app, mobile);
  return /code is (\d{6})\./.exec(newest!.body)![1]!;
}

const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
const startClaim = (mobile: string) => post('/api/auth/claim/start', { mobile });
const completeClaim = (mobile: string, code: string, password = 'my own password') =>
  post('/api/auth/claim/complete', { mobile, code, password });

let seq = 0;
/** Imports one new customer and returns their mobile in E.164. */
async function importedCustomer(): Promise<string> {
  seq += 1;
  const local = `07703 5${String(seq).padStart(5, '0')}`;
  const summary = await importCsv(
    api.app,
    operator,
    `name,email,mobile\nClaim ${seq},claim${seq}@example.test,${local}`,
  );
  const [row] = await reportRows(api.app, operator, summary.id);
  expect(row!.status).toBe('created');
  return `+4477035${String(seq).padStart(5, '0')}`;
}

describe('claiming an imported account', () => {
  it('cannot sign in with a password before it is claimed, with the usual words', async () => {
    const mobile = await importedCustomer();
    const response = await post('/api/auth/login', {
      identifier: mobile,
      password: 'any password at all',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'That mobile number or e-mail and password do not match.',
    });
  });

  it('texts a code to the imported mobile, then the code and a password sign the customer in', async () => {
    const mobile = await importedCustomer();
    const started = await startClaim(mobile);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ expiresInSeconds: 300, resendInSeconds: 0 });
    const [text] = await outbox(api.app, mobile);
    expect(text!.body).toMatch(
      /^Your Corner Market code is \d{6}\. Use it to claim your account\./,
    );

    const claimed = await completeClaim(mobile, await latestCode(mobile));
    expect(claimed.statusCode).toBe(200);
    const { token, user } = claimed.json();
    expect(token).toEqual(expect.any(String));
    // The flag stays on until the profile is completed: it drives the welcome prompt.
    expect(user).toMatchObject({ mobile, mobileVerified: true, addedFromCsv: true });

    const login = await post('/api/auth/login', {
      identifier: mobile,
      password: 'my own password',
    });
    expect(login.statusCode).toBe(200);

    const profile = await api.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: as(token),
      payload: { name: 'Claimed Customer', email: `claimed${seq}@example.test` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Claimed Customer', addedFromCsv: false });
  });

  it('refuses a wrong code and counts it, and a claimed account cannot be claimed again', async () => {
    const mobile = await importedCustomer();
    await startClaim(mobile);
    const code = await latestCode(mobile);
    const wrong = await completeClaim(mobile, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'OTP_WRONG', field: 'code' });
    expect((await completeClaim(mobile, code)).statusCode).toBe(200);

    const textsBefore = (await outbox(api.app, mobile)).length;
    expect((await startClaim(mobile)).statusCode).toBe(202);
    expect(await outbox(api.app, mobile)).toHaveLength(textsBefore);
    const again = await completeClaim(mobile, code, 'someone else’s password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'OTP_NOT_FOUND', field: 'code' });
  });

  it('answers the same for numbers without an unclaimed imported account, and texts nobody', async () => {
    const registered = await registerCustomer(api.app);
    for (const mobile of [registered.user.mobile, SEED_ACCOUNTS.operator.mobile, '+447703599999']) {
      const response = await startClaim(mobile);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ expiresInSeconds: 300, resendInSeconds: 0 });
      expect(await outbox(api.app, mobile)).toEqual([]);
      const complete = await completeClaim(mobile, '123456');
      expect(complete.statusCode).toBe(400);
      expect(complete.json().error).toMatchObject({ code: 'OTP_NOT_FOUND', field: 'code' });
    }
  });

  it('names the field when the input is bad', async () => {
    const badMobile = await startClaim('12345');
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().error.field).toBe('mobile');
    const shortPassword = await completeClaim('+447703500001', '123456', 'short');
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().error.field).toBe('password');
    const badCode = await completeClaim('+447703500001', '12ab', 'long enough password');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.field).toBe('code');
  });
});
