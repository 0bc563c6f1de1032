import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, latestCode } from '../support/api';
import { auth, PASSWORD, registerByApi } from '../support/customers';

const NEW_PASSWORD = 'a brand new password';

/** A product with stock to spare. */
async function aProduct(request: APIRequestContext) {
  const response = await request.get(`${API}/stores/38/products`, { params: { pageSize: 48 } });
  const { items } = (await response.json()) as { items: { id: number; stock: number }[] };
  const product = items.find((item) => item.stock >= 10);
  if (!product) throw new Error('No product with stock to spare');
  return product;
}

test('a customer who forgot the password resets it from sign-in with a texted code, and every other session ends', async ({
  browser,
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Rosa');
  const product = await aProduct(request);
  const localMobile = `0${customer.mobile.slice(3, 7)} ${customer.mobile.slice(7)}`;

  // Another device, signed in before the reset, looking at a product.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/');
  await laptopPage.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await laptopPage.getByLabel('Mobile number or e-mail').fill(customer.email);
  await laptopPage.getByLabel('Password').fill(PASSWORD);
  await laptopPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(laptopPage.getByTestId('header-user-name')).toBeVisible();
  await laptopPage.goto(`/products/${product.id}`);

  // The phone: sign-in from the cart, where the password is forgotten.
  await page.goto('/cart');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password?returnTo=%2Fcart');
  await page.getByLabel('Mobile number or e-mail').fill(localMobile);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Check your texts' })).toBeFocused();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account has this mobile number, we have texted it a 6-digit code.',
  );

  // The text goes out just after the answer (so the answer never tells whether the account exists).
  let code = '';
  await expect(async () => {
    code = await latestCode(request, customer.mobile);
  }).toPass({ timeout: 5_000 });
  await page.getByLabel('Code from the text message').fill(code);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();

  // Every session made before the reset is over.
  const oldSession = await request.get(`${API}/me`, { headers: auth(customer.token) });
  expect(oldSession.status()).toBe(401);

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login?returnTo=%2Fcart');
  await page.getByLabel('Mobile number or e-mail').fill(localMobile);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That mobile number or e-mail and password do not match.',
  );
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('header-user-name')).toBeVisible();

  // The other device finds its session ended at its next request.
  await laptopPage.getByRole('button', { name: 'Add to cart' }).click();
  await expect(laptopPage).toHaveURL(
    `/login?returnTo=${encodeURIComponent(`/products/${product.id}`)}&ended=1`,
  );
  await expect(laptopPage.getByRole('main').getByRole('status')).toHaveText(
    'Your session has ended. Please sign in again.',
  );
  await laptop.close();
});
