import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { API, operatorToken, OPERATOR } from '../support/api';
import { DEMO_TOTP_SECRETS, passSecondStep, restoreSession } from '../support/two-factor';
import {
  auth,
  orderByApi,
  PASSWORD,
  registerByApi,
  uploadPassportByApi,
  verifyMobileByApi,
  type Customer,
} from '../support/customers';
import { uniqueDigits } from '../support/shopper';
import { followRequests } from '../support/network-quiet';

/**
 * Every page, as a phone shows it. A path's {placeholders} are filled from
 * the data made before the run: {product} a storefront product's id,
 * {operatorProduct} the same product in the operator's catalogue, {order} the
 * customer's order, {customer} the customer's id, {shop} the store's shop link,
 * {discountCode} a discount code's id.
 * `as` is who opens it: a guest, the signed-in customer (mobile verified, an
 * order placed, a cart to check out), or the store's operator.
 */
const ROUTES: ReadonlyArray<{ path: string; as: 'guest' | 'customer' | 'operator' }> = [
  { path: '/', as: 'guest' },
  { path: '/products', as: 'guest' },
  { path: '/products?q=tea', as: 'guest' },
  { path: '/products?minPrice=200&maxPrice=500&inStock=true', as: 'guest' },
  { path: '/products?category=no-such-shelf', as: 'guest' },
  { path: '/products?q=tea&page=40', as: 'guest' },
  { path: '/products/{product}', as: 'guest' },
  { path: '/cart', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/register', as: 'guest' },
  { path: '/forgot-password', as: 'guest' },
  { path: '/reset-password?token=an-old-link', as: 'guest' },
  { path: '/staff-invite?token=an-old-link', as: 'guest' },
  { path: '/claim', as: 'guest' },
  { path: '/terms', as: 'guest' },
  { path: '/privacy', as: 'guest' },
  { path: '/cookies', as: 'guest' },
  { path: '/shop/{shop}', as: 'guest' },
  { path: '/no-such-page', as: 'guest' },
  { path: '/', as: 'customer' },
  { path: '/products/{product}', as: 'customer' },
  { path: '/cart', as: 'customer' },
  { path: '/checkout', as: 'customer' },
  { path: '/orders/{order}/confirmation', as: 'customer' },
  { path: '/verify/mobile', as: 'customer' },
  { path: '/verify/documents', as: 'customer' },
  { path: '/dashboard/profile', as: 'customer' },
  { path: '/dashboard/account', as: 'customer' },
  { path: '/dashboard/order-history', as: 'customer' },
  { path: '/dashboard/order-details', as: 'customer' },
  { path: '/dashboard/order-details/{order}', as: 'customer' },
  { path: '/dashboard/favs', as: 'customer' },
  { path: '/dashboard/refer-a-friend', as: 'customer' },
  { path: '/dashboard/wallet', as: 'customer' },
  { path: '/dashboard/rewards', as: 'customer' },
  { path: '/operator/orders', as: 'operator' },
  { path: '/operator/orders/{order}', as: 'operator' },
  { path: '/operator/picking', as: 'operator' },
  { path: '/operator/problem-reports', as: 'operator' },
  { path: '/operator/slots', as: 'operator' },
  { path: '/operator/slot-windows', as: 'operator' },
  { path: '/operator/products', as: 'operator' },
  { path: '/operator/products/new', as: 'operator' },
  { path: '/operator/products/{operatorProduct}', as: 'operator' },
  { path: '/operator/low-stock', as: 'operator' },
  { path: '/operator/categories', as: 'operator' },
  { path: '/operator/product-import', as: 'operator' },
  { path: '/operator/customers', as: 'operator' },
  { path: '/operator/customers/{customer}', as: 'operator' },
  { path: '/operator/documents', as: 'operator' },
  { path: '/operator/customer-import', as: 'operator' },
  { path: '/operator/discount-codes', as: 'operator' },
  { path: '/operator/discount-codes/new', as: 'operator' },
  { path: '/operator/discount-codes/{discountCode}', as: 'operator' },
  { path: '/operator/store', as: 'operator' },
  { path: '/operator/staff', as: 'operator' },
  { path: '/operator/audit-log', as: 'operator' },
  { path: '/operator/remote-loads', as: 'operator' },
  { path: '/operator/two-factor', as: 'operator' },
];

/** Where the free-delivery banner may show. */
const BANNER_PAGES = /^\/(products(\/[^/?]+)?|cart)(\?.*)?$/;

const PHONE = { width: 390, height: 844 };
const HEADER_MAX_PX = 64;

test.use({ viewport: PHONE });

interface Fixtures {
  product: string;
  operatorProduct: string;
  order: string;
  customer: string;
  shop: string;
  discountCode: string;
}

let fixtures: Fixtures;
const contexts: Partial<Record<'guest' | 'customer' | 'operator', BrowserContext>> = {};

/** A customer whose name and e-mail are long enough to test wrapping, ready to check out. */
async function preparedCustomer(request: APIRequestContext): Promise<Customer> {
  const customer = await registerByApi(request, 'Bartholomew-Featherstonehaugh');
  await verifyMobileByApi(request, customer);
  await uploadPassportByApi(request, customer);
  return customer;
}

async function firstProduct(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const response = await request.get(`${API}/stores/38/products`, { params: { q: 'tea' } });
  const { items } = (await response.json()) as {
    items: { id: number; slug: string; stock: number }[];
  };
  const product = items.find((item) => item.stock > 5);
  if (!product) throw new Error('No product in stock');
  return product;
}

/** A customer import with a long address, so the recent imports and the report have rows. */
async function importCustomers(request: APIRequestContext) {
  const digits = uniqueDigits();
  const csv = [
    'name,email,mobile,line1,city,postcode',
    `Wilhelmina Montgomery-Ashcroft ${digits},wilhelmina.montgomery.ashcroft${digits}@a-rather-long-domain-name.example.test,07400 ${digits},"Flat 12, Buckingham Palace Road Mansions",Kingston upon Thames,KT1 1AA`,
    `No Number,nonumber${digits}@example.test,,,,`,
  ].join('\n');
  const response = await request.post(`${API}/operator/customer-imports`, {
    headers: { authKey: await operatorToken(request) },
    multipart: {
      file: {
        name: 'customers-with-long-addresses.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      },
    },
  });
  expect(response.ok()).toBe(true);
}

async function signedInContext(browser: Browser, identifier: string, password: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // The phone header keeps Sign in behind its Menu button: the sign-in page directly.
  await page.goto('/login');
  if (DEMO_TOTP_SECRETS[identifier] && (await restoreSession(page, identifier, API))) {
    await page.close();
    return context;
  }
  await page.getByLabel('Mobile number or e-mail').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (DEMO_TOTP_SECRETS[identifier]) await passSecondStep(page, identifier, API);
  await expect(page.getByTestId('header-user-name')).toHaveCount(1);
  await page.close();
  return context;
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  const customer = await preparedCustomer(request);
  const product = await firstProduct(request);
  const order = await orderByApi(request, customer, [{ slug: product.slug, quantity: 2 }]);
  // A cart to check out, after the order emptied it.
  const put = await request.put(`${API}/me/cart/items/${product.id}`, {
    headers: auth(customer.token),
    data: { quantity: 1 },
  });
  expect(put.ok()).toBe(true);
  await importCustomers(request);
  const discountCode = await request.post(`${API}/operator/discount-codes`, {
    headers: { authKey: await operatorToken(request) },
    data: { code: `PHONE-WIDTH-${uniqueDigits()}`, kind: 'percent', percentOff: 10 },
  });
  expect(discountCode.status()).toBe(201);
  const store = (await (await request.get(`${API}/stores/38`)).json()) as { shopLink?: string };
  fixtures = {
    product: String(product.id),
    operatorProduct: String(product.id),
    order: order.id,
    customer: customer.id,
    shop: store.shopLink ?? 'corner-market',
    discountCode: ((await discountCode.json()) as { id: string }).id,
  };
  contexts.guest = await browser.newContext({ viewport: PHONE });
  contexts.customer = await signedInContext(browser, customer.email, PASSWORD);
  contexts.operator = await signedInContext(browser, OPERATOR.identifier, OPERATOR.password);
  // A guest with something in the cart, so the banner has a message to show.
  const guest = await contexts.guest.newPage();
  await guest.goto(`/products/${fixtures.product}`);
  await expect(guest.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await guest.getByRole('button', { name: 'Add to cart' }).click();
  await expect(guest.getByText(/Added to your cart/)).toBeVisible();
  await guest.close();
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context?.close()));
});

const fill = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: keyof Fixtures) => fixtures[name]);

/** Opens a page and waits until it has shown its data: no request open, nothing loading. */
async function openLoaded(page: Page, path: string) {
  const requests = followRequests(page);
  await page.goto(path);
  await requests.quiet();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** The boxes of the visible controls the banner overlaps. */
async function controlsUnderBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector('.host-cart-banner');
    if (!banner) return [];
    const b = banner.getBoundingClientRect();
    return Array.from(
      document.querySelectorAll('a, button, input, select, textarea, [role="status"]'),
    )
      .filter((control) => !banner.contains(control) && control !== banner)
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      })
      .map((control) => control.outerHTML.slice(0, 120));
  });
}

for (const route of ROUTES) {
  test(`${route.path} (${route.as}) fits 390 px`, async () => {
    const page = await contexts[route.as]!.newPage();
    const path = fill(route.path);
    await openLoaded(page, path);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);

    if (!path.startsWith('/verify')) {
      const header = await page.getByRole('banner').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(HEADER_MAX_PX);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    }

    const banner = page.getByRole('status').filter({ hasText: 'free delivery' });
    if (BANNER_PAGES.test(path)) {
      expect(await controlsUnderBanner(page)).toEqual([]);
    } else {
      await expect(banner).toHaveCount(0);
    }

    if (path.startsWith('/operator')) {
      // Each table row is a card: no row is laid out as a table row.
      const tableRows = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('main tbody tr')).filter(
            (row) => getComputedStyle(row).display === 'table-row',
          ).length,
      );
      expect(tableRows, 'rows still laid out as a table').toBe(0);
    }
    await page.close();
  });
}

test('every store console route is on the list above', () => {
  // Read as text: the route table module would bring the console's pages with it.
  const table = readFileSync(resolve(__dirname, '../../remote-operator/src/app/routes.ts'), 'utf8');
  const consoleRoutes = [...table.matchAll(/\{ path: '([^']+)', page: /g)].map(
    ([, route]) => `/operator/${route!.replace(/:\w+/g, '*')}`,
  );
  expect(consoleRoutes.length).toBeGreaterThan(10);
  const listed = ROUTES.map((route) => route.path.replace(/\{\w+\}/g, '*'));
  expect(consoleRoutes.filter((route) => !listed.includes(route))).toEqual([]);
});

test('a long search’s count keeps to its line above the products', async () => {
  const page = await contexts.guest!.newPage();
  await openLoaded(page, '/products?q=english%20breakfast%20tea%20bags');
  const count = page.getByRole('heading', { name: /for “english breakfast tea bags”$/ });
  // Wider than the phone: on its one line it ends in an ellipsis, not on a second line over the products.
  const fits = await count.evaluate((heading) => ({
    wider: heading.scrollWidth > heading.clientWidth,
    taller: heading.scrollHeight > heading.clientHeight,
  }));
  expect(fits).toEqual({ wider: true, taller: false });
  const countBox = (await count.boundingBox())!;
  const card = page.getByRole('region', { name: 'Results' }).getByRole('listitem').first();
  expect(countBox.y + countBox.height).toBeLessThanOrEqual((await card.boundingBox())!.y);
  await page.close();
});

test('the header: one row with the cart and a Menu button that opens the links', async () => {
  const page = await contexts.customer!.newPage();
  await openLoaded(page, '/products');
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Dashboard' })).toBeHidden();

  await menu.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`)).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // Following a link closes it.
  await menu.click();
  await header.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX_PX);
  await page.close();
});

test('the header keeps its wide layout, without a Menu button, on a desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openLoaded(page, '/products');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const name of ['Home', 'Products', 'My Dashboard', 'Sign in']) {
    await expect(header.getByRole('link', { name })).toBeVisible();
  }
  // One row, as before: nothing wraps.
  expect((await header.boundingBox())!.height).toBeLessThan(80);
  await context.close();
});

test('the dashboard menu is one button naming the page; it opens the spec’s labels, the current one lit', async () => {
  const page = await contexts.customer!.newPage();
  await openLoaded(page, '/dashboard/profile');
  const menu = page.getByRole('navigation', { name: 'My Dashboard' });
  await expect(menu).toBeHidden();
  const button = page.getByRole('main').getByRole('button', { name: 'my profile' });
  await expect(button).toBeVisible();
  // The page's heading is near the top, not under eight links.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.y).toBeLessThan(200);

  await button.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    'my profile',
    'my Account',
    'History',
    'Order',
    'My Favs',
    'Refer Friends',
    'My Wallet',
    'Loyalty Rewards',
  ]);
  const current = menu.getByRole('link', { name: 'my profile' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // Lit as the side menu lights it.
  const lit = await current.evaluate((link) => getComputedStyle(link).backgroundColor);
  const other = await menu
    .getByRole('link', { name: 'My Wallet' })
    .evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(lit).not.toBe(other);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await button.click();
  await menu.getByRole('link', { name: 'My Wallet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'My Wallet' })).toBeVisible();
  await page.close();
});

test('the free-delivery banner sits under the header on the product page, and covers nothing', async () => {
  const page = await contexts.guest!.newPage();
  await openLoaded(page, `/products/${fixtures.product}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByText(/Added to your cart/);
  await expect(added).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'free delivery' });
  await expect(banner).toBeVisible();
  const [bannerBox, addedBox] = [await banner.boundingBox(), await added.boundingBox()];
  const overlaps =
    bannerBox!.y < addedBox!.y + addedBox!.height && addedBox!.y < bannerBox!.y + bannerBox!.height;
  expect(overlaps).toBe(false);
  expect(await controlsUnderBanner(page)).toEqual([]);
  // Scrolled to the end, the banner has gone with the top of the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(banner).not.toBeInViewport();
  await openLoaded(page, '/register');
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.close();
});

/** Whether the page is as wide as the phone at most. */
async function expectFits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

// Last in the file: placing the order empties the customer's cart the routes above use.
test('a whole checkout on a phone: every step and the confirmation fit 390 px', async () => {
  const page = await contexts.customer!.newPage();
  await openLoaded(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expectFits(page);
  await page.getByLabel(/Home delivery/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeVisible();
  await expectFits(page);
  // The step shows a skeleton until the customer's addresses arrive: wait for
  // the form (no address yet) or the list's Continue before choosing a branch.
  const newAddress = page.getByRole('button', { name: 'Save and use this address' });
  const useSaved = page.getByRole('button', { name: 'Continue' });
  await expect(newAddress.or(useSaved)).toBeVisible();
  if (await newAddress.isVisible()) {
    await page.getByLabel('Recipient’s name').fill('Bartholomew Featherstonehaugh');
    await page.getByLabel('Address line 1').fill('4 Step Street');
    await page.getByLabel('Town or city').fill('Leeds');
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await newAddress.click();
  } else {
    await useSaved.click();
  }

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  await expectFits(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/orders\/[^/]+\/confirmation$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectFits(page);
  await page.close();
});
