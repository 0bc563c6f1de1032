import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from '../support/api';
import { addProductToCart, cartCount, registerNewCustomer } from '../support/shopper';

/** A new customer with a verified mobile, so they may check out. */
async function verifiedNewCustomer(page: Page, request: APIRequestContext) {
  const customer = await registerNewCustomer(page);
  await page.goto('/verify/mobile');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await latestCode(request, customer.mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  return customer;
}

/** Adds the first product a search finds, checks out for store pickup; the order's number and product. */
async function placePickupOrder(page: Page, search: string) {
  await addProductToCart(page, search);
  const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/checkout');
  await page.getByLabel(/Store pickup/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
  const number = (await page.getByText(/^CM-\d{6}$/).textContent())!.trim();
  await expect(cartCount(page)).toHaveText('0');
  return { number, product };
}

const orderRows = (page: Page) =>
  page.getByRole('table').getByRole('row').filter({ hasText: 'CM-' });

test('History, Order: newest first, filter, details, cancel while placed, and reorder', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await verifiedNewCustomer(page, request);
  const first = await placePickupOrder(page, 'bread');
  const second = await placePickupOrder(page, 'tea');

  await page.goto('/dashboard/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(orderRows(page)).toHaveCount(2);
  await expect(orderRows(page).nth(0)).toContainText(second.number);
  await expect(orderRows(page).nth(1)).toContainText(first.number);
  await expect(orderRows(page).nth(0)).toContainText('Placed');
  await expect(orderRows(page).nth(0)).toContainText(/£\d+\.\d{2}/);

  // The newest order: lines, totals, pickup and its timeline; then cancel it.
  await page.getByRole('link', { name: second.number }).click();
  await expect(page).toHaveURL(/\/dashboard\/order-details\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 2, name: `Order ${second.number}` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText(
    second.product,
  );
  await expect(page.getByLabel('Totals')).toContainText('Subtotal');
  await expect(page.getByLabel('Totals')).toContainText('Delivery feeFree');
  await expect(page.getByRole('region', { name: 'Store pickup' })).toContainText('Corner Market');
  const progress = page.getByRole('list', { name: 'Progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    /^Placed/,
    /^Confirmed/,
    /^Ready for pickup/,
    /^Completed/,
  ]);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Placed/);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${second.number}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(
    page.getByText(`Order ${second.number} is cancelled.`, { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Cancelled/);

  // Reorder puts the item back into the cart; the header count follows.
  await page.getByRole('button', { name: 'Reorder' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Back in your cart' });
  await expect(result).toContainText(second.product);
  await expect(cartCount(page)).toHaveText('1');
  await result.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(second.product);

  // The filter lives in the URL, so back and forward move between filters.
  await page.goto('/dashboard/order-history');
  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText(second.number);
  await page.getByLabel('Status').selectOption({ label: 'Placed' });
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText(first.number);
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(page.getByText('You have no orders that are completed.')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('placed');
  await expect(orderRows(page).first()).toContainText(first.number);

  // The bare Order path shows the most recent order.
  await page.goto('/dashboard/order-details');
  await expect(
    page.getByRole('heading', { level: 2, name: `Order ${second.number}` }),
  ).toBeVisible();
});

test('a new customer without orders sees the empty states', async ({ page }) => {
  await registerNewCustomer(page);
  await page.goto('/dashboard/order-history');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);

  await page.goto('/dashboard/order-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: "We can't find that order" })).toBeVisible();
});

test('My Favs: hearted in the store, added to the cart and removed here', async ({ page }) => {
  await registerNewCustomer(page);
  const heart = async (search: string) => {
    await page.goto(`/products?q=${encodeURIComponent(search)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
      .first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(
      card.getByRole('button', { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    return name;
  };
  const honey = await heart('honey');
  const tea = await heart('tea');

  await page.goto('/dashboard/favs');
  const favourites = page.getByRole('list', { name: 'Your favourites' });
  await expect(favourites.getByRole('listitem')).toHaveCount(2);
  const honeyItem = favourites.getByRole('listitem', { name: honey });
  await expect(honeyItem).toContainText(/£\d+\.\d{2}/);
  await expect(honeyItem).toContainText(/In stock|Only \d+ left/);

  await honeyItem.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Added ${honey} to your cart`)).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  await favourites.getByRole('button', { name: `Remove ${tea} from favourites` }).click();
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('listitem', { name: tea })).toHaveCount(0);

  // The list is the server's: it stays the same after a reload.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Your favourites' }).getByRole('listitem'),
  ).toHaveText([new RegExp(honey.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]);
});
