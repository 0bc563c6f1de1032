import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import lockfile from 'proper-lockfile';

/** The demo owner's and manager's authenticator secrets, published like their passwords. */
export const DEMO_TOTP_SECRETS: Record<string, string> = {
  'operator@corner-market.test': 'CORNERMARKETOWNERDEMOTOTPSECRET2',
  'manager@corner-market.test': 'CORNERMARKETMANAGERDEMOTOTPSECR2',
};

const STEP_SECONDS = 30;
// The API takes one code a step, a step later than the last it took, and only
// the steps either side of now (api/src/lib/totp.ts). The run's workers share
// what they know of that in files: the last step each API took for each
// account, and the sessions signed in with a code, which every worker reuses
// (global-setup.ts signs the owner in once, before any spec). One folder a
// run, as each run's API starts on a new database; the config loads this
// file first, in the runner, whose environment the workers inherit.
process.env.E2E_TOTP_RUN ??= String(Date.now());
export const runDir = path.join(os.tmpdir(), 'storefront-e2e', `run-${process.env.E2E_TOTP_RUN}`);
const usedStepsFile = path.join(runDir, 'totp-steps.json');

/** Removes the run's folder (global-setup.ts, once the run ends). */
export const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });

/** One API's account: default-start's own API keeps steps and sessions of its own. */
const keyOf = (api: string, identifier: string) => `${api} ${identifier}`;

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

// Written whole and renamed into place, so a reader never sees half a file.
function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `submit` with a code the API accepts now for the demo account, holding
 * the run's lock from choosing the code until `submit` has the API's answer:
 * a worker that chose a later step and was answered first would make the API
 * refuse the earlier one. Waits when the three steps around now are all used.
 */
export async function withTotpCode<T>(
  api: string,
  identifier: string,
  submit: (code: string) => Promise<T>,
): Promise<T> {
  const secret = DEMO_TOTP_SECRETS[identifier];
  if (!secret) throw new Error(`${identifier} has no demo authenticator secret`);
  mkdirSync(runDir, { recursive: true });
  const unlock = await lockfile.lock(usedStepsFile, {
    realpath: false,
    // A holder may wait out a whole step (30 s) and then the API; a worker
    // that died holding it loses it once the lock is 20 s unrefreshed.
    stale: 20_000,
    retries: { retries: 600, minTimeout: 200, maxTimeout: 200, factor: 1 },
    onCompromised: (error) => console.warn(`The run's two-factor lock was lost: ${error.message}`),
  });
  try {
    const key = keyOf(api, identifier);
    for (;;) {
      const used = readJson<Record<string, number>>(usedStepsFile) ?? {};
      const nowSeconds = Date.now() / 1000;
      const current = Math.floor(nowSeconds / STEP_SECONDS);
      const secondsLeft = STEP_SECONDS - (nowSeconds % STEP_SECONDS);
      // The step before is taken only while it cannot slip out of the window on the way.
      const candidates = [...(secondsLeft > 5 ? [current - 1] : []), current, current + 1];
      const step = candidates.find((candidate) => candidate > (used[key] ?? 0));
      if (step !== undefined) {
        // Spent whatever the API answers: it may have taken the code before failing.
        writeJson(usedStepsFile, { ...used, [key]: step });
        return await submit(await generate({ secret, epoch: step * STEP_SECONDS }));
      }
      await sleep(1000);
    }
  } finally {
    await unlock();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where a browser session of the account, signed in with a code, is kept for every worker. */
const sessionFile = (api: string, identifier: string) =>
  path.join(
    runDir,
    'sessions',
    `${createHash('sha256').update(keyOf(api, identifier)).digest('hex').slice(0, 16)}.json`,
  );

/** The session's token: the app keeps it in the site's localStorage. */
function tokenOf(state: StorageState) {
  for (const origin of state.origins) {
    const token = origin.localStorage.find((item) => item.name === 'token')?.value;
    if (token) return { origin, token };
  }
  return undefined;
}

// Each worker also keeps what it has used, so it reads the files once.
const tokens = new Map<string, string>();
const browserSessions = new Map<string, StorageState>();

function keptBrowserSession(api: string, identifier: string): StorageState | undefined {
  const key = keyOf(api, identifier);
  const state = browserSessions.get(key) ?? readJson<StorageState>(sessionFile(api, identifier));
  if (state) browserSessions.set(key, state);
  return state;
}

async function stillSignedIn(request: APIRequestContext, api: string, token: string) {
  return (await request.get(`${api}/me`, { headers: { authKey: token } })).ok();
}

/**
 * Signs in through the API, past the second step for the demo owner and
 * manager; answers the token. Their token is the run's shared session's while
 * the API still takes it, so a spec spends no code on it.
 */
export async function apiSignIn(
  request: APIRequestContext,
  api: string,
  account: { identifier: string; password: string },
): Promise<string> {
  const key = keyOf(api, account.identifier);
  const shared = keptBrowserSession(api, account.identifier);
  for (const kept of [tokens.get(key), shared && tokenOf(shared)?.token]) {
    if (kept && (await stillSignedIn(request, api, kept))) {
      tokens.set(key, kept);
      return kept;
    }
  }
  const login = await request.post(`${api}/auth/login`, { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = (await login.json()) as { token?: string; twoFactor?: { challenge: string } };
  if (answer.token) return answer.token;
  const second = await withTotpCode(api, account.identifier, (code) =>
    request.post(`${api}/auth/two-factor`, {
      data: { challenge: answer.twoFactor!.challenge, code },
    }),
  );
  expect(second.ok(), await second.text()).toBe(true);
  const { token } = (await second.json()) as { token: string };
  tokens.set(key, token);
  return token;
}

/**
 * On the sign-in page after the password: enters the code when the page asks
 * for one, and keeps the signed-in session for every worker of the run.
 */
export async function passSecondStep(page: Page, identifier: string, api: string) {
  const signedIn = page.getByTestId('header-user-name');
  const code = page.getByLabel('6-digit code');
  // Attached, not visible: a phone's header keeps the name behind its menu.
  await expect(signedIn.or(code).first()).toBeAttached();
  if (await code.isVisible()) {
    await withTotpCode(api, identifier, async (totp) => {
      await code.fill(totp);
      const answered = page.waitForResponse(
        (response) =>
          response.url() === `${api}/auth/two-factor` && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answered;
    });
  }
  await expect(signedIn).toHaveCount(1);
  const state = await page.context().storageState();
  browserSessions.set(keyOf(api, identifier), state);
  writeJson(sessionFile(api, identifier), state);
}

/**
 * Signs the page's browser in with the run's session of the account (its
 * cookies and stored keys), when the API still takes it; false when there is
 * none, so the caller signs in through the page.
 */
export async function restoreSession(
  page: Page,
  identifier: string,
  api: string,
): Promise<boolean> {
  const state = keptBrowserSession(api, identifier);
  const found = state && tokenOf(state);
  if (!state || !found) return false;
  if (!(await stillSignedIn(page.request, api, found.token))) {
    browserSessions.delete(keyOf(api, identifier));
    return false;
  }
  // The keys go to the page's own site (a spec may serve the app on another port); cookies on
  // localhost are shared by every port.
  if (!page.url().startsWith('http')) await page.goto(found.origin.origin);
  await page.context().addCookies(state.cookies);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, found.origin.localStorage);
  await page.reload();
  await expect(page.getByTestId('header-user-name')).toHaveCount(1);
  return true;
}
