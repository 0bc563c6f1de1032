import { expect, test, type Page } from '@playwright/test';
import { uniqueDigits } from '../support/shopper';

const PASSWORD = 'a long enough password';

function uniqueCustomer() {
  const digits = uniqueDigits();
  return {
    name: `Robin ${digits}`,
    email: `robin${digits}@example.test`,
    mobileTyped: `07400 ${digits}`,
    mobileE164: `+447400${digits}`,
  };
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Mobile number or e-mail').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('register, stay signed in across a reload, log out, then sign in by mobile and by e-mail', async ({
  page,
}) => {
  const customer = uniqueCustomer();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Mobile number').fill(customer.mobileTyped);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  const greeting = page.getByTestId('header-user-name');
  await expect(greeting).toHaveText(`Hi, ${customer.name}`);
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    userName: localStorage.getItem('userName'),
    mobileVerified: localStorage.getItem('mobileVerified'),
    documentVerify: localStorage.getItem('documentVerify'),
  }));
  expect(stored).toMatchObject({
    userName: customer.name,
    mobileVerified: 'false',
    documentVerify: 'none',
  });
  expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.reload();
  await expect(greeting).toHaveText(`Hi, ${customer.name}`);

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(greeting).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userId')]),
  ).toEqual([null, null]);
  // The old token is revoked at the API, not just forgotten by the browser.
  const revoked = await page.request.get('http://localhost:3000/api/me', {
    headers: { authKey: stored.token! },
  });
  expect(revoked.status()).toBe(401);

  await signIn(page, customer.mobileTyped, PASSWORD);
  await expect(greeting).toHaveText(`Hi, ${customer.name}`);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();

  await signIn(page, customer.email.toUpperCase(), PASSWORD);
  await expect(greeting).toHaveText(`Hi, ${customer.name}`);
});

test('a wrong password shows the error in the loader overlay and stores no token', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number or e-mail').fill('demo@corner-market.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('loader-overlay')).toContainText(
    'That mobile number or e-mail and password do not match.',
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('sign-in returns the customer to the page they came from', async ({ page }) => {
  await page.goto('/dashboard/wallet');
  await signIn(page, '07911 000001', 'demo-customer-pass');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Hi, Dana Demo');
});

test('the host fills the store name from the API at start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Corner Market' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corner Market, online');
});
