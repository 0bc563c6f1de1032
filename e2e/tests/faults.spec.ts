import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveApp } from '@storefront/server';
import {
  approveDocuments,
  PASSWORD,
  registerByApi,
  uploadPassportByApi,
  verifyMobileByApi,
} from '../support/customers';
import { recordResilience } from '../support/resilience-report';
import {
  addProductToCart,
  cartCount,
  signIn,
  untilElementHydrated,
  untilHydrated,
} from '../support/shopper';

const ROOT = path.resolve(__dirname, '../..');
const HOST_PORT = 8090;
const STOREFRONT_PORT = 8091;
const DASHBOARD_PORT = 8093;

type Server = Awaited<ReturnType<typeof serveApp>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the answers of 500 and above that the page saw. */
function countFiveXx(page: Page) {
  const seen = { count: 0 };
  page.on('response', (response) => {
    if (response.status() >= 500) seen.count += 1;
  });
  return seen;
}

/** A copy of the host build whose remotes.json names the given manifests. */
async function hostCopy(remotes: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'faults-host-'));
  await cp(path.join(ROOT, 'host/dist'), dir, { recursive: true });
  await writeFile(
    path.join(dir, 'remotes.json'),
    JSON.stringify({
      storefront: 'http://localhost:8081/mf-manifest.json',
      verify: 'http://localhost:8082/mf-manifest.json',
      dashboard: 'http://localhost:8083/mf-manifest.json',
      operator: 'http://localhost:8084/mf-manifest.json',
      ...remotes,
    }),
  );
  return dir;
}

const HASHED = /^(.+)\.([0-9a-f]{8})(\.(?:js|css)(?:\.map|\.LICENSE\.txt)?)$/;

/**
 * A redeploy in place: every hashed file gets a new hash, and every file that
 * names one (remoteEntry.js, mf-manifest.json, chunks) is rewritten to match,
 * so the chunks an open page knows about answer 404 from now on.
 */
async function redeploy(dir: string): Promise<number> {
  // A new build brings its own precompressed files; this one is made by
  // rewriting text, so it drops them and the server compresses as it sends.
  for (const file of await readdir(dir))
    if (/\.(br|gz)$/.test(file)) await rm(path.join(dir, file));
  const files = await readdir(dir);
  const renames = new Map<string, string>();
  for (const file of files) {
    const hash = HASHED.exec(file)?.[2];
    if (hash) renames.set(hash, [...hash].map((c) => (15 - parseInt(c, 16)).toString(16)).join(''));
  }
  for (const file of files.filter((name) => /\.(js|json|html)$/.test(name))) {
    const text = await readFile(path.join(dir, file), 'utf8');
    let next = text;
    for (const [from, to] of renames) next = next.split(from).join(to);
    if (next !== text) await writeFile(path.join(dir, file), next);
  }
  let moved = 0;
  for (const file of await readdir(dir)) {
    const match = HASHED.exec(file);
    if (!match) continue;
    const [, name, hash, ext] = match;
    await rename(path.join(dir, file), path.join(dir, `${name}.${renames.get(hash!)}${ext}`));
    moved += 1;
  }
  return moved;
}

test.describe('a slow remote', () => {
  test('shows a loading state while the rest of the store stays usable', async ({ page }) => {
    const fiveXx = countFiveXx(page);
    let delayed = 0;
    await page.route(/localhost:8083\/(mf-manifest\.json|remoteEntry\.js)/, async (route) => {
      delayed += 1;
      await sleep(5_000);
      await route.continue().catch(() => undefined);
    });
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('userId', '12'));

    const started = Date.now();
    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
    await expect(page.getByText('Loading My Dashboard…')).toBeVisible();

    // While the dashboard is still on its way, the shell and the storefront answer.
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(4_000);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(4_500);

    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
    await expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible({
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeGreaterThan(4_900);
    expect(delayed).toBeGreaterThan(0);
    recordResilience({
      area: 'fault',
      check: 'slow remote (5 s): loading state, other routes usable',
      tried: 1,
      failed: 0,
      fiveXx: fiveXx.count,
    });
  });
});

test.describe('a remote redeployed under an open page', () => {
  let hostDir: string;
  let storefrontDir: string;
  let host: Server;
  let storefront: Server;

  test.beforeAll(async () => {
    hostDir = await hostCopy({
      storefront: `http://localhost:${STOREFRONT_PORT}/mf-manifest.json`,
    });
    storefrontDir = await mkdtemp(path.join(tmpdir(), 'faults-storefront-'));
    await cp(path.join(ROOT, 'remote-storefront/dist'), storefrontDir, { recursive: true });
    host = await serveApp({ app: 'host', dir: hostDir, port: HOST_PORT });
    storefront = await serveApp({
      app: 'remote-storefront',
      dir: storefrontDir,
      port: STOREFRONT_PORT,
    });
  });

  test.afterAll(async () => {
    await storefront?.close();
    await host?.close();
    await rm(hostDir, { recursive: true, force: true });
    await rm(storefrontDir, { recursive: true, force: true });
  });

  test('the next navigation recovers with one reload and no white screen', async ({ page }) => {
    const fiveXx = countFiveXx(page);
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.goto(`http://localhost:${HOST_PORT}/`);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    // The server drew the page; the remote's code runs once it has hydrated.
    await untilHydrated(page);
    expect(loads).toBe(1);

    expect(await redeploy(storefrontDir)).toBeGreaterThan(5);

    // The cart page's chunk is one the open page has not fetched yet: its old name is gone.
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveURL(`http://localhost:${HOST_PORT}/cart`);
    expect(notFound.some((url) => url.startsWith(`http://localhost:${STOREFRONT_PORT}/`))).toBe(
      true,
    );
    // The server drew the reloaded page, so its text shows before its scripts
    // have run and the browser's load event has come.
    await expect.poll(() => loads).toBe(2);

    // Back on the new deployment: further pages need no more reloads. The
    // reloaded page was drawn by the server; its links are the router's once hydrated.
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await untilElementHydrated(signInLink);
    await signInLink.click();
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(loads).toBe(2);
    recordResilience({
      area: 'fault',
      check: 'remote redeployed under an open page (old chunks 404)',
      tried: 1,
      failed: 0,
      fiveXx: fiveXx.count,
    });
  });
});

test.describe('the API is down', () => {
  test('pages say so, the anonymous cart survives, and all works once it is back', async ({
    page,
  }) => {
    const fiveXx = countFiveXx(page);
    await addProductToCart(page, 'croissants');
    await expect(cartCount(page)).toHaveText('1');

    let aborted = 0;
    await page.route('**/api/**', (route) => {
      aborted += 1;
      return route.abort('connectionrefused');
    });
    // The server draws /products with the API it reaches; the browser, cut
    // off, meets the outage on the pages it draws, reached here by a link
    // from a page the browser draws (sign-in).
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
    await expect(page.getByText(/can't reach the store right now/).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    await page.screenshot({ path: '../test-results/faults-api-down.png', fullPage: true });
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText(/croissant/i).first()).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    expect(aborted).toBeGreaterThan(0);
    recordResilience({
      area: 'fault',
      check: 'API down: error shown, anonymous cart kept, recovers',
      tried: aborted,
      failed: 0,
      fiveXx: fiveXx.count,
    });
  });

  test('a half-filled checkout address survives a failed save', async ({ page, request }) => {
    const fiveXx = countFiveXx(page);
    const customer = await registerByApi(request, 'Faye');
    await verifyMobileByApi(request, customer);
    await uploadPassportByApi(request, customer);
    await approveDocuments(request, customer);

    await page.goto('/');
    await signIn(page, customer.email, PASSWORD);
    await addProductToCart(page, 'croissants');
    await page.goto('/checkout');
    await page.getByLabel(/Home delivery/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const newAddress = page.getByLabel('Add a new address');
    await expect(page.getByLabel('Recipient’s name').or(newAddress).first()).toBeVisible();
    if (await newAddress.isVisible()) await newAddress.check();
    const typed = {
      'Recipient’s name': 'Faye Field',
      'Address line 1': '9 Quay Lane',
      'Town or city': 'Bristol',
      Postcode: 'BS1 4DJ',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);

    let aborted = 0;
    await page.route('**/api/**', (route) => {
      aborted += 1;
      return route.abort('connectionrefused');
    });
    await page.getByRole('button', { name: 'Save and use this address' }).click();
    await expect(page.getByText(/can't reach the store right now/).first()).toBeVisible();
    for (const [label, value] of Object.entries(typed))
      await expect(page.getByLabel(label)).toHaveValue(value);

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Save and use this address' }).click();
    await expect(page.getByText('Cash on delivery')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('9 Quay Lane');
    expect(aborted).toBeGreaterThan(0);
    recordResilience({
      area: 'fault',
      check: 'API down: half-filled checkout address survives',
      tried: aborted,
      failed: 0,
      fiveXx: fiveXx.count,
    });
  });
});

test.describe('a remote built against an older shared package', () => {
  let hostDir: string;
  let dashboardDir: string;
  let host: Server;
  let dashboard: Server;

  test.beforeAll(async () => {
    hostDir = await hostCopy({ dashboard: `http://localhost:${DASHBOARD_PORT}/mf-manifest.json` });
    dashboardDir = await mkdtemp(path.join(tmpdir(), 'faults-dashboard-'));
    await cp(path.join(ROOT, 'remote-dashboard/dist'), dashboardDir, { recursive: true });
    // What a build against @storefront/shared 0.9.0 declares: version and requiredVersion.
    const shared = JSON.parse(await readFile(path.join(ROOT, 'shared/package.json'), 'utf8'));
    const built = (shared.version as string).replace(/\./g, '\\.');
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const target = path.join(dashboardDir, file);
      const text = await readFile(target, 'utf8');
      const older = text
        .replace(new RegExp(`"@storefront/shared","${built}"`, 'g'), '"@storefront/shared","0.9.0"')
        .replace(
          new RegExp(
            `requiredVersion:"\\^${built}",(strictVersion:!1,eager:!1,layer:void 0,shareKey:"@storefront/shared")`,
            'g',
          ),
          'requiredVersion:"^0.9.0",$1',
        )
        .replace(
          new RegExp(
            `("name": "@storefront/shared",\\s*"version": )"${built}",(\\s*"singleton": true,\\s*"requiredVersion": )"\\^${built}"`,
          ),
          '$1"0.9.0",$2"^0.9.0"',
        );
      expect(older, file).not.toBe(text);
      await writeFile(target, older);
      // Its precompressed copies still say the built version: the server now compresses it as it sends.
      await rm(`${target}.br`, { force: true });
      await rm(`${target}.gz`, { force: true });
    }
    host = await serveApp({ app: 'host', dir: hostDir, port: HOST_PORT });
    dashboard = await serveApp({
      app: 'remote-dashboard',
      dir: dashboardDir,
      port: DASHBOARD_PORT,
    });
  });

  test.afterAll(async () => {
    await dashboard?.close();
    await host?.close();
    await rm(hostDir, { recursive: true, force: true });
    await rm(dashboardDir, { recursive: true, force: true });
  });

  test('runs on the host’s copy, with a console warning naming the mismatch', async ({ page }) => {
    const fiveXx = countFiveXx(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // A customer signed in on an earlier visit (a stored userId, docs/permissions.md).
    await page.addInitScript(() => localStorage.setItem('userId', '12'));
    await page.goto(`http://localhost:${HOST_PORT}/`);
    await untilHydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
    await expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'my profile' })).toBeVisible();
    expect(
      warnings.some((text) => text.includes('@storefront/shared') && text.includes('0.9.0')),
      warnings.join('\n'),
    ).toBe(true);
    // One session store on the page: the remote uses the host's, so the sign-in state is shared.
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    recordResilience({
      area: 'fault',
      check: 'remote built against an older shared major runs on the host copy',
      tried: 1,
      failed: 0,
      fiveXx: fiveXx.count,
    });
  });
});
