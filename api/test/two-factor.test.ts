import { eq } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, STORE_ID, type StaffRole } from '@storefront/shared/contracts';
import {
  auditLog,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../src/db/schema';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { hashPassword } from '../src/lib/password';
import { newReferralCode } from '../src/lib/tokens';
import { as, build, fakeOnly, registerCustomer, type TestApp } from './helper';
import { totpCode } from './staff-sign-in';

// The clock: only Date is faked (fakeOnly), frozen one second into the
// current 30-second step, so the server's Date.now() and otplib's code here
// agree on one instant; a test moves it with jest.setSystemTime. The database
// and inject keep their real timers, and the instant is today's, so sessions
// (checked against the database's clock) are live.
const STEP_MS = 30_000;
const START = Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000;
let now = START;
const moveClock = (ms: number) => {
  now += ms;
  jest.setSystemTime(now);
};

let api: TestApp;
// Wrong passwords and wrong codes share the account's pause; ten in a row
// here, so that a test's five wrong codes are refused as wrong, not paused.
const BACKOFF_AFTER = 10;
beforeAll(async () => {
  api = await build({ SIGN_IN_BACKOFF_AFTER: String(BACKOFF_AFTER) });
  fakeOnly(['Date'], START);
});
afterAll(async () => {
  jest.useRealTimers();
  await api.close();
});

const PASSWORD = 'a long staff password';
let staffCount = 0;

/** A new member of staff in `role`, with no two-factor yet, as create-operator or an invitation makes them. */
async function newStaff(staffRole: StaffRole) {
  staffCount += 1;
  const [user] = await api.app.db
    .insert(users)
    .values({
      storeId: STORE_ID,
      name: `Staff ${staffCount}`,
      email: `staff${staffCount}@example.test`,
      mobile: `+4477009${String(staffCount).padStart(5, '0')}`,
      passwordHash: await hashPassword(PASSWORD),
      role: 'operator',
      staffRole,
      referralCode: newReferralCode(),
    })
    .returning();
  return user!;
}

const login = (identifier: string, password = PASSWORD) =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

const answer = (payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: '/api/auth/two-factor', payload });

const signedIn = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  api.app.inject({ method, url, headers: as(token), payload });

/** Sets up an owner through the sign-in's setup step; answers their secret, token and recovery codes. */
async function ownerThroughSetup() {
  const owner = await newStaff('owner');
  const { twoFactor } = (await login(owner.email!)).json();
  const done = await answer({
    challenge: twoFactor.challenge,
    code: await totpCode(twoFactor.secret),
  });
  expect(done.statusCode).toBe(200);
  return { owner, secret: twoFactor.secret as string, ...done.json() };
}

describe('an owner without two-factor', () => {
  it('is sent through setup and gets no session without a valid code', async () => {
    const owner = await newStaff('owner');
    const response = await login(owner.email!);
    expect(response.statusCode).toBe(200);
    const { twoFactor, token } = response.json();
    expect(token).toBeUndefined();
    expect(twoFactor).toMatchObject({ kind: 'setup', challenge: expect.any(String) });
    expect(twoFactor.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(twoFactor.otpauthUrl).toContain(`secret=${twoFactor.secret}`);

    const wrong = await answer({ challenge: twoFactor.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG', field: 'code' });
    // A recovery code cannot finish a setup: there are none yet.
    const recovery = await answer({
      challenge: twoFactor.challenge,
      recoveryCode: 'aaaa-bbbb-cccc',
    });
    expect(recovery.statusCode).toBe(401);
    const [secret] = await api.app.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, owner.id));
    expect(secret!.confirmedAt).toBeNull();
  });

  it('finishes setup with a code, gets ten recovery codes, and then needs a code', async () => {
    const { owner, token, recoveryCodes, user } = await ownerThroughSetup();
    expect(token).toEqual(expect.any(String));
    expect(user.staffRole).toBe('owner');
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await signedIn('GET', '/api/me', token)).statusCode).toBe(200);
    const [entry] = await api.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operatorId, owner.id));
    expect(entry).toMatchObject({ action: 'two_factor.enabled', operatorRole: 'owner' });

    const next = (await login(owner.email!)).json();
    expect(next.twoFactor).toEqual({ kind: 'code', challenge: expect.any(String) });
  });
});

describe('a code', () => {
  it('works once: the same code, or an older one, is refused', async () => {
    const { owner, secret } = await ownerThroughSetup();
    const code = await totpCode(secret);
    const { twoFactor } = (await login(owner.email!)).json();
    const again = await answer({ challenge: twoFactor.challenge, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.field).toBe('code');

    moveClock(STEP_MS);
    const fresh = await answer({ challenge: twoFactor.challenge, code: await totpCode(secret) });
    expect(fresh.statusCode).toBe(200);
    // The challenge is spent: it answers nothing a second time.
    moveClock(STEP_MS);
    const reused = await answer({ challenge: twoFactor.challenge, code: await totpCode(secret) });
    expect(reused.json().error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('counts wrong tries, and the fifth ends the challenge', async () => {
    const { owner, secret } = await ownerThroughSetup();
    moveClock(STEP_MS);
    const { twoFactor } = (await login(owner.email!)).json();
    const messages = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await answer({ challenge: twoFactor.challenge, code: '123456' });
      expect(wrong.statusCode).toBe(401);
      messages.push(wrong.json().error.message as string);
    }
    expect(messages[0]).toContain('4 tries left');
    expect(messages[3]).toContain('1 try left');
    expect(messages[4]).toContain('Sign in again');
    const right = await answer({ challenge: twoFactor.challenge, code: await totpCode(secret) });
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
      field: 'challenge',
    });
  });

  it('counts against the account’s sign-in pause, which a right password alone does not lift', async () => {
    const { owner } = await ownerThroughSetup();
    // Each round: the right password (which lifts no pause while a code is
    // still owed) and a wrong code. Were the password to lift it, wrong codes
    // from fresh challenges would never pause the account.
    const answers: number[] = [];
    for (let round = 0; round < BACKOFF_AFTER; round += 1) {
      const signIn = await login(owner.email!);
      answers.push(signIn.statusCode);
      if (signIn.statusCode !== 200) break;
      const wrong = await answer({ challenge: signIn.json().twoFactor.challenge, code: '000000' });
      answers.push(wrong.statusCode);
    }
    expect(answers.slice(0, -1).every((status) => status === 200 || status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect(answers.length).toBeLessThanOrEqual(BACKOFF_AFTER + 1);
  });

  it('is refused once the challenge has expired (5 minutes)', async () => {
    const { owner, secret } = await ownerThroughSetup();
    const { twoFactor } = (await login(owner.email!)).json();
    moveClock(5 * 60_000 + STEP_MS);
    const late = await answer({ challenge: twoFactor.challenge, code: await totpCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('must be six digits, and the answer one of code or recovery code (400 naming the field)', async () => {
    const bad = await answer({ challenge: 'x', code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('code');
    const neither = await answer({ challenge: 'x' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.field).toBe('code');
  });
});

describe('a recovery code', () => {
  it('signs in once, typed in any case or spacing', async () => {
    const { owner, recoveryCodes } = await ownerThroughSetup();
    const code = recoveryCodes[0] as string;
    const first = (await login(owner.email!)).json();
    const used = await answer({
      challenge: first.twoFactor.challenge,
      recoveryCode: ` ${code.toUpperCase()} `,
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().recoveryCodes).toBeUndefined();

    const second = (await login(owner.email!)).json();
    const again = await answer({ challenge: second.twoFactor.challenge, recoveryCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.field).toBe('recoveryCode');
  });
});

describe('staff in roles that do not need it', () => {
  it('sign in without it, and customers too', async () => {
    const picker = await login(SEED_ACCOUNTS.picker.email, SEED_ACCOUNTS.picker.password);
    expect(picker.json()).toMatchObject({
      token: expect.any(String),
      user: { staffRole: 'picker' },
    });
    const customer = await login(SEED_ACCOUNTS.customer.email, SEED_ACCOUNTS.customer.password);
    expect(customer.json().token).toEqual(expect.any(String));
  });

  it('may turn it on, then need it, and turn it off again with a code', async () => {
    const picker = await newStaff('picker');
    const { token } = (await login(picker.email!)).json();
    expect(await (await signedIn('GET', '/api/auth/two-factor', token)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = (await signedIn('POST', '/api/auth/two-factor/setup', token)).json();
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await signedIn('POST', '/api/auth/two-factor/setup/confirm', token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await signedIn('POST', '/api/auth/two-factor/setup/confirm', token, {
      code: await totpCode(setup.secret),
    });
    expect(confirmed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const next = (await login(picker.email!)).json();
    expect(next.twoFactor.kind).toBe('code');

    moveClock(STEP_MS);
    const renewed = await signedIn('POST', '/api/auth/two-factor/recovery-codes', token, {
      code: await totpCode(setup.secret),
    });
    expect(renewed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    moveClock(STEP_MS);
    const off = await signedIn('POST', '/api/auth/two-factor/disable', token, {
      code: await totpCode(setup.secret),
    });
    expect(off.statusCode).toBe(204);
    expect((await login(picker.email!)).json().token).toEqual(expect.any(String));
    const actions = await api.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.operatorId, picker.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual(
      ['two_factor.disabled', 'two_factor.enabled', 'two_factor.recovery_codes_replaced'].sort(),
    );
  });

  it('cannot be turned off by a role that needs it, nor set up by a customer', async () => {
    const { token, secret } = await ownerThroughSetup();
    moveClock(STEP_MS);
    const off = await signedIn('POST', '/api/auth/two-factor/disable', token, {
      code: await totpCode(secret),
    });
    expect(off.statusCode).toBe(403);
    const customer = await registerCustomer(api.app);
    const setup = await signedIn('POST', '/api/auth/two-factor/setup', customer.token);
    expect(setup.statusCode).toBe(403);
  });
});

describe('what is stored', () => {
  it('keeps only hashes of challenges and recovery codes', async () => {
    const { owner, recoveryCodes } = await ownerThroughSetup();
    const { twoFactor } = (await login(owner.email!)).json();
    const challenges = await api.app.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, owner.id));
    const stored = JSON.stringify(challenges);
    expect(stored).not.toContain(twoFactor.challenge);
    const codes = JSON.stringify(
      await api.app.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, owner.id)),
    );
    for (const code of recoveryCodes as string[]) {
      expect(codes).not.toContain(code);
      expect(codes).not.toContain(code.replace(/-/g, ''));
    }
  });
});

describe('the demo owner and manager', () => {
  it('have two-factor on with the published secret', async () => {
    for (const account of [SEED_ACCOUNTS.operator, SEED_ACCOUNTS.manager]) {
      moveClock(STEP_MS);
      const { twoFactor } = (await login(account.email, account.password)).json();
      expect(twoFactor.kind).toBe('code');
      const done = await answer({
        challenge: twoFactor.challenge,
        code: await totpCode(account.totpSecret),
      });
      expect(done.json().user.staffRole).toBe(account.staffRole);
    }
  });
});
