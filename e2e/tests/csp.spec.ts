import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createStaticServer } from '@storefront/server';
import { OPERATOR } from '../support/api';
import { registerByApi, uploadPassportByApi } from '../support/customers';
import { recordResilience } from '../support/resilience-report';
import { DEMO, signIn } from '../support/shopper';

const ROOT = path.resolve(__dirname, '../..');

/** The policy's directives by name. */
function directives(policy: string | null | undefined): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('pages carry a policy built from the deployment’s remotes.json and config.json', async ({
  request,
}) => {
  const host = directives(
    (await request.get('http://localhost:8080/')).headers()['content-security-policy'],
  );
  const remoteOrigins = [
    'http://localhost:8081',
    'http://localhost:8082',
    'http://localhost:8083',
    'http://localhost:8084',
  ];
  expect(host['script-src']).toEqual(["'self'", ...remoteOrigins]);
  expect(host['connect-src']).toEqual(["'self'", 'http://localhost:3000', ...remoteOrigins]);
  expect(host['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:3000']);
  // The drawn home page carries the host's and the storefront's stylesheets in
  // <style> elements, each let in by its hash; no other inline style is.
  const home = await request.get('http://localhost:8080/');
  const styleHashes = [
    ...(await home.text()).matchAll(/<style data-href="[^"]+">([^]*?)<\/style>/g),
  ].map(([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
  expect(styleHashes).toHaveLength(2);
  expect(host['style-src']).toEqual(["'self'", ...styleHashes, ...remoteOrigins]);
  expect(host['object-src']).toEqual(["'none'"]);
  expect(host['default-src']).toEqual(["'self'"]);
  // A page the browser draws gets the same policy, less the drawn page's styles.
  const deep = directives(
    (await request.get('http://localhost:8080/dashboard/wallet')).headers()[
      'content-security-policy'
    ],
  );
  expect(deep).toEqual({ ...host, 'style-src': ["'self'", ...remoteOrigins] });
  // Scripts and JSON need none.
  expect((await request.get('http://localhost:8080/remotes.json')).headers()).not.toHaveProperty(
    'content-security-policy',
  );

  // A remote's standalone page: itself and its API only.
  const remote = directives(
    (await request.get('http://localhost:8083/')).headers()['content-security-policy'],
  );
  expect(remote['script-src']).toEqual(["'self'"]);
  expect(remote['connect-src']).toEqual(["'self'", 'http://localhost:3000']);

  // The bench serves the same dist with remotes.json and config.json answered by
  // routes of its own: the policy follows what the server answers, not the files.
  const bench = await createStaticServer({ dir: path.join(ROOT, 'host/dist') });
  bench.get('/remotes.json', (_request, reply) =>
    reply.send({
      storefront: 'http://127.0.0.1:9081/mf-manifest.json',
      verify: 'http://127.0.0.1:9082/mf-manifest.json',
      dashboard: 'http://127.0.0.1:9083/mf-manifest.json',
      operator: 'http://127.0.0.1:9084/mf-manifest.json',
    }),
  );
  bench.get('/config.json', (_request, reply) =>
    reply.send({ apiBaseUrl: 'http://127.0.0.1:9000/api' }),
  );
  try {
    const page = await bench.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const benchPolicy = directives(String(page.headers['content-security-policy']));
    expect(benchPolicy['script-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9081',
      'http://127.0.0.1:9082',
      'http://127.0.0.1:9083',
      'http://127.0.0.1:9084',
    ]);
    expect(benchPolicy['connect-src']).toContain('http://127.0.0.1:9000');
    expect(benchPolicy['connect-src']).not.toContain('http://localhost:3000');
  } finally {
    await bench.close();
  }
  recordResilience({
    area: 'hostile input',
    check: 'CSP header on host, remote and bench-style deployments',
    tried: 4,
    failed: 0,
    fiveXx: 0,
  });
});

/** Collects every CSP violation the page reports, from any frame, and CSP console errors. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      void report?.(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the composed app runs with no CSP violations', async ({ browser, page, request }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const fiveXx = { count: 0 };
  page.on('response', (response) => {
    if (response.status() >= 500) fiveXx.count += 1;
  });
  let visited = 0;
  const visit = async (url: string, ready: () => Promise<void>) => {
    await page.goto(url);
    await ready();
    visited += 1;
  };
  const h1 = (name: string | RegExp) => () =>
    expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Storefront: catalogue images come from the API.
  await visit('/', () => expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible());
  await visit('/products', async () => {
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').first().locator('img')).toHaveJSProperty(
      'complete',
      true,
    );
  });
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit('/cart', () => expect(page.getByText('Your cart is empty.')).toBeVisible());

  // Dashboard and verify, as a customer.
  await signIn(page, DEMO.identifier, DEMO.password);
  await visit('/dashboard/profile', h1('my profile'));
  await visit('/dashboard/account', () =>
    expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible(),
  );
  await visit('/dashboard/wallet', () =>
    expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible(),
  );
  await visit('/verify/mobile', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );

  // The operator's pages, with a document (an image, shown from a blob: URL) to review.
  const cleo = await registerByApi(request, 'Cleo');
  await uploadPassportByApi(request, cleo);
  const operator = await (await browser.newContext()).newPage();
  const operatorViolations = await watchViolations(operator);
  await operator.goto('/');
  await signIn(operator, OPERATOR.identifier, OPERATOR.password);
  for (const area of ['customer-import', 'orders', 'documents']) {
    await operator.goto(`/operator/${area}`);
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    visited += 1;
  }
  await operator
    .getByRole('button', { name: new RegExp(cleo.name) })
    .first()
    .click();
  const scan = operator.locator('img.db-op-file__image').first();
  await expect(scan).toHaveAttribute('src', /^blob:/);
  await expect(scan).toHaveJSProperty('complete', true);
  expect(await scan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await operator.context().close();

  expect([...violations, ...operatorViolations]).toEqual([]);
  recordResilience({
    area: 'hostile input',
    check: 'no CSP violations across storefront, dashboard, verify and operator pages',
    tried: visited,
    failed: 0,
    fiveXx: fiveXx.count,
  });
});
