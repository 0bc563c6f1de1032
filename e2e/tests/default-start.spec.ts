import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OPERATOR } from '../support/api';
import { apiSignIn, DEMO_TOTP_SECRETS } from '../support/two-factor';
import { DEMO } from '../support/shopper';
import { PASSWORD } from '../support/customers';

// The README's run command (npm start) builds, then runs scripts/run-all.mjs:
// this starts that script as it does, on ports and a data folder of its own,
// and checks what a stranger could reach (issue 39) and what a newcomer can do.

const ROOT = path.resolve(__dirname, '../..');
const PORTS = {
  api: 3300,
  host: 8180,
  storefront: 8181,
  verify: 8182,
  dashboard: 8183,
  operator: 8184,
};
const API = `http://localhost:${PORTS.api}/api`;

let child: ChildProcess;
let output = '';
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-default-start-'));
  child = spawn(process.execPath, ['scripts/run-all.mjs'], {
    cwd: ROOT,
    env: {
      // The machine's environment, without the suites' own switches.
      ...withoutTestSwitches(process.env),
      PORT: String(PORTS.api),
      HOST_PORT: String(PORTS.host),
      STOREFRONT_PORT: String(PORTS.storefront),
      VERIFY_PORT: String(PORTS.verify),
      DASHBOARD_PORT: String(PORTS.dashboard),
      OPERATOR_PORT: String(PORTS.operator),
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      DEMO_CREDENTIALS_FILE: path.join(dataDir, 'demo-accounts.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => output, { timeout: 150_000, message: 'the demo banner' })
    .toContain('A local demo');
});

test.afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The suites' own switches, which a README start never has. */
const TEST_SWITCHES = ['DEV_OUTBOX', 'DEMO_ACCOUNTS', 'NODE_ENV'];

const withoutTestSwitches = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !TEST_SWITCHES.includes(name)));

const bannerPassword = (email: string) =>
  new RegExp(`${email.replace(/[.]/g, '\\.')}\\s+(\\S+)`).exec(output)?.[1];

test('npm start opens no local-testing route and no published password', async ({ request }) => {
  for (const url of [
    `${API}/dev/outbox?mobile=%2B447911000001`,
    `${API}/dev/email-outbox?to=operator%40corner-market.test`,
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  for (const account of [OPERATOR, DEMO]) {
    const login = await request.post(`${API}/auth/login`, { data: account });
    expect(login.status(), account.identifier).toBe(401);
  }
  // The banner's own passwords, generated for this copy, do sign in.
  const operatorPassword = bannerPassword(OPERATOR.identifier);
  expect(operatorPassword).toHaveLength(16);
  // With the published authenticator secret the banner also shows (the owner's second step).
  expect(output).toContain(DEMO_TOTP_SECRETS[OPERATOR.identifier]);
  const token = await apiSignIn(request, API, {
    identifier: OPERATOR.identifier,
    password: operatorPassword!,
  });
  const me = await request.get(`${API}/me`, { headers: { authKey: token } });
  expect(((await me.json()) as { role: string }).role).toBe('operator');
  expect(output).toContain('DEMO_ACCOUNTS=generated');
});

test('a newcomer registers, reads the code in the log, verifies and buys', async ({ request }) => {
  const mobile = `+4474009${String(Date.now()).slice(-5)}`;
  const registered = await request.post(`${API}/auth/register`, {
    data: {
      name: 'Nia Newcomer',
      email: `nia${Date.now()}@example.test`,
      mobile,
      password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const authKey = { authKey: token };

  expect((await request.post(`${API}/otp/send`, { headers: authKey, data: {} })).ok()).toBe(true);
  // The texted code is in the API's log, as the banner says.
  let code: string | undefined;
  await expect
    .poll(() => {
      const line = output
        .split('\n')
        .find((text) => text.includes(mobile) && /code is \d{6}/.test(text));
      code = line && /code is (\d{6})/.exec(line)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verified = await request.post(`${API}/otp/verify`, { headers: authKey, data: { code } });
  expect(verified.ok()).toBe(true);

  const products = await request.get(`${API}/stores/38/products`, {
    params: { q: 'basmati rice' },
  });
  const [product] = ((await products.json()) as { items: { id: number }[] }).items;
  const put = await request.put(`${API}/me/cart/items/${product!.id}`, {
    headers: authKey,
    data: { quantity: 1 },
  });
  expect(put.ok()).toBe(true);
  const order = await request.post(`${API}/me/orders`, {
    headers: authKey,
    data: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
  });
  expect(order.status()).toBe(201);
});

test('when a static server cannot start, npm start stops its API too', async () => {
  test.setTimeout(60_000);
  // Another program already holds the store console's port.
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(8194, 'localhost', resolve));
  const ownDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-port-taken-'));
  try {
    const starting = spawn(process.execPath, ['scripts/run-all.mjs'], {
      cwd: ROOT,
      env: {
        ...withoutTestSwitches(process.env),
        PORT: '3310',
        HOST_PORT: '8190',
        STOREFRONT_PORT: '8191',
        VERIFY_PORT: '8192',
        DASHBOARD_PORT: '8193',
        OPERATOR_PORT: '8194',
        PGLITE_DIR: path.join(ownDir, 'pglite'),
        UPLOADS_DIR: path.join(ownDir, 'uploads'),
        DEMO_CREDENTIALS_FILE: path.join(ownDir, 'demo-accounts.json'),
      },
      stdio: 'ignore',
    });
    const code = await new Promise((resolve) => starting.once('exit', resolve));
    expect(code).toBe(1);
    // The API runs in a process group of its own, so nothing else would stop
    // it: none of this machine's processes may still carry its data folder.
    expect(processesWith(ownDir)).toEqual([]);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
    rmSync(ownDir, { recursive: true, force: true });
  }
});

/** The PIDs of the processes whose environment names `text` (Linux's /proc). */
function processesWith(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(text);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}
