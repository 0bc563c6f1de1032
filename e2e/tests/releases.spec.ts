// Versioned releases of a remote (tools/release): a page opened on one
// version keeps working after live moves to the next, a canary reaches only
// the browsers in its share (and each of them every time), and rollback puts
// everyone back. The store console is released on its own, and a customer's
// page stays on the storefront's version. Everything here runs on servers of its own, from copies: the
// shared servers and host/dist are never touched.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createStaticServer } from '@storefront/server';
import { OPERATOR } from '../support/api';
import { cartCount, openFirstProduct, signIn, untilHydrated } from '../support/shopper';

const ROOT = path.resolve(__dirname, '../..');
const STOREFRONT_DIST = path.join(ROOT, 'remote-storefront/dist');
const OPERATOR_DIST = path.join(ROOT, 'remote-operator/dist');
const API_ORIGIN = 'http://localhost:3000';

// A heading of the home page, drawn by the server and by the browser alike;
// each version made here says it its own way.
const HEADING = 'Shop by category';
const HEADING_OF = { A: HEADING, B: 'Shop by aisle', C: 'Shop by department' };

type Server = Awaited<ReturnType<typeof createStaticServer>>;

let work: string;
let hostDir: string;
let releasesDir: string;
let host: Server;
let storefront: Server;
let operator: Server;
let hostOrigin: string;
let storefrontOrigin: string;
let operatorOrigin: string;
const versions: Record<string, string> = {};

const originOf = (server: Server) =>
  `http://localhost:${(server.server.address() as AddressInfo).port}`;

/**
 * Another build of the storefront: its dist with the home page's heading
 * changed in the browser's chunk and in the server build alike. The
 * precompressed twins of the changed files are dropped, so the server
 * compresses what it sends from the new text.
 */
async function storefrontBuildSaying(heading: string) {
  const dir = await mkdtemp(path.join(work, 'storefront-'));
  await cp(STOREFRONT_DIST, dir, { recursive: true });
  let changed = 0;
  for (const file of [...(await readdir(dir)), 'server/app.js']) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    if (!text.includes(`"${HEADING}"`)) continue;
    await writeFile(path.join(dir, file), text.split(`"${HEADING}"`).join(`"${heading}"`));
    await rm(path.join(dir, `${file}.br`), { force: true });
    await rm(path.join(dir, `${file}.gz`), { force: true });
    changed += 1;
  }
  // One browser chunk and the server build.
  expect(changed).toBe(2);
  return dir;
}

/**
 * Another build of the store console: its menu is titled `title`. Only the
 * browser's chunks change (the console has no server build).
 */
async function operatorBuildTitled(title: string) {
  const dir = await mkdtemp(path.join(work, 'operator-'));
  await cp(OPERATOR_DIST, dir, { recursive: true });
  let changed = 0;
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    if (!text.includes('"Store console"')) continue;
    await writeFile(path.join(dir, file), text.split('"Store console"').join(`"${title}"`));
    await rm(path.join(dir, `${file}.br`), { force: true });
    await rm(path.join(dir, `${file}.gz`), { force: true });
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
  return dir;
}

/** Runs tools/release/release.mjs against this test's host and store, as a deploy would. */
async function releaseTool(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'tools/release/release.mjs'),
      ...args,
      '--remotes',
      path.join(hostDir, 'remotes.json'),
    ],
    { cwd: ROOT, env: { ...process.env, RELEASES_DIR: releasesDir } },
  );
  return stdout;
}

/** Releases a remote's build with --skip-build --from, and answers its version. */
async function releaseRemote(remote: string, dist: string, ...options: string[]) {
  const stdout = await releaseTool(remote, '--skip-build', '--from', dist, ...options);
  const version = new RegExp(`${remote} ([0-9a-f]{12}) is (live|the canary)`).exec(stdout)?.[1];
  expect(version, stdout).toBeTruthy();
  return version!;
}

const release = (dist: string, ...options: string[]) =>
  releaseRemote('storefront', dist, ...options);

/** The versions of a remote served from `origin` that a page loaded files from. */
function versionsSeen(page: Page, origin: string) {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const version = /\/releases\/([0-9a-f]{12})\//.exec(request.url())?.[1];
    if (request.url().startsWith(origin) && version) seen.add(version);
  });
  return seen;
}

const storefrontVersionsSeen = (page: Page) => versionsSeen(page, storefrontOrigin);

/**
 * The host's server with the API behind its own origin: the API lets in only
 * the usual origins (8080–8083), and this host has a port of its own.
 */
async function hostServer(dir: string) {
  const server = await createStaticServer({ dir });
  await server.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    api.all('/api/*', async (request, reply) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => !['host', 'origin', 'connection', 'content-length'].includes(name))
          .map(([name, value]) => [name, String(value)]),
      );
      const answer = await fetch(`${API_ORIGIN}${request.url}`, {
        method: request.method,
        headers,
        body: ['GET', 'HEAD'].includes(request.method)
          ? undefined
          : new Uint8Array(request.body as Buffer),
      });
      reply.code(answer.status);
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
          reply.header(name, value);
      });
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    });
  });
  return server;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'releases-e2e-'));
  releasesDir = path.join(work, 'releases');
  hostDir = path.join(work, 'host');
  await cp(path.join(ROOT, 'host/dist'), hostDir, { recursive: true });
  // The storefront's server as serve-all starts it, with a store of its own.
  storefront = await createStaticServer({
    dir: STOREFRONT_DIST,
    releasesDir: path.join(releasesDir, 'remote-storefront'),
  });
  await storefront.listen({ host: 'localhost', port: 0 });
  storefrontOrigin = originOf(storefront);
  operator = await createStaticServer({
    dir: OPERATOR_DIST,
    releasesDir: path.join(releasesDir, 'remote-operator'),
  });
  await operator.listen({ host: 'localhost', port: 0 });
  operatorOrigin = originOf(operator);
  host = await hostServer(hostDir);
  await host.listen({ host: 'localhost', port: 0 });
  hostOrigin = originOf(host);
  // Both files are read on every request, so they may be written once the ports are known.
  await writeFile(
    path.join(hostDir, 'remotes.json'),
    JSON.stringify({
      storefront: `${storefrontOrigin}/mf-manifest.json`,
      verify: 'http://localhost:8082/mf-manifest.json',
      dashboard: 'http://localhost:8083/mf-manifest.json',
      operator: `${operatorOrigin}/mf-manifest.json`,
    }),
  );
  await writeFile(
    path.join(hostDir, 'config.json'),
    JSON.stringify({ apiBaseUrl: `${hostOrigin}/api` }),
  );
  versions.A = await release(STOREFRONT_DIST);
});

test.afterAll(async () => {
  await host?.close();
  await storefront?.close();
  await operator?.close();
  await rm(work, { recursive: true, force: true });
});

test('a page opened on one version keeps working after live moves to the next, with no reload', async ({
  page,
  browser,
}) => {
  const seen = storefrontVersionsSeen(page);
  await page.goto(`${hostOrigin}/`);
  await expect(page.getByRole('heading', { name: HEADING_OF.A })).toBeVisible();
  await untilHydrated(page);
  await page.evaluate(() => Object.assign(window, { openedBeforeTheRelease: true }));

  versions.B = await release(await storefrontBuildSaying(HEADING_OF.B));
  const remotes = JSON.parse(await readFile(path.join(hostDir, 'remotes.json'), 'utf8'));
  expect(remotes.storefront).toBe(`${storefrontOrigin}/releases/${versions.B}/mf-manifest.json`);

  // Pages whose code the open page has not loaded yet: they come from its own version.
  await page.getByRole('link', { name: 'See all products' }).click();
  // The home page stays on screen, its own products with it, until the list's code is in.
  await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
  await openFirstProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: HEADING_OF.A })).toBeVisible();
  expect(await page.evaluate(() => 'openedBeforeTheRelease' in window)).toBe(true);
  expect([...seen]).toEqual([versions.A]);

  // A page opened now gets the new version, from the server and in the browser.
  const fresh = await browser.newPage();
  const freshSeen = storefrontVersionsSeen(fresh);
  await fresh.goto(`${hostOrigin}/`);
  await expect(fresh.getByRole('heading', { name: HEADING_OF.B })).toBeVisible();
  await untilHydrated(fresh);
  expect([...freshSeen]).toEqual([versions.B]);
  await fresh.close();
});

/** A browser whose canary bucket is `bucket`, on the host's origin. */
async function browserInBucket(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf-bucket', value: String(bucket), url: hostOrigin }]);
  return context;
}

/** What one browser gets, twice over: the server's HTML and the page its scripts draw. */
async function expectVersion(
  context: Awaited<ReturnType<typeof browserInBucket>>,
  version: keyof typeof HEADING_OF,
) {
  for (let visit = 0; visit < 2; visit += 1) {
    const html = await (await context.request.get(`${hostOrigin}/`)).text();
    expect(html).toContain(`>${HEADING_OF[version]}</h2>`);
    const page = await context.newPage();
    const seen = storefrontVersionsSeen(page);
    await page.goto(`${hostOrigin}/`);
    await expect(page.getByRole('heading', { name: HEADING_OF[version] })).toBeVisible();
    await untilHydrated(page);
    expect([...seen]).toEqual([versions[version]]);
    await page.close();
  }
}

test('a canary reaches the browsers in its share, each of them every time, until rolled back', async ({
  browser,
}) => {
  // Two browsers, each loading the store four times, and three switches.
  test.slow();
  versions.C = await release(await storefrontBuildSaying(HEADING_OF.C), '--canary', '50');
  const onCanary = await browserInBucket(browser, 10);
  const onLive = await browserInBucket(browser, 90);
  await expectVersion(onCanary, 'C');
  await expectVersion(onLive, 'B');

  // A new browser is given a bucket, and keeps it.
  const newcomer = await browser.newContext();
  const first = await newcomer.request.get(`${hostOrigin}/remotes.json`);
  const bucket = (await newcomer.cookies(hostOrigin)).find((cookie) => cookie.name === 'mf-bucket');
  expect(Number(bucket?.value)).toBeGreaterThanOrEqual(0);
  expect(bucket?.httpOnly).toBe(false);
  const second = await newcomer.request.get(`${hostOrigin}/remotes.json`);
  expect(await second.json()).toEqual(await first.json());
  await newcomer.close();

  await releaseTool('rollback', 'storefront');
  await expectVersion(onCanary, 'B');
  await expectVersion(onLive, 'B');

  // Once more without a canary, rollback takes live back to the version before it.
  await releaseTool('rollback', 'storefront');
  await expectVersion(onCanary, 'A');
  const history = await releaseTool('list', 'storefront');
  expect(history).toMatch(new RegExp(`${versions.A} +rollback .*← live`));
  await onCanary.close();
  await onLive.close();
});

test('the store console is released and rolled back on its own; a customer page stays on its version', async ({
  browser,
}) => {
  test.slow();
  const remotesNow = async () =>
    JSON.parse(await readFile(path.join(hostDir, 'remotes.json'), 'utf8')) as Record<
      string,
      string
    >;
  const storefrontLive = (await remotesNow()).storefront;
  const first = await releaseRemote('operator', OPERATOR_DIST);
  const next = await releaseRemote('operator', await operatorBuildTitled('Shop console'));
  expect((await remotesNow()).operator).toBe(`${operatorOrigin}/releases/${next}/mf-manifest.json`);
  expect((await remotesNow()).storefront).toBe(storefrontLive);

  // A customer's page: the storefront's version as it was, and nothing of the console.
  const customer = await browser.newPage();
  const customerSeen = storefrontVersionsSeen(customer);
  const fromConsole: string[] = [];
  customer.on('request', (request) => {
    if (request.url().startsWith(operatorOrigin)) fromConsole.push(request.url());
  });
  await customer.goto(`${hostOrigin}/`);
  await expect(customer.getByRole('heading', { name: HEADING_OF.A })).toBeVisible();
  await untilHydrated(customer);
  expect([...customerSeen]).toEqual([versions.A]);
  expect(fromConsole).toEqual([]);
  await customer.close();

  // The operator gets the console's new version.
  const desk = await (await browser.newContext()).newPage();
  const deskSeen = versionsSeen(desk, operatorOrigin);
  await desk.goto(`${hostOrigin}/`);
  await signIn(desk, OPERATOR.identifier, OPERATOR.password);
  await desk.goto(`${hostOrigin}/operator/orders`);
  await expect(desk.getByRole('navigation', { name: 'Shop console' })).toBeVisible();
  expect([...deskSeen]).toEqual([next]);

  // Rollback takes the console back, and leaves the storefront where it was.
  await releaseTool('rollback', 'operator');
  expect((await remotesNow()).operator).toBe(
    `${operatorOrigin}/releases/${first}/mf-manifest.json`,
  );
  expect((await remotesNow()).storefront).toBe(storefrontLive);
  await desk.reload();
  await expect(desk.getByRole('navigation', { name: 'Store console' })).toBeVisible();
  await desk.context().close();
});
