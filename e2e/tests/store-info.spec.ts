import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/api';

// What the store tells every visitor: the footer, the legal pages, and what
// search engines read (meta description, Product JSON-LD, robots.txt, sitemap.xml).

const TITLE = 'Storefront';

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('address').first()).toContainText('12 Station Parade, London N1 9AA');
  const phone = footer.getByRole('link', { name: '020 7946 0038' });
  await expect(phone).toHaveAttribute('href', 'tel:+442079460038');
  await expect(footer.locator('dt')).toHaveText([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  await expect(footer.locator('dd').first()).toHaveText('08:00–20:00');
  await expect(footer.locator('dd').last()).toHaveText('10:00–16:00');
  const pickup = footer.getByRole('heading', { name: 'Pickup point' }).locator('..');
  await expect(pickup.locator('address')).toHaveText('14 Station Parade, London N1 9AA');
}

/** A product of the seeded catalogue, as the API gives it. */
async function aProduct(page: Page) {
  const list = await page.request.get(`${API}/stores/38/products`, { params: { q: 'croissants' } });
  const [summary] = (await list.json()).items as { id: number }[];
  return (await (await page.request.get(`${API}/products/${summary!.id}`)).json()) as {
    id: number;
    name: string;
    description: string;
    priceMinor: number;
    currency: string;
    stock: number;
  };
}

test('the footer gives the store’s address, phone, hours and pickup point, on home and the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expectFooter(page);
  await page.goto('/dashboard/profile');
  await expectFooter(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server draws the footer into the page, so nothing moves when it comes alive', async ({
    page,
  }) => {
    await page.goto('/');
    await expectFooter(page);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expectFooter(page);
  });
});

test('the terms, privacy and cookie pages show the store’s own texts', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Terms' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText('Your order is a request to buy.', { exact: false })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByText(/Information Commissioner’s Office/)).toBeVisible();

  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await expect(page.getByText(/no advertising or tracking cookies/)).toBeVisible();
});

test('robots.txt and sitemap.xml answer, the sitemap valid XML with every public page', async ({
  page,
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /dashboard');
  expect(await robots.text()).toContain('Sitemap: http://localhost:8080/sitemap.xml');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const product = await aProduct(page);
  await page.goto('/');
  const urls = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed');
    return Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent);
  }, xml);
  expect(urls).toEqual(
    expect.arrayContaining([
      'http://localhost:8080/',
      'http://localhost:8080/products',
      'http://localhost:8080/products?category=bakery',
      `http://localhost:8080/products/${product.id}`,
      'http://localhost:8080/terms',
      'http://localhost:8080/privacy',
      'http://localhost:8080/cookies',
    ]),
  );
});

test('a product page’s HTML carries its description and schema.org Product data', async ({
  page,
  request,
}) => {
  const product = await aProduct(page);
  const html = await (await request.get(`/products/${product.id}`)).text();
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)">/g)];
  expect(descriptions).toHaveLength(1);
  // Seeded descriptions are short and plain: the page carries them whole.
  expect(product.description.length).toBeLessThan(160);
  expect(descriptions[0]![1]).toBe(product.description);

  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]![1]!);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: expect.stringMatching(/^http:\/\/localhost:8080\/images\//),
    // A product without options: one variant, one offer.
    offers: [
      {
        '@type': 'Offer',
        price: (product.priceMinor / 100).toFixed(2),
        priceCurrency: product.currency,
        availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
        url: `http://localhost:8080/products/${product.id}`,
      },
    ],
  });
  expect(html).toContain(`<title>${TITLE}</title>`);

  // Home carries the store's description.
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<meta name="description" content="Corner Market is a neighbourhood grocer/);
});

test('the document title stays the fixed title on every page and through navigation', async ({
  page,
}) => {
  const product = await aProduct(page);
  for (const path of [
    '/',
    '/products',
    `/products/${product.id}`,
    '/terms',
    '/cart',
    '/dashboard/profile',
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(TITLE);
  }
  // Moving within the app, without loading a new document.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page).toHaveTitle(TITLE);
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Cookies' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await expect(page).toHaveTitle(TITLE);
  await page.goBack();
  await expect(page).toHaveTitle(TITLE);
});

test('the footer fits a 390 px phone, and so does a legal page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
});
