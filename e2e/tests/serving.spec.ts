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
    expect(Object.keys(remotes).sort()).toEqual(['dashboard', 'storefront', 'verify']);
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
});
