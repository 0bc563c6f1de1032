import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { passwordResetLinks, users } from '../src/db/schema';
import { as, build, registerCustomer, verifyMobile, type TestApp } from './helper';
import { importCsv, reportRows } from './import-helpers';
import { operatorToken } from './money-helpers';

const OLD_PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'a brand new password';

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload });
const requestReset = (app: FastifyInstance, identifier: string) =>
  post(app, '/api/auth/password-reset', { identifier });
const confirmReset = (app: FastifyInstance, payload: object) =>
  post(app, '/api/auth/password-reset/confirm', payload);
const signIn = (app: FastifyInstance, identifier: string, password: string) =>
  post(app, '/api/auth/login', { identifier, password });

async function texts(app: FastifyInstance, mobile: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  return response.json().items.map((item: { body: string }) => item.body);
}

async function emails(
  app: FastifyInstance,
  to: string,
): Promise<Array<{ subject: string; body: string }>> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/email-outbox?to=${encodeURIComponent(to)}`,
  });
  return response.json().items;
}

/** The reset is sent after the answer; waits until `read` finds what it looks for. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Nothing arrived');
}

/** The code in the newest reset text to `mobile`, once it has arrived. */
const resetCode = (app: FastifyInstance, mobile: string, textsBefore = 0) =>
  eventually(async () => {
    const found = await texts(app, mobile);
    if (found.length <= textsBefore) return undefined;
    return /code is (\d{6})\. Use it to set a new password/.exec(found[0]!)?.[1];
  });

/** The token in the newest reset e-mail to `email`, once it has arrived. */
const resetToken = (app: FastifyInstance, email: string, emailsBefore = 0) =>
  eventually(async () => {
    const found = await emails(app, email);
    if (found.length <= emailsBefore) return undefined;
    const link = /http\S+\/reset-password\?token=\S+/.exec(found[0]!.body)?.[0];
    return link ? new URL(link).searchParams.get('token')! : undefined;
  });

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const status = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: as(token) })).statusCode;

const passwordHashOf = async (app: FastifyInstance, userId: string) =>
  (await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!
    .hash;

describe('password reset', () => {
  let api: TestApp;
  beforeAll(async () => {
    // A resend wait of 0 lets a test ask again at once; the wait has its own test below.
    api = await build({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => api.close());

  it('answers the same whether or not an account matches, and sends only to one that does', async () => {
    const customer = await registerCustomer(api.app);
    const unknownMobile = '+447400999001';
    const unknownEmail = 'nobody-here@example.test';

    const byMobile = await requestReset(api.app, customer.user.mobile);
    const byUnknownMobile = await requestReset(api.app, unknownMobile);
    expect(byMobile.statusCode).toBe(202);
    expect(byUnknownMobile.statusCode).toBe(202);
    expect(byUnknownMobile.body).toBe(byMobile.body);
    expect(byMobile.json()).toEqual({
      channel: 'sms',
      message:
        'If an account has this mobile number, we have texted it a 6-digit code. It works for 5 minutes.',
      expiresInSeconds: 300,
      resendInSeconds: 0,
    });

    const byEmail = await requestReset(api.app, customer.user.email.toUpperCase());
    const byUnknownEmail = await requestReset(api.app, unknownEmail);
    expect(byEmail.statusCode).toBe(202);
    expect(byUnknownEmail.statusCode).toBe(202);
    expect(byUnknownEmail.body).toBe(byEmail.body);
    expect(byEmail.json()).toMatchObject({ channel: 'email', expiresInSeconds: 1800 });
    expect(byEmail.json().message).toMatch(/^If an account has this e-mail address, we have sent/);

    // Once the customer's text and e-mail are there, nothing went to the unknown ones.
    await resetCode(api.app, customer.user.mobile);
    await resetToken(api.app, customer.user.email);
    expect(await texts(api.app, unknownMobile)).toEqual([]);
    expect(await emails(api.app, unknownEmail)).toEqual([]);
  });

  it('sets a new password with the texted code, signs out every session and tells the customer', async () => {
    const customer = await registerCustomer(api.app);
    const otherDevice = (await signIn(api.app, customer.user.email, OLD_PASSWORD)).json().token;
    // A verified number still gets a reset code.
    await verifyMobile(api.app, customer.user.id);

    expect((await requestReset(api.app, customer.user.mobile)).statusCode).toBe(202);
    const code = await resetCode(api.app, customer.user.mobile);
    expect((await texts(api.app, customer.user.mobile))[0]).toMatch(
      /^Your Corner Market code is \d{6}\. Use it to set a new password\. It expires in 5 minutes\./,
    );

    const confirmed = await confirmReset(api.app, {
      mobile: customer.user.mobile,
      code,
      password: NEW_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(204);

    expect(await status(api.app, customer.token)).toBe(401);
    expect(await status(api.app, otherDevice)).toBe(401);
    expect((await signIn(api.app, customer.user.mobile, OLD_PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(api.app, customer.user.mobile, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(await status(api.app, signedIn.json().token)).toBe(200);

    // The code works once.
    const again = await confirmReset(api.app, {
      mobile: customer.user.mobile,
      code,
      password: 'yet another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'OTP_NOT_FOUND', field: 'code' });

    await api.app.notificationDispatcher.flush();
    expect((await texts(api.app, customer.user.mobile))[0]).toMatch(
      /^Corner Market: Your password was changed, and every device signed in to your account was signed out\./,
    );
    const [email] = await emails(api.app, customer.user.email);
    expect(email!.subject).toBe('Corner Market: Your password was changed');
    expect(email!.body).toContain('/forgot-password');
  });

  it('counts wrong codes: the fifth kills the code, and the password stays', async () => {
    const customer = await registerCustomer(api.app);
    await requestReset(api.app, customer.user.mobile);
    const code = await resetCode(api.app, customer.user.mobile);
    const wrong = { mobile: customer.user.mobile, code: otherThan(code), password: NEW_PASSWORD };

    const first = await confirmReset(api.app, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toEqual({
      code: 'OTP_WRONG',
      message: 'That code is not right. 4 tries left.',
      field: 'code',
    });
    for (let i = 0; i < 3; i += 1) await confirmReset(api.app, wrong);
    const fifth = await confirmReset(api.app, wrong);
    expect(fifth.json().error).toMatchObject({ code: 'OTP_TOO_MANY_TRIES', field: 'code' });

    const right = await confirmReset(api.app, { ...wrong, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toMatchObject({ code: 'OTP_TOO_MANY_TRIES', field: 'code' });
    expect(await status(api.app, customer.token)).toBe(200);
    expect((await signIn(api.app, customer.user.mobile, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('does not take a mobile verification code as a reset code', async () => {
    const customer = await registerCustomer(api.app);
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: as(customer.token),
    });
    expect(sent.statusCode).toBe(200);
    const verificationCode = /code is (\d{6})\./.exec(
      (await texts(api.app, customer.user.mobile))[0]!,
    )![1]!;
    const refused = await confirmReset(api.app, {
      mobile: customer.user.mobile,
      code: verificationCode,
      password: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'OTP_NOT_FOUND', field: 'code' });
    expect(await status(api.app, customer.token)).toBe(200);
  });

  it('e-mails a one-time link whose token is kept only as a hash, for 30 minutes', async () => {
    const customer = await registerCustomer(api.app);
    await requestReset(api.app, customer.user.email);
    const token = await resetToken(api.app, customer.user.email);
    const [email] = await emails(api.app, customer.user.email);
    expect(email!.subject).toBe('Corner Market: set a new password');
    expect(email!.body).toContain(`http://localhost:8080/reset-password?token=${token}`);
    expect(email!.body).toContain('within 30 minutes');

    const [row] = await api.app.db
      .select({
        tokenHash: passwordResetLinks.tokenHash,
        lifetime: sql<number>`extract(epoch from ${passwordResetLinks.expiresAt} - ${passwordResetLinks.createdAt})::float8`,
      })
      .from(passwordResetLinks)
      .where(eq(passwordResetLinks.userId, customer.user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.tokenHash).not.toContain(token);
    expect(Number(row!.lifetime)).toBe(1800);

    const confirmed = await confirmReset(api.app, { token, password: NEW_PASSWORD });
    expect(confirmed.statusCode).toBe(204);
    expect(await status(api.app, customer.token)).toBe(401);
    expect((await signIn(api.app, customer.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await confirmReset(api.app, { token, password: 'yet another password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'RESET_LINK_INVALID',
      message: 'This link has expired or has already been used. Ask for a new one.',
      field: 'token',
    });
    expect((await signIn(api.app, customer.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const customer = await registerCustomer(api.app);
    await requestReset(api.app, customer.user.email);
    const first = await resetToken(api.app, customer.user.email);
    await requestReset(api.app, customer.user.email);
    const second = await resetToken(api.app, customer.user.email, 1);
    expect(second).not.toBe(first);

    const replaced = await confirmReset(api.app, { token: first, password: NEW_PASSWORD });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().error.field).toBe('token');

    await api.app.db
      .update(passwordResetLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetLinks.userId, customer.user.id));
    const expired = await confirmReset(api.app, { token: second, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.field).toBe('token');
    expect((await signIn(api.app, customer.user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const customer = await registerCustomer(api.app);
    const fieldOf = async (response: Promise<LightMyRequestResponse>) => {
      const answered = await response;
      expect(answered.statusCode).toBe(400);
      return answered.json().error.field;
    };
    expect(await fieldOf(requestReset(api.app, '12345'))).toBe('identifier');
    expect(await fieldOf(requestReset(api.app, 'ada@'))).toBe('identifier');
    expect(await fieldOf(requestReset(api.app, ''))).toBe('identifier');
    expect(await fieldOf(requestReset(api.app, 'a\u0000b@example.test'))).toBe('identifier');
    expect(await fieldOf(post(api.app, '/api/auth/password-reset', {}))).toBe('identifier');

    await requestReset(api.app, customer.user.mobile);
    const code = await resetCode(api.app, customer.user.mobile);
    const hashBefore = await passwordHashOf(api.app, customer.user.id);
    const mobile = customer.user.mobile;
    expect(await fieldOf(confirmReset(api.app, { mobile, code, password: 'short' }))).toBe(
      'password',
    );
    expect(await fieldOf(confirmReset(api.app, { mobile, password: NEW_PASSWORD }))).toBe('code');
    expect(await fieldOf(confirmReset(api.app, { code, password: NEW_PASSWORD }))).toBe('mobile');
    expect(
      await fieldOf(confirmReset(api.app, { mobile, code: '12ab', password: NEW_PASSWORD })),
    ).toBe('code');
    expect(
      await fieldOf(confirmReset(api.app, { token: 'abc', mobile, code, password: NEW_PASSWORD })),
    ).toBe('mobile');
    expect(await fieldOf(confirmReset(api.app, { token: '', password: NEW_PASSWORD }))).toBe(
      'token',
    );
    expect(await fieldOf(confirmReset(api.app, { token: 'made-up', password: NEW_PASSWORD }))).toBe(
      'token',
    );
    expect(
      await fieldOf(
        confirmReset(api.app, { mobile: '+447400999002', code, password: NEW_PASSWORD }),
      ),
    ).toBe('code');

    // None of that changed the password, signed anyone out, or used up the code's tries.
    expect(await passwordHashOf(api.app, customer.user.id)).toBe(hashBefore);
    expect(await status(api.app, customer.token)).toBe(200);
    const confirmed = await confirmReset(api.app, { mobile, code, password: NEW_PASSWORD });
    expect(confirmed.statusCode).toBe(204);
  });

  describe('an imported customer who has not claimed the account', () => {
    let seq = 0;
    async function importedCustomer(operator: string) {
      seq += 1;
      const digits = String(seq).padStart(5, '0');
      const email = `reset-import${seq}@example.test`;
      const summary = await importCsv(
        api.app,
        operator,
        `name,email,mobile\nImported ${seq},${email},07703 6${digits}`,
      );
      const [row] = await reportRows(api.app, operator, summary.id);
      expect(row!.status).toBe('created');
      return { mobile: `+4477036${digits}`, email };
    }

    it('gets a code to the imported mobile, which claims it, but never an e-mailed link', async () => {
      const operator = await operatorToken(api.app);
      const imported = await importedCustomer(operator);

      const byEmail = await requestReset(api.app, imported.email);
      expect(byEmail.statusCode).toBe(202);
      await requestReset(api.app, imported.mobile);
      const code = await resetCode(api.app, imported.mobile);
      expect(await emails(api.app, imported.email)).toEqual([]);

      const confirmed = await confirmReset(api.app, {
        mobile: imported.mobile,
        code,
        password: NEW_PASSWORD,
      });
      expect(confirmed.statusCode).toBe(204);
      const signedIn = await signIn(api.app, imported.mobile, NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      // As after a claim: the number is proven, and the profile still asks to be completed.
      expect(signedIn.json().user).toMatchObject({ mobileVerified: true, addedFromCsv: true });
    });
  });
});

describe('password reset limits', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => api.close());

  it('allows AUTH_RATE_LIMIT requests a minute to each endpoint, like sign-in', async () => {
    const requests = [];
    for (let i = 0; i < 4; i += 1) requests.push(await requestReset(api.app, '+447400999003'));
    expect(requests.map((response) => response.statusCode)).toEqual([202, 202, 202, 429]);

    const confirms = [];
    for (let i = 0; i < 4; i += 1) {
      confirms.push(await confirmReset(api.app, { token: 'made-up', password: NEW_PASSWORD }));
    }
    expect(confirms.map((response) => response.statusCode)).toEqual([400, 400, 400, 429]);
  });
});

describe('password reset send limits', () => {
  let api: TestApp;
  let customer: Customer;
  beforeAll(async () => {
    api = await build();
    customer = await registerCustomer(api.app);
  });
  afterAll(() => api.close());

  it('texts and e-mails again only after the resend wait, still answering 202', async () => {
    const first = await requestReset(api.app, customer.user.mobile);
    await resetCode(api.app, customer.user.mobile);
    const second = await requestReset(api.app, customer.user.mobile);
    expect(second.statusCode).toBe(202);
    expect(second.body).toBe(first.body);
    expect(first.json().resendInSeconds).toBe(60);

    await requestReset(api.app, customer.user.email);
    await resetToken(api.app, customer.user.email);
    expect((await requestReset(api.app, customer.user.email)).statusCode).toBe(202);

    // Gives a send the second requests might have started time to land (none should).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await texts(api.app, customer.user.mobile)).toHaveLength(1);
    expect(await emails(api.app, customer.user.email)).toHaveLength(1);
  });
});

describe('password reset hourly limit', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => api.close());

  it('texts a number at most 5 times an hour, whatever the codes are for', async () => {
    const customer = await registerCustomer(api.app);
    for (let sent = 1; sent <= 5; sent += 1) {
      await requestReset(api.app, customer.user.mobile);
      await resetCode(api.app, customer.user.mobile, sent - 1);
    }
    const sixth = await requestReset(api.app, customer.user.mobile);
    expect(sixth.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await texts(api.app, customer.user.mobile)).toHaveLength(5);
    // The verification code counts against the same number.
    const verification = await api.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: as(customer.token),
    });
    expect(verification.statusCode).toBe(429);
  });
});
