import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../support/api';
import { auth, PASSWORD, registerByApi, verifyMobileByApi } from '../support/customers';
import { cartCount, signIn } from '../support/shopper';

/** The first two products with stock to spare. */
async function twoProducts(request: APIRequestContext) {
  const response = await request.get(`${API}/stores/38/products`, { params: { pageSize: 48 } });
  const { items } = (await response.json()) as { items: { id: number; stock: number }[] };
  const [first, second] = items.filter((item) => item.stock >= 10);
  if (!first || !second) throw new Error('No two products with stock to spare');
  return [first, second] as const;
}

test('a session ended on another device sends the customer to sign in, and the cart is there after', async ({
  browser,
  request,
}) => {
  const customer = await registerByApi(request, 'Nia');
  const [inCart, next] = await twoProducts(request);

  // The laptop: signed in, one line in the server cart, looking at a product.
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await page.goto('/');
  await signIn(page, customer.email, 'a long enough password');
  await page.goto(`/products/${inCart.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCount(page)).toHaveText('1');
  await page.goto(`/products/${next.id}`);
  await expect(page.getByTestId('header-user-name')).toBeVisible();

  // The phone: the same customer logs out of all devices.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto('/');
  await signIn(phonePage, customer.email, 'a long enough password');
  const loggedOut = await request.post(`${API}/auth/logout-all`, {
    headers: auth(customer.token),
  });
  expect(loggedOut.status()).toBe(204);

  // Back on the laptop, the next request finds the session ended. Whatever
  // the loader overlay shows from here on is recorded.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loaderTexts: string[] }).loaderTexts = seen;
    new MutationObserver(() => {
      const overlay = document.querySelector('[data-testid="loader-overlay"]');
      if (overlay?.textContent) seen.push(overlay.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(
    `/login?returnTo=${encodeURIComponent(`/products/${next.id}`)}&ended=1`,
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your session has ended. Please sign in again.',
  );
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The refused request's own error never flashes over the sign-in page.
  const loaderTexts = await page.evaluate(
    () => (window as unknown as { loaderTexts: string[] }).loaderTexts,
  );
  expect(loaderTexts.filter((text) => /sign in to continue/i.test(text))).toEqual([]);

  await page.getByLabel('Mobile number or e-mail').fill(customer.email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/products/${next.id}`);
  await expect(cartCount(page)).toHaveText('1');

  await laptop.close();
  await phone.close();
});

test('a session ended during checkout brings the customer back to the same step after signing in', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Ola');
  await verifyMobileByApi(request, customer);
  const [product] = await twoProducts(request);
  await page.goto('/');
  await signIn(page, customer.email, PASSWORD);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCount(page)).toHaveText('1');
  await page.goto('/checkout/delivery');
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();

  // Logged out everywhere from another device; the next load finds the session ended.
  const loggedOut = await request.post(`${API}/auth/logout-all`, {
    headers: auth(customer.token),
  });
  expect(loggedOut.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(
    `/login?returnTo=${encodeURIComponent('/checkout/delivery')}&ended=1`,
  );

  await page.getByLabel('Mobile number or e-mail').fill(customer.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/checkout/delivery');
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
});
