import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

/** The demo owner's and manager's authenticator secrets, published like their passwords. */
export const DEMO_TOTP_SECRETS: Record<string, string> = {
  'operator@corner-market.test': 'CORNERMARKETOWNERDEMOTOTPSECRET2',
  'manager@corner-market.test': 'CORNERMARKETMANAGERDEMOTOTPSECR2',
};

const STEP_SECONDS = 30;
// The API takes one code a step, and the steps either side of now; the tests
// sign the owner in more often than that, so each sign-in takes the next step
// not yet used, waiting only when all three are spent. The last step used is
// kept in a file, since a spec may run in a new worker process; one file a
// run, as each run's API starts on a new database. The config loads this file
// first, in the runner, whose environment the workers inherit.
process.env.E2E_TOTP_RUN ??= String(Date.now());
const usedStepsFile = path.join(
  os.tmpdir(),
  'storefront-e2e',
  `totp-steps-${process.env.E2E_TOTP_RUN}.json`,
);

function readUsedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(usedStepsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** A code the API accepts now for the demo account, never one this machine has already used. */
export async function nextTotpCode(identifier: string): Promise<string> {
  const secret = DEMO_TOTP_SECRETS[identifier];
  if (!secret) throw new Error(`${identifier} has no demo authenticator secret`);
  for (;;) {
    const used = readUsedSteps();
    const nowSeconds = Date.now() / 1000;
    const current = Math.floor(nowSeconds / STEP_SECONDS);
    const secondsLeft = STEP_SECONDS - (nowSeconds % STEP_SECONDS);
    // The step before is taken only while it cannot slip out of the window on the way.
    const candidates = [...(secondsLeft > 5 ? [current - 1] : []), current, current + 1];
    const step = candidates.find((candidate) => candidate > (used[identifier] ?? 0));
    if (step !== undefined) {
      mkdirSync(path.dirname(usedStepsFile), { recursive: true });
      writeFileSync(usedStepsFile, JSON.stringify({ ...used, [identifier]: step }));
      return generate({ secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// One code a step holds the owner to about two sign-ins a minute, fewer than
// the suite makes, so each worker signs each account in with a code once (by
// the API and in a browser) and reuses that session while the API still
// takes it. The first sign-in of a run still goes through the second step.
const tokens = new Map<string, string>();
const browserSessions = new Map<string, StorageState>();

async function stillSignedIn(request: APIRequestContext, api: string, token: string) {
  return (await request.get(`${api}/me`, { headers: { authKey: token } })).ok();
}

/** Signs in through the API, past the second step for the demo owner and manager; answers the token. */
export async function apiSignIn(
  request: APIRequestContext,
  api: string,
  account: { identifier: string; password: string },
): Promise<string> {
  const key = `${api} ${account.identifier}`;
  const kept = tokens.get(key);
  if (kept && (await stillSignedIn(request, api, kept))) return kept;
  const login = await request.post(`${api}/auth/login`, { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = (await login.json()) as { token?: string; twoFactor?: { challenge: string } };
  if (answer.token) return answer.token;
  const second = await request.post(`${api}/auth/two-factor`, {
    data: { challenge: answer.twoFactor!.challenge, code: await nextTotpCode(account.identifier) },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const { token } = (await second.json()) as { token: string };
  tokens.set(key, token);
  return token;
}

/** On the sign-in page after the password: enters the code when the page asks for one. */
export async function passSecondStep(page: Page, identifier: string) {
  const signedIn = page.getByTestId('header-user-name');
  const code = page.getByLabel('6-digit code');
  // Attached, not visible: a phone's header keeps the name behind its menu.
  await expect(signedIn.or(code).first()).toBeAttached();
  if (await code.isVisible()) {
    await code.fill(await nextTotpCode(identifier));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(signedIn).toHaveCount(1);
  browserSessions.set(identifier, await page.context().storageState());
}

/**
 * Signs the page's browser in with this worker's earlier session of the
 * account (its cookies and stored keys), when the API still takes it; false
 * when there is none, so the caller signs in through the page.
 */
export async function restoreSession(
  page: Page,
  identifier: string,
  api: string,
): Promise<boolean> {
  const state = browserSessions.get(identifier);
  const origin = state?.origins.find((each) =>
    each.localStorage.some((item) => item.name === 'token'),
  );
  const token = origin?.localStorage.find((item) => item.name === 'token')?.value;
  if (!state || !origin || !token) return false;
  if (!(await stillSignedIn(page.request, api, token))) {
    browserSessions.delete(identifier);
    return false;
  }
  // The keys go to the page's own site (a spec may serve the app on another port); cookies on
  // localhost are shared by every port.
  if (!page.url().startsWith('http')) await page.goto(origin.origin);
  await page.context().addCookies(state.cookies);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, origin.localStorage);
  await page.reload();
  await expect(page.getByTestId('header-user-name')).toHaveCount(1);
  return true;
}
