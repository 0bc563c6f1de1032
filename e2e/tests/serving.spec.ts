import { expect, test } from '@playwright/test';

const HOST = 'http://localhost:8080';
const DASHBOARD = 'http://localhost:8083';

test.describe('how the builds are served', () => {
  test('remotes.json and mf-manifest.json are revalidated on every load', async ({ request }) => {
    for (const url of [
      `${HOST}/remotes.json`,
      `${DASHBOARD}/mf-manifest.json`,
      `${DASHBOARD}/remoteEntry.js`,
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
  });

  test('hashed chunks are cached for a year, and remotes answer cross-origin', async ({
    request,
  }) => {
    const manifest = await (await request.get(`${DASHBOARD}/mf-manifest.json`)).json();
    const chunk: string = manifest.exposes[0].assets.js.sync[0];
    const response = await request.get(`${DASHBOARD}/${chunk}`, { headers: { Origin: HOST } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
  });

  test('remotes.json maps each remote to its manifest URL', async ({ request }) => {
    const remotes = await (await request.get(`${HOST}/remotes.json`)).json();
    expect(Object.keys(remotes).sort()).toEqual(['dashboard', 'operator', 'storefront', 'verify']);
    for (const url of Object.values<string>(remotes)) expect(url).toMatch(/\/mf-manifest\.json$/);
  });

  test('deep links get the page, missing files get a 404', async ({ request }) => {
    const page = await request.get(`${HOST}/dashboard/order-details/SF-1`);
    expect(page.headers()['content-type']).toContain('text/html');
    const missing = await request.get(`${HOST}/no-such-chunk.js`);
    expect(missing.status()).toBe(404);
  });

  test('each remote serves its own standalone page on its own port', async ({ page }) => {
    await page.goto(`${DASHBOARD}/nothing`);
    await page.evaluate(() => localStorage.setItem('userId', '12'));
    await page.goto(`${DASHBOARD}/`);
    await expect(page).toHaveURL(`${DASHBOARD}/dashboard/profile`);
    await expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('http://localhost:8082/verify/documents');
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await page.goto('http://localhost:8081/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('a page preloads the runtime config and its own remote’s manifest, and connects early', async ({
    request,
  }) => {
    const links = (path: string) =>
      request.get(`${HOST}${path}`).then((response) => response.headers()['link'] ?? '');
    const wallet = await links('/dashboard/wallet');
    expect(wallet).toContain('</config.json>; rel=preload; as=fetch; crossorigin');
    expect(wallet).toContain('</remotes.json>; rel=preload; as=fetch; crossorigin');
    expect(wallet).toContain(`<${DASHBOARD}/mf-manifest.json>; rel=preload; as=fetch; crossorigin`);
    expect(wallet).toContain(`<${DASHBOARD}>; rel=preconnect`);
    expect(wallet).toContain('<http://localhost:3000>; rel=preconnect; crossorigin');
    expect(wallet).not.toContain('8081');
    expect(await links('/verify/mobile')).toContain('<http://localhost:8082/mf-manifest.json>');
    expect(await links('/products')).toContain('<http://localhost:8081/mf-manifest.json>');
    // Scripts and JSON carry no preloads.
    expect((await request.get(`${HOST}/remotes.json`)).headers()).not.toHaveProperty('link');
  });

  test('a page’s pictures come from its own origin, drawn and in the browser alike', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    const response = await page.goto(`${HOST}/products`);
    // The drawn page opens no plain (picture) connection to the API.
    expect(response!.headers()['link']).not.toContain('<http://localhost:3000>; rel=preconnect,');
    const first = page.getByRole('main').locator('img').first();
    await expect(first).toHaveAttribute('src', /^\/images\//);
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // A page drawn in the browser (a product's, after a click) asks the same origin.
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute(
      'src',
      /^\/images\//,
    );
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((url) => !url.startsWith(`${HOST}/images/`))).toEqual([]);
  });

  test('the app takes the preloaded answers instead of asking again', async ({ page }) => {
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${HOST}/products`);
    await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
    // Chromium warns of a preload left unused about three seconds after load.
    await page.waitForTimeout(3500);
    for (const url of [
      `${HOST}/config.json`,
      `${HOST}/remotes.json`,
      'http://localhost:8081/mf-manifest.json',
    ])
      expect(
        asked.filter((seen) => seen === url),
        url,
      ).toHaveLength(1);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });
});
