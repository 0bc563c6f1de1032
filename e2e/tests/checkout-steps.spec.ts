import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, operatorToken } from '../support/api';
import {
  orderByApi,
  registerByApi,
  signInAs,
  verifyMobileByApi,
  type Customer,
} from '../support/customers';
import { addProductToCart } from '../support/shopper';

// Checkout's steps at their own URLs, the order summary beside each, and what
// an order says about paying once it is closed.

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function verifiedCustomer(request: APIRequestContext, page: Page): Promise<Customer> {
  const customer = await registerByApi(request, 'Cleo');
  await verifyMobileByApi(request, customer);
  await signInAs(page, customer);
  return customer;
}

/** The operator moves an order along, one legal step at a time; cancelling gives the reason. */
async function moveOrder(request: APIRequestContext, orderId: string, statuses: string[]) {
  const authKey = await operatorToken(request);
  for (const status of statuses) {
    const response = await request.post(`${API}/operator/orders/${orderId}/status`, {
      headers: { authKey },
      data: status === 'cancelled' ? { status, note: 'Sold out, sorry' } : { status },
    });
    expect(response.status(), `moving the order to ${status}`).toBe(200);
  }
}

test('each step has its own URL; Back, Forward and reload keep to the steps; the summary is beside each', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await verifiedCustomer(request, page);
  await addProductToCart(page, 'croissants');
  const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(stepHeading(page, 'Delivery')).toBeVisible();
  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toContainText(`${product} × 1`);
  await expect(summary(page).getByText('Subtotal')).toBeVisible();
  await page.getByLabel(/Home delivery/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(stepHeading(page, 'Delivery address')).toBeVisible();
  await expect(summary(page)).toContainText(`${product} × 1`);
  await page.getByLabel('Recipient’s name').fill('Cleo Customer');
  await page.getByLabel('Address line 1').fill('4 Step Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Save and use this address' }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(stepHeading(page, 'Review your order')).toBeVisible();
  await expect(summary(page)).toContainText(`${product} × 1`);
  await expect(page.getByRole('main')).toContainText('4 Step Street');

  // The browser's own Back and Forward walk the steps, not out to the cart.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(stepHeading(page, 'Delivery address')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(page.getByLabel(/Home delivery/)).toBeChecked();
  await page.goForward();
  await expect(stepHeading(page, 'Delivery address')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(stepHeading(page, 'Review your order')).toBeVisible();

  // A reload keeps the step and the choices.
  await page.reload();
  await expect(stepHeading(page, 'Review your order')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByRole('main')).toContainText('4 Step Street');
  await expect(summary(page)).toContainText(`${product} × 1`);

  // The step's own Back goes back in history: Forward still returns to the review.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout\/review$/);

  // A new tab has no choices yet: a deep link to the review starts at the first step.
  const tab = await page.context().newPage();
  await tab.goto('/checkout/review');
  await expect(tab).toHaveURL(/\/checkout\/delivery$/);
  await expect(stepHeading(tab, 'Delivery')).toBeVisible();
  await tab.close();

  // On a phone the summary sits above the step, folded, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = summary(page).getByRole('button', { name: /^Show 1 item, £\d+\.\d\d$/ });
  await expect(toggle).toBeVisible();
  await expect(summary(page).getByText(`${product} × 1`)).toBeHidden();
  await toggle.click();
  await expect(summary(page).getByText(`${product} × 1`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
});

test('store pickup has no address step: its URL goes on to the review', async ({
  page,
  request,
}) => {
  await verifiedCustomer(request, page);
  await addProductToCart(page, 'eggs');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await page.getByLabel(/Store pickup/).check();
  await expect(summary(page).locator('div', { hasText: /^Delivery/ })).toContainText('Free');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByRole('list', { name: 'Checkout steps' })).not.toContainText('Address');

  await page.goto('/checkout/address');
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByText('Pick up at Corner Market')).toBeVisible();
});

test('a completed and a cancelled order never say "amount due"', async ({ page, request }) => {
  const customer = await verifiedCustomer(request, page);
  const completed = await orderByApi(request, customer, [
    { slug: 'wildflower-honey', quantity: 1 },
  ]);
  const cancelled = await orderByApi(request, customer, [
    { slug: 'wildflower-honey', quantity: 1 },
  ]);

  // While it is open, the order says what is due.
  await page.goto(`/dashboard/order-details/${completed.id}`);
  await expect(page.getByLabel('Totals')).toContainText(/Amount due \(pay at pickup\)/);

  await moveOrder(request, completed.id, ['confirmed', 'ready_for_pickup', 'completed']);
  await moveOrder(request, cancelled.id, ['cancelled']);

  await page.goto(`/dashboard/order-details/${completed.id}`);
  await expect(page.getByLabel('Totals')).toContainText('Total paid');
  await expect(page.getByLabel('Totals')).toContainText('Paid at pickup');
  await expect(page.getByRole('main')).not.toContainText(/amount due/i);
  await page.goto(`/orders/${completed.id}/confirmation`);
  await expect(page.getByText('This order is complete.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('How you pay')).toContainText('Paid at pickup');
  await expect(page.getByRole('main')).not.toContainText(/amount due|to pay at pickup/i);

  await page.goto(`/dashboard/order-details/${cancelled.id}`);
  await expect(page.getByLabel('Totals').getByText('Cancelled')).toBeVisible();
  await expect(page.getByLabel('Totals').getByText('Nothing to pay')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/amount due/i);
  await page.goto(`/orders/${cancelled.id}/confirmation`);
  await expect(page.getByLabel('How you pay')).toContainText('Nothing to pay');
  await expect(page.getByRole('main')).not.toContainText(/amount due|to pay at pickup/i);
});
