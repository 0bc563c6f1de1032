import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/api';
import { orderByApi, registerByApi, verifyMobileByApi } from '../support/customers';
import { operatorAt } from '../support/operator';
import { uniqueDigits } from '../support/shopper';

// A member of staff sees and does exactly their job: the owner invites a
// picker, who joins from the e-mailed link and works from a phone with only
// the orders and their pick lists, until the owner deactivates them.

/** The console's menu links, opened from its button as a phone shows it. */
async function phoneMenuLinks(page: Page): Promise<string[]> {
  await page.locator('button[popovertarget="db-side"]').click();
  const menu = page.getByRole('navigation', { name: 'Store console' });
  await expect(menu).toBeVisible();
  const links = await menu.getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return links;
}

test('the owner invites a picker, who sees only orders and pick lists, until deactivated', async ({
  browser,
  request,
}) => {
  const digits = uniqueDigits();
  const picker = {
    name: `Pat Picker ${digits}`,
    email: `picker${digits}@example.test`,
    mobile: `07400 ${digits}`,
    password: 'a picker’s own password',
  };
  const customer = await registerByApi(request, 'Ola');
  await verifyMobileByApi(request, customer);
  // Rice: the honey's stock is the other specs' (operator, store settings).
  const order = await orderByApi(request, customer, [{ slug: 'basmati-rice', quantity: 1 }]);

  // 1. The owner invites a picker.
  const owner = await operatorAt(browser, '/operator/staff');
  await expect(owner.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await owner.getByLabel('E-mail').fill(picker.email);
  await owner.getByLabel('Role', { exact: true }).selectOption({ label: 'Picker' });
  await owner.getByRole('button', { name: 'Send the invitation' }).click();
  // The page says so (the loader's overlay says so too, for a moment).
  await expect(owner.getByText(`We e-mailed ${picker.email}`)).toBeVisible();

  // 2. The picker opens the e-mailed link on a phone and makes their account.
  const outbox = await request.get(`${API}/dev/email-outbox`, { params: { to: picker.email } });
  const { items } = (await outbox.json()) as { items: { body: string }[] };
  const link = new URL(/http\S+\/staff-invite\?token=\S+/.exec(items[0]!.body)![0]);
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await phone.goto(link.pathname + link.search);
  await expect(
    phone.getByText(`invites ${picker.email} to join the staff as Picker`),
  ).toBeVisible();
  await phone.getByLabel('Full name').fill(picker.name);
  await phone.getByLabel('Mobile number').fill(picker.mobile);
  await phone.getByLabel('Password').fill(picker.password);
  await phone.getByRole('button', { name: 'Make my account' }).click();
  await expect(phone.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await phone.getByRole('link', { name: 'Sign in' }).click();
  await phone.getByLabel('Mobile number or e-mail').fill(picker.email);
  await phone.getByLabel('Password').fill(picker.password);
  await phone.getByRole('button', { name: 'Sign in' }).click();

  // The console opens at the picking app, and its menu holds only the picker's pages.
  await expect(phone).toHaveURL(/\/operator\/picking$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Picking' })).toBeVisible();
  expect(await phoneMenuLinks(phone)).toEqual([
    'Picking',
    'Store orders',
    'Slots',
    'Two-factor sign-in',
  ]);

  // An order: its pick list and the next step, but no cancelling.
  await phone.goto(`/operator/orders/${order.id}`);
  await expect(phone.getByRole('heading', { name: 'Pick list' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Mark Confirmed' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // 3. Refunds and documents are not the picker's, opened by their address either.
  for (const [path, page] of [
    ['/operator/problem-reports', 'Problem reports'],
    ['/operator/documents', 'Document review'],
  ] as const) {
    await phone.goto(path);
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Not part of your role' }),
    ).toBeVisible();
    await expect(phone.getByText(`Your role (Picker) can’t open ${page}.`)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  // The API says no as well, whatever a page would ask.
  const signedIn = await request.post(`${API}/auth/login`, {
    data: { identifier: picker.email, password: picker.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  for (const path of ['/operator/documents', '/operator/problem-reports']) {
    const refused = await request.get(`${API}${path}`, { headers: { authKey: token } });
    expect(refused.status()).toBe(403);
  }

  // 4. The owner deactivates the picker: their open page goes to sign-in on its next request.
  await phone.goto('/operator/orders');
  await expect(phone.getByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible();
  await owner.reload();
  await owner.getByRole('button', { name: `Deactivate ${picker.name}` }).click();
  await owner.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(owner.getByRole('button', { name: `Reactivate ${picker.name}` })).toBeVisible();

  await phone.locator('button[popovertarget="db-side"]').click();
  await phone
    .getByRole('navigation', { name: 'Store console' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(phone).toHaveURL(/\/login/);
  await expect(phone.getByLabel('Mobile number or e-mail')).toBeVisible();
});
