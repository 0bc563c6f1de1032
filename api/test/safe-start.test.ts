import { STAFF_ROLES } from '@storefront/shared/contracts';
// Issue 39: a copy started without the tests' own switches has no open
// local-testing route and no account with a published password.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { SEED_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/demo-accounts';
import { as, build, createDatabase, dropDatabase, PRODUCTION, type TestApp } from './helper';
import { signIn as signInPastTwoFactor, totpCode } from './staff-sign-in';

const run = promisify(execFile);

/** Every local-testing route, with a query it would otherwise answer. */
const DEV_ROUTES = [
  '/api/dev/outbox?mobile=%2B447911000001',
  '/api/dev/email-outbox?to=demo%40corner-market.test',
];

const signIn = (app: FastifyInstance, identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

const publishedSignIns = async (app: FastifyInstance) =>
  Promise.all(
    Object.values(SEED_ACCOUNTS).map(
      async (account) => (await signIn(app, account.email, account.password)).statusCode,
    ),
  );

describe.each([
  [
    'a start with no settings (as npm start runs the API)',
    { DEV_OUTBOX: undefined, DEMO_ACCOUNTS: undefined },
  ],
  ['a production start', PRODUCTION],
])('%s', (_name, env) => {
  let api: TestApp;
  beforeAll(async () => {
    // The database comes from the tests' template, seeded with the published passwords.
    api = await build(env);
  });
  afterAll(() => api.close());

  it('answers 404 on every local-testing route', async () => {
    for (const url of DEV_ROUTES) {
      const response = await api.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('lets no one sign in with a published password', async () => {
    expect(await publishedSignIns(api.app)).toEqual(Object.values(SEED_ACCOUNTS).map(() => 401));
  });
});

describe('the settings', () => {
  it.each([
    ['DEV_OUTBOX', { DEV_OUTBOX: 'true' }],
    ['DEMO_ACCOUNTS', { DEMO_ACCOUNTS: 'published' }],
  ])('refuse %s in production, naming it', (name, env) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(
      new RegExp(`${name}: cannot`),
    );
  });

  it('keep the dev routes and the demo accounts off by default', () => {
    const config = loadConfig({});
    expect([config.DEV_OUTBOX, config.DEMO_ACCOUNTS]).toEqual([false, 'off']);
  });
});

describe('a copy seeded with the published passwords, started without them', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build();
  });
  afterAll(() => api.close());

  it('locks those accounts and ends their sessions', async () => {
    const { token } = await signInPastTwoFactor(
      api.app,
      SEED_ACCOUNTS.operator.email,
      SEED_ACCOUNTS.operator.password,
    );

    const { locked } = await seedDemoAccounts(api.app.db, 'off', '');
    expect(locked.sort()).toEqual(
      Object.values(SEED_ACCOUNTS)
        .map((account) => account.email)
        .sort(),
    );

    const me = await api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) });
    expect(me.statusCode).toBe(401);
    expect(await publishedSignIns(api.app)).toEqual(Object.values(SEED_ACCOUNTS).map(() => 401));
    // Nothing left to lock the next time.
    expect((await seedDemoAccounts(api.app.db, 'off', '')).locked).toEqual([]);
  });
});

describe('the local demo (DEMO_ACCOUNTS=generated)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-demo-'));
  const file = path.join(dir, 'demo-accounts.json');
  let api: TestApp;
  beforeAll(async () => {
    api = await build({
      DEMO_ACCOUNTS: 'generated',
      DEMO_CREDENTIALS_FILE: file,
      DEV_OUTBOX: undefined,
    });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the demo accounts random passwords, kept for their owner only', async () => {
    const credentials = api.app.demoCredentials;
    expect(credentials.map((account) => account.role).sort()).toEqual(
      ['customer', ...STAFF_ROLES].sort(),
    );
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const account of credentials) {
      expect(account.password).toHaveLength(16);
      expect(kept[account.email]).toBe(account.password);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const operator = credentials.find((account) => account.role === 'owner')!;
    expect(operator.totpSecret).toBe(SEED_ACCOUNTS.operator.totpSecret);
    const { user } = await signInPastTwoFactor(api.app, operator.email, operator.password);
    expect(user.role).toBe('operator');
    expect(await publishedSignIns(api.app)).toEqual(Object.values(SEED_ACCOUNTS).map(() => 401));
  });

  it('keeps the same passwords on the next start', async () => {
    const again = await seedDemoAccounts(api.app.db, 'generated', file);
    expect(again.credentials).toEqual(api.app.demoCredentials);
  });
});

describe('pnpm --dir api create-operator', () => {
  const apiDir = path.resolve(__dirname, '..');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-operator-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `storefront_test_operator_${process.pid}`;
  let databaseEnv: Record<string, string | undefined>;
  beforeAll(async () => {
    databaseEnv = adminUrl
      ? { DATABASE_URL: await createDatabase(adminUrl, databaseName) }
      : { PGLITE_DIR: path.join(dir, 'pglite'), PGLITE_LOAD_FROM: undefined };
  });
  afterAll(async () => {
    if (adminUrl) await dropDatabase(adminUrl, databaseName);
    rmSync(dir, { recursive: true, force: true });
  });

  const createOperator = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/db/create-operator.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, NODE_OPTIONS: '', ...databaseEnv, LOG_LEVEL: 'silent' },
    });

  // The command is a process of its own, compiled as it starts: under CI's
  // load that alone passed 30 s once, before it read its arguments.
  it('refuses bad input, naming the argument', async () => {
    await expect(
      createOperator('--email', 'not-an-address', '--mobile', '+447911123456'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--email: Enter a valid e-mail address'),
    });
  }, 90_000);

  it('makes an operator with a password printed once, who can sign in', async () => {
    const args = [
      '--email',
      'Owner@Shop.example',
      '--mobile',
      '07911 123456',
      '--name',
      'Ola Owner',
    ];
    const { stdout } = await createOperator(...args);
    const password = /Password \(shown this once[^)]*\): (\S+)/.exec(stdout)?.[1];
    expect(password).toHaveLength(20);

    const api = await build({ ...databaseEnv, DEMO_ACCOUNTS: undefined });
    try {
      const login = await signIn(api.app, 'owner@shop.example', password!);
      expect(login.statusCode).toBe(200);
      // The first owner has no authenticator yet: the password leads to its setup.
      const { twoFactor } = login.json();
      expect(twoFactor).toMatchObject({ kind: 'setup', secret: expect.any(String) });
      const done = await api.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor',
        payload: { challenge: twoFactor.challenge, code: await totpCode(twoFactor.secret) },
      });
      expect(done.json().user).toMatchObject({ name: 'Ola Owner', role: 'operator' });
    } finally {
      await api.close();
    }

    await expect(createOperator(...args)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('exists already'),
    });
  }, 120_000);
});
