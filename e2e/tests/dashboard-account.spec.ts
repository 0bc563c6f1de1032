import { expect, test, type Page } from '@playwright/test';
import { PNG } from '../support/api';
import { registerNewCustomer, signIn } from '../support/shopper';

const API = 'http://localhost:3000/api';
const PASSWORD = 'a long enough password';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function openDashboardPage(page: Page, label: string) {
  await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'My Dashboard' })
    .getByRole('link', { name: label })
    .click();
}

const addressCard = (page: Page, line1: string) =>
  page.getByRole('listitem').filter({ hasText: line1 });

async function addAddress(page: Page, line1: string, city: string, postcode: string) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient’s name').fill('Sam Shopper');
  await form.getByLabel('Address line 1').fill(line1);
  await form.getByLabel('Town or city').fill(city);
  await form.getByLabel('Postcode').fill(postcode);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(addressCard(page, line1)).toBeVisible();
}

test('a new customer edits their name and picture, and the header follows', async ({ page }) => {
  const customer = await registerNewCustomer(page);
  await openDashboardPage(page, 'my profile');

  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(customer.name);
  await name.fill(`${customer.name} Renamed`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(`Hi, ${customer.name} Renamed`);

  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByAltText('Preview of your new picture')).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();

  const avatar = page.getByTestId('header-avatar');
  await expect(avatar).toHaveAttribute(
    'src',
    /^http:\/\/localhost:3000\/api\/avatars\/[0-9a-f-]{36}\.png$/,
  );
  // The browser really loaded it from the API, without a token.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByAltText('Your profile picture')).toBeVisible();

  // Both survive a reload: the API has them.
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${customer.name} Renamed`);
  await expect(page.getByTestId('header-avatar')).toBeVisible();
});

test('a customer keeps an address book: add, edit, set default, delete', async ({ page }) => {
  await registerNewCustomer(page);
  await openDashboardPage(page, 'my Account');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  await addAddress(page, '12 Market Street', 'Leeds', 'LS1 6DT');
  await expect(addressCard(page, '12 Market Street').getByText('Default address')).toBeVisible();
  await addAddress(page, '7 Station Road', 'York', 'YO1 7HH');
  await expect(addressCard(page, '7 Station Road').getByText('Default address')).toHaveCount(0);

  await addressCard(page, '7 Station Road').getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit address' });
  await form.getByLabel('Town or city').fill('Harrogate');
  await form.getByLabel('Postcode').fill('HG1 1AA');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(addressCard(page, '7 Station Road')).toContainText('Harrogate HG1 1AA');

  await addressCard(page, '7 Station Road').getByRole('button', { name: 'Set as default' }).click();
  await expect(addressCard(page, '7 Station Road').getByText('Default address')).toBeVisible();
  await expect(addressCard(page, '12 Market Street').getByText('Default address')).toHaveCount(0);

  const old = addressCard(page, '12 Market Street');
  await old.getByRole('button', { name: 'Delete' }).click();
  await old.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(addressCard(page, '12 Market Street')).toHaveCount(0);

  // What the page shows is what the API keeps.
  await page.reload();
  await expect(addressCard(page, '7 Station Road')).toContainText('Harrogate HG1 1AA');
  await expect(addressCard(page, '12 Market Street')).toHaveCount(0);
});

test('a customer changes the password, then logs out of all devices', async ({
  page,
  browser,
  request,
}) => {
  // Four scrypt hashes and two browsers: more than the default 30 s on a slow machine.
  test.setTimeout(90_000);
  const customer = await registerNewCustomer(page);
  await openDashboardPage(page, 'my Account');

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('an even longer password');
  await page.getByLabel('Confirm the new password').fill('an even longer password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That is not your current password', { exact: true })).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password is changed. Your other devices are signed out.'),
  ).toBeVisible();

  // The new password signs in; the old one no longer does.
  await page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  const refused = await request.post(`${API}/auth/login`, {
    data: { identifier: customer.email, password: PASSWORD },
  });
  expect(refused.status()).toBe(401);
  await page.goto('/');
  await signIn(page, customer.email, 'an even longer password');

  // A second device, signed in too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await signIn(otherPage, customer.email, 'an even longer password');
  const otherToken = await token(otherPage);
  expect(otherToken).toBeTruthy();
  expect((await request.get(`${API}/me`, { headers: { authKey: otherToken! } })).status()).toBe(
    200,
  );

  await openDashboardPage(page, 'my Account');
  const myToken = await token(page);
  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);

  // Both tokens are refused now, the other device's too.
  expect((await request.get(`${API}/me`, { headers: { authKey: myToken! } })).status()).toBe(401);
  expect((await request.get(`${API}/me`, { headers: { authKey: otherToken! } })).status()).toBe(
    401,
  );
  // The other device finds out at its next request, and is asked to sign in again.
  await otherPage.goto('/dashboard/profile');
  await expect(otherPage).toHaveURL(
    `/login?returnTo=${encodeURIComponent('/dashboard/profile')}&ended=1`,
  );
  await expect(otherPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await other.close();
});
