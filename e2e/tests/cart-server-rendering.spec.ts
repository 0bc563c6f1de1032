import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createStaticServer } from '@storefront/server';
import { API } from '../support/api';
import { auth, registerByApi, signInAs, type Customer } from '../support/customers';
import { addProductToCart } from '../support/shopper';

const ROOT = path.resolve(__dirname, '../..');
const HOST = 'http://localhost:8080';

/** A product with stock to spare, as the catalogue lists it. */
async function productInStock(request: APIRequestContext) {
  const response = await request.get(`${API}/stores/38/products`, { params: { pageSize: 48 } });
  const { items } = (await response.json()) as {
    items: { id: number; name: string; stock: number }[];
  };
  const product = items.find((item) => item.stock >= 10);
  if (!product) throw new Error('No product with stock to spare');
  return product;
}

async function customerWithCart(request: APIRequestContext, quantity: number) {
  const customer = await registerByApi(request, 'Cara');
  const product = await productInStock(request);
  const added = await request.put(`${API}/me/cart/items/${product.id}`, {
    headers: auth(customer.token),
    data: { quantity },
  });
  expect(added.ok()).toBe(true);
  return { customer, product };
}

/** Signs in through the UI, then waits for the host's server to mirror the session. */
async function signInAndMirror(page: Page, customer: Customer) {
  const mirrored = page.waitForResponse(
    (response) => response.url() === `${HOST}/session` && response.request().method() === 'POST',
  );
  await signInAs(page, customer);
  expect((await mirrored).status()).toBe(204);
}

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies(HOST)).find((each) => each.name === name);

/** Another browser with this one's cookies, and no JavaScript: it sees the server's HTML only. */
async function withoutScripts(browser: Browser, from?: BrowserContext) {
  return browser.newContext({
    javaScriptEnabled: false,
    storageState: from ? await from.storageState() : undefined,
  });
}

test('a new visitor’s cart page arrives with its empty state', async ({ browser }) => {
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  const response = await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  // Nothing in it is the visitor's: it is the page of every visitor without a cart or a session.
  expect(response!.headers()['cache-control']).toBe('no-cache');
  await context.close();
});

test('a signed-in customer’s own lines are in the HTML, read from an HttpOnly cookie', async ({
  browser,
  page,
  request,
}) => {
  const { customer, product } = await customerWithCart(request, 2);
  await signInAndMirror(page, customer);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(await cookie(page.context(), 'session')).toMatchObject({
    value: token,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: false,
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);

  const context = await withoutScripts(browser, page.context());
  const drawn = await context.newPage();
  const response = await drawn.goto('/cart');
  await expect(drawn.getByRole('link', { name: product.name })).toBeVisible();
  await expect(drawn.getByText('Subtotal (2 items)')).toBeVisible();
  await expect(drawn.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  // Changing the cart needs the script: until it runs, the controls say so.
  await expect(drawn.getByRole('textbox', { name: `Quantity of ${product.name}` })).toBeDisabled();
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect(await response!.text()).not.toContain(token);
  await context.close();
});

test('the drawn cart comes alive without a mismatch and changes as before', async ({
  page,
  request,
}) => {
  const { customer, product } = await customerWithCart(request, 1);
  await signInAndMirror(page, customer);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/cart');
  expect(await page.locator('#page-data').count()).toBe(1);
  const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await expect(quantity).toBeEnabled();
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(page.getByText('Subtotal (3 items)')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText(`Removed ${product.name} from your cart.`)).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a session older than its cookie is mirrored when a drawn page starts', async ({
  page,
  request,
}) => {
  const { customer } = await customerWithCart(request, 1);
  await signInAndMirror(page, customer);
  await page.context().clearCookies({ name: 'session' });
  const mirrored = page.waitForResponse(
    (response) => response.url() === `${HOST}/session` && response.request().method() === 'POST',
  );
  await page.goto('/products');
  expect((await mirrored).status()).toBe(204);
  expect(await cookie(page.context(), 'session')).toBeDefined();
});

test('an anonymous cart’s lines are in the HTML, from the cart cookie', async ({
  browser,
  page,
}) => {
  await addProductToCart(page, 'croissants');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const cart = await cookie(page.context(), 'cart');
  expect(cart).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' });
  expect(cart!.value).toMatch(/^\d+x1$/);

  const context = await withoutScripts(browser, page.context());
  const drawn = await context.newPage();
  await drawn.goto('/cart');
  await expect(drawn.getByRole('link', { name })).toBeVisible();
  await expect(drawn.getByText('Subtotal (1 item)')).toBeVisible();
  await context.close();
});

test('after logging out of all devices, the next cart page is anonymous and clears the cookie', async ({
  browser,
  page,
  request,
}) => {
  const { customer, product } = await customerWithCart(request, 2);
  await signInAndMirror(page, customer);
  // Another device of the customer's, with the same session in its cookie.
  const other = await withoutScripts(browser, page.context());
  const otherPage = await other.newPage();
  await otherPage.goto('/cart');
  await expect(otherPage.getByRole('link', { name: product.name })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'My Dashboard' })
    .getByRole('link', { name: 'my Account' })
    .click();
  const cleared = page.waitForResponse(
    (response) => response.url() === `${HOST}/session` && response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect((await cleared).status()).toBe(204);
  expect(await cookie(page.context(), 'session')).toBeUndefined();

  // The other device's cookie holds a token the API now refuses.
  const response = await otherPage.goto('/cart');
  await expect(otherPage.getByText('Your cart is empty.')).toBeVisible();
  await expect(otherPage.getByRole('link', { name: product.name })).toHaveCount(0);
  expect((await response!.allHeaders())['set-cookie']).toMatch(/^session=;/);
  expect(await cookie(other, 'session')).toBeUndefined();
  await other.close();
});

test('the host’s server mirrors only a token the API accepts, and only for its own pages', async ({
  request,
}) => {
  const customer = await registerByApi(request, 'Eli');
  const host = await createStaticServer({ dir: path.join(ROOT, 'host/dist') });
  try {
    const mirror = (headers: Record<string, string>) =>
      host.inject({ method: 'POST', url: '/session', headers });

    const accepted = await mirror(auth(customer.token));
    expect(accepted.statusCode).toBe(204);
    expect(accepted.headers['set-cookie']).toBe(
      `session=${customer.token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
    );

    const refused = await mirror(auth('not-a-token'));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toMatch(/^session=;/);

    const otherSite = await mirror({ ...auth(customer.token), origin: 'https://elsewhere.test' });
    expect(otherSite.statusCode).toBe(403);
    expect(otherSite.headers['set-cookie']).toBeUndefined();

    const forgotten = await host.inject({ method: 'DELETE', url: '/session' });
    expect(forgotten.statusCode).toBe(204);
    expect(forgotten.headers['set-cookie']).toMatch(/^session=;.*Max-Age=0/);
  } finally {
    await host.close();
  }
});

test('behind a proxy that ends TLS, the session cookie is Secure only when the proxy is trusted', async ({
  request,
}) => {
  const customer = await registerByApi(request, 'Fay');
  const cookieBehindProxy = async (trustProxy: boolean) => {
    process.env.TRUST_PROXY = String(trustProxy);
    const host = await createStaticServer({ dir: path.join(ROOT, 'host/dist') });
    delete process.env.TRUST_PROXY;
    try {
      const response = await host.inject({
        method: 'POST',
        url: '/session',
        headers: { ...auth(customer.token), 'x-forwarded-proto': 'https' },
      });
      return response.headers['set-cookie'];
    } finally {
      await host.close();
    }
  };

  expect(await cookieBehindProxy(true)).toMatch(/; Secure/);
  expect(await cookieBehindProxy(false)).not.toMatch(/Secure/);
});
