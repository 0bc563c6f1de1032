import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API, latestCode, PNG, toE164 } from '../support/api';
import { registerNewCustomer, uniqueDigits } from '../support/shopper';

const PASSWORD = 'a long enough password';

const storedKey = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

async function openDashboardPage(page: Page, label: string) {
  await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'My Dashboard' })
    .getByRole('link', { name: label })
    .click();
}

test('a customer moves to a new mobile number with a code texted to it', async ({
  page,
  request,
}) => {
  const customer = await registerNewCustomer(page);
  await openDashboardPage(page, 'my Account');
  await expect(page.getByTestId('mobile-status')).toHaveText(/Not verified/);
  expect(await storedKey(page, 'mobileVerified')).toBe('false');

  const form = page.getByRole('form', { name: 'Change mobile number' });
  const newMobile = `07500 ${uniqueDigits()}`;
  await form.getByLabel('New mobile number').fill(newMobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText(/We texted a 6-digit code to \+44 ••• ••• \d{4}/)).toBeVisible();

  const code = await latestCode(request, newMobile);
  await form.getByLabel('Code from the text').fill(code);
  await form.getByRole('button', { name: 'Confirm new number' }).click();
  await expect(form.getByText('Your mobile number is changed and verified.')).toBeVisible();

  // The page and the device's record follow: the new number was just proved.
  await expect(page.getByTestId('mobile-status')).toHaveText(/^Verified/);
  expect(await storedKey(page, 'mobileVerified')).toBe('true');
  const me = await request.get(`${API}/me`, {
    headers: { authKey: (await storedKey(page, 'token')) ?? '' },
  });
  expect(await me.json()).toMatchObject({ mobile: toE164(newMobile), mobileVerified: true });

  // The old number is told, in case it was not its owner.
  const old = await request.get(`${API}/dev/outbox`, {
    params: { mobile: toE164(customer.mobile) },
  });
  const { items } = (await old.json()) as { items: { body: string }[] };
  expect(items[0]?.body).toMatch(/mobile number of your Corner Market account is now/);

  // It survives a reload: the checkout no longer asks to verify.
  await page.reload();
  await expect(page.getByTestId('mobile-status')).toHaveText(/^Verified/);
});

test('a customer removes their profile picture and the header shows none', async ({ page }) => {
  await registerNewCustomer(page);
  await openDashboardPage(page, 'my profile');
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByTestId('header-avatar')).toBeVisible();
  const src = await page.getByAltText('Your profile picture').getAttribute('src');

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('No picture yet.')).toBeVisible();
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  expect(await storedKey(page, 'userAvatar')).toBeNull();
  // The stored file is gone from the API too.
  expect((await page.request.get(src!)).status()).toBe(404);

  await page.reload();
  await expect(page.getByText('No picture yet.')).toBeVisible();
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
});

test('a customer downloads their data as a JSON file', async ({ page }) => {
  const customer = await registerNewCustomer(page);
  await openDashboardPage(page, 'my Account');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const data = JSON.parse(text) as Record<string, unknown>;
  expect(data).toMatchObject({
    profile: { name: customer.name, email: customer.email, mobile: toE164(customer.mobile) },
    addresses: [],
    orders: [],
  });
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain((await storedKey(page, 'token'))!);
});

test('a customer deletes their account with the password and cannot sign in again', async ({
  page,
  request,
}) => {
  const customer = await registerNewCustomer(page);
  const token = await storedKey(page, 'token');
  await openDashboardPage(page, 'my Account');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That is not your password')).toBeVisible();

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Home, signed out, with a notice.
  await expect(page).toHaveURL(/^http:\/\/localhost:8080\/$/);
  await expect(
    page.getByText('Your account is deleted. Thank you for shopping with us.'),
  ).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await storedKey(page, 'userId')).toBeNull();
  expect(await storedKey(page, 'token')).toBeNull();

  // The old session and the old details are worth nothing now.
  expect((await request.get(`${API}/me`, { headers: { authKey: token! } })).status()).toBe(401);
  const signIn = await request.post(`${API}/auth/login`, {
    data: { identifier: customer.email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
