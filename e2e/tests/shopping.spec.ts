import { expect, test } from '@playwright/test';
import { API } from '../support/api';
import {
  addProductToCart,
  cartCount,
  DEMO,
  registerNewCustomer,
  signIn,
  untilElementHydrated,
} from '../support/shopper';

test('anonymous browsing: search, filter, open a product, add it, and the cart survives a reload', async ({
  page,
}) => {
  await page.goto('/products');
  await page.getByLabel('Search products').fill('tea');
  await page.getByLabel('Search products').press('Enter');
  await expect(page).toHaveURL(/[?&]q=tea/);
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Drinks' });
  await expect(page).toHaveURL(/category=drinks/);
  await expect(page).toHaveURL(/[?&]q=tea/);
  await expect(results.first()).toContainText('Drinks');

  // Back undoes the filter, because the state lives in the URL.
  await page.goBack();
  await expect(page).not.toHaveURL(/category=drinks/);
  await page.goForward();
  await expect(page).toHaveURL(/category=drinks/);

  const name = (await results.first().getByRole('heading').textContent())!.trim();
  await results.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCount(page)).toHaveText('1');

  await page.reload();
  await expect(cartCount(page)).toHaveText('1');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('main')).toContainText(name);
});

test('a link whose search carries a NUL says what to change, drawn by the server and in the browser', async ({
  page,
  request,
}) => {
  const drawn = await (await request.get('/products?q=a%00b')).text();
  expect(drawn).toContain('Remove the control characters (such as NUL)');

  await page.goto('/products?q=a%00b');
  await expect(page.getByRole('alert')).toHaveText('Remove the control characters (such as NUL)');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // Filled before the drawn box hydrates, the text would land beside what the link put there.
  await untilElementHydrated(page.getByLabel('Search products'));
  await page.getByLabel('Search products').fill('tea');
  await page.getByLabel('Search products').press('Enter');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a chosen variant has an address: it stays in place, reloads, is drawn by the server and the cart links to it', async ({
  page,
  request,
}) => {
  // A phone's width: the options sit below the picture, so the page is scrolled to reach them.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/products?q=flapjack');
  const card = page.getByRole('article').filter({ hasText: 'Golden Syrup Oat Flapjack' });
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  const listed = new URL(page.url()).pathname;
  const family = (await (await request.get(`${API}${listed}`)).json()) as {
    variants: { id: number; sku: string }[];
  };
  const boxId = family.variants.find((variant) => variant.sku === 'OAT-FLAPJACK-BOX-6')!.id;
  const boxAddress = `${listed}?variant=${boxId}`;

  const pack = page.getByRole('group', { name: 'Pack' });
  const box = pack.getByRole('radio', { name: 'Box of 6' });
  await untilElementHydrated(box);
  await box.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await box.check();
  await expect(page).toHaveURL(boxAddress);
  await expect(page.getByRole('main')).toContainText('£4.95');
  // The same page, where it was: no jump to the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The choice replaced the address: Back leaves the page, Forward comes back to the box.
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?q=flapjack$/);
  await page.goForward();
  await expect(page).toHaveURL(boxAddress);
  await expect(pack.getByRole('radio', { name: 'Box of 6' })).toBeChecked();

  await page.reload();
  await expect(pack.getByRole('radio', { name: 'Box of 6' })).toBeChecked();
  await expect(page.getByRole('main')).toContainText('£4.95');

  // Drawn by the server: the box chosen, its own canonical address, and an offer per variant.
  const html = await (await request.get(boxAddress)).text();
  const radio = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)![0];
  expect(radio('Box of 6')).toContain('checked');
  expect(radio('Single')).not.toContain('checked');
  expect(html).toContain(`<link rel="canonical" href="http://localhost:8080${boxAddress}">`);
  const [, jsonLd] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)!;
  expect(JSON.parse(jsonLd!).offers).toEqual([
    expect.objectContaining({ price: '0.95', url: `http://localhost:8080${listed}` }),
    expect.objectContaining({
      sku: 'OAT-FLAPJACK-BOX-6',
      price: '4.95',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      url: `http://localhost:8080${boxAddress}`,
    }),
  ]);

  await untilElementHydrated(page.getByRole('button', { name: 'Add to cart' }));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await page.getByRole('link', { name: 'View your cart' }).click();
  await page.getByRole('link', { name: 'Golden Syrup Oat Flapjack – Box of 6' }).click();
  await expect(page).toHaveURL(boxAddress);
  await expect(pack.getByRole('radio', { name: 'Box of 6' })).toBeChecked();
});

test('signing in merges the anonymous cart into the account', async ({ page }) => {
  const customer = await registerNewCustomer(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(cartCount(page)).toHaveText('0');

  await addProductToCart(page, 'honey');
  await expect(cartCount(page)).toHaveText('1');
  await signIn(page, customer.email, 'a long enough password');
  await expect(cartCount(page)).toHaveText('1');
  // The device's copy goes once the server has the lines, a moment after the count shows.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  // The cart now lives on the server: a fresh device sees it after signing in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await signIn(page, customer.email, 'a long enough password');
  await expect(cartCount(page)).toHaveText('1');
});

test('an unverified customer is sent to verify their mobile before checkout', async ({ page }) => {
  await registerNewCustomer(page);
  await addProductToCart(page, 'bread');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(
    /\/verify\/mobile\?returnTo=%2Fcheckout$|\/verify\/mobile\?returnTo=\/checkout$/,
  );
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
});

test.describe('checkout as a verified customer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO.identifier, DEMO.password);
  });

  test('home delivery to a new address, then the confirmation', async ({ page }) => {
    await addProductToCart(page, 'croissants');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();

    await page.getByLabel(/Home delivery/).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const newAddress = page.getByLabel('Add a new address');
    if (await newAddress.isVisible()) await newAddress.check();
    await page.getByLabel('Recipient’s name').fill('Dana Demo');
    await page.getByLabel('Address line 1').fill('12 Market Street');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('not a postcode');
    await page.getByRole('button', { name: 'Save and use this address' }).click();
    await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Postcode').fill('sw1a 1aa');
    await page.getByRole('button', { name: 'Save and use this address' }).click();

    await expect(page.getByText('Cash on delivery')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(
      page.getByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/confirmation$/);
    await expect(page.getByText(/CM-\d{6}/)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('12 Market Street');
    await expect(page.getByRole('main')).toContainText('SW1A 1AA');
    await expect(cartCount(page)).toHaveText('0');
  });

  test('store pickup, paid at pickup', async ({ page }) => {
    await addProductToCart(page, 'eggs');
    await page.goto('/checkout');
    await page.getByLabel(/Store pickup/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Pay at pickup')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeVisible();
    await expect(page.getByText('Pick up at Corner Market')).toBeVisible();
    await expect(page.getByText(/CM-\d{6}/)).toBeVisible();
  });
});

test('the shop link page shows the store and copies its link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/shop/corner-market');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Corner Market');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'http://localhost:8080/shop/corner-market',
  );
});
