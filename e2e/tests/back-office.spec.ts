import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API, OPERATOR, PNG } from '../support/api';
import { registerByApi, signInAs, verifyMobileByApi, type Customer } from '../support/customers';
import { openFirstProduct, signIn, uniqueDigits } from '../support/shopper';

// A store run from the console alone: the operator makes a product and
// receives its stock, a customer buys it, the operator packs it from the pick
// list and hands it over. The customer sees every step and hears of each one;
// the stock ledger shows the sale; a cancellation's reason reaches them.

async function operatorOn(browser: Browser, area: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signIn(page, OPERATOR.identifier, OPERATOR.password);
  // From any page, the header's link opens the console.
  await page.getByRole('banner').getByRole('link', { name: 'Store console' }).click();
  await openArea(page, area);
  return page;
}

async function openArea(page: Page, area: string) {
  await page
    .getByRole('navigation', { name: 'Store console' })
    .getByRole('link', { name: area })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
}

/** The customer buys one of the product from its page and collects it at the store. */
async function buyForPickup(page: Page, search: string): Promise<{ id: string; number: string }> {
  await page.goto(`/products?q=${encodeURIComponent(search)}`);
  await openFirstProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel(/Store pickup/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
  const number = (await page.getByText(/^CM-\d{6}$/).textContent())!.trim();
  const id = /\/orders\/([0-9a-f-]{36})\/confirmation/.exec(page.url())![1]!;
  return { id, number };
}

/** Opens an order from the store orders list, found by its number. */
async function openOrder(page: Page, number: string) {
  await openArea(page, 'Store orders');
  await page.getByLabel('Order number or customer').fill(number);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
}

/** What the development outboxes hold for the customer about one order, by the order's number. */
async function messagesAbout(request: APIRequestContext, customer: Customer, number: string) {
  const texts = (await (
    await request.get(`${API}/dev/outbox`, { params: { mobile: customer.mobile } })
  ).json()) as { items: { body: string }[] };
  const emails = (await (
    await request.get(`${API}/dev/email-outbox`, { params: { to: customer.email } })
  ).json()) as { items: { subject: string; body: string }[] };
  return {
    texts: texts.items.filter((text) => text.body.includes(number)).map((text) => text.body),
    emails: emails.items.filter((email) => email.subject.includes(number)),
  };
}

test('from receiving stock to handing the order over, with the customer told at every step', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const digits = uniqueDigits();
  const name = `Dark Rye Loaf ${digits}`;

  // 1. The operator creates the product with a picture and receives stock.
  const operator = await operatorOn(browser, 'Products');
  await operator.getByRole('link', { name: 'New product' }).click();
  await operator.getByLabel('SKU').fill(`rye-${digits}`);
  await operator.getByLabel('Name').fill(name);
  await operator.getByLabel('Description').fill('Sourdough rye with caraway.');
  await operator.getByLabel('Category').selectOption({ label: 'Bakery' });
  await operator.getByLabel(/^Price/).fill('4.25');
  await operator.getByLabel('Published').check();
  await operator.getByRole('button', { name: 'Add product' }).click();
  await expect(operator.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(operator.getByLabel('SKU')).toHaveValue(`RYE-${digits}`);

  await operator
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'rye.png', mimeType: 'image/png', buffer: PNG });
  await operator.getByRole('button', { name: 'Upload picture' }).click();
  await expect(operator.locator('img[src*="/images/uploads/"]').first()).toBeVisible();

  await operator.getByLabel('Reason').selectOption({ label: 'Received' });
  await operator.getByLabel('Quantity received').fill('12');
  await operator.getByLabel('Note (optional)').fill('Morning delivery');
  await operator.getByRole('button', { name: 'Save adjustment' }).click();
  const ledger = operator.getByRole('table', { name: /ledger/i });
  await expect(ledger.getByRole('row').filter({ hasText: 'Morning delivery' })).toContainText('12');
  const productUrl = operator.url();

  // 2. A customer finds it in the store and buys it for pickup.
  const customer = await registerByApi(request, 'Rita');
  await verifyMobileByApi(request, customer);
  await signInAs(page, customer);
  const order = await buyForPickup(page, digits);

  // 3. The operator opens the order: what to pack and where it goes.
  await openOrder(operator, order.number);
  const lines = operator.getByRole('list', { name: 'Order lines' });
  await expect(lines).toContainText(name);
  await expect(lines).toContainText(`RYE-${digits}`);
  await expect(operator.getByRole('main')).toContainText('14 Station Parade');
  await expect(operator.getByRole('main')).toContainText(customer.name);

  // The pick list: grouped by category, a tick box per line, and only it prints.
  const pickList = operator.getByRole('region', { name: 'Pick list' });
  await expect(pickList.getByRole('list', { name: 'Bakery' })).toBeVisible();
  const tick = pickList.getByRole('checkbox', { name });
  await tick.check();
  await expect(tick).toBeChecked();
  await operator.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await pickList.getByRole('button', { name: 'Print pick list' }).click();
  await expect(operator.locator('body')).toHaveAttribute('data-printed', 'yes');
  await operator.emulateMedia({ media: 'print' });
  await expect(pickList.getByRole('heading', { name: 'Pick list' })).toBeVisible();
  await expect(operator.getByRole('navigation', { name: 'Store console' })).toBeHidden();
  await expect(operator.getByRole('heading', { level: 1 })).toBeHidden();
  await operator.emulateMedia({ media: 'screen' });

  // Handed over, step by step.
  for (const step of ['Confirmed', 'Ready for pickup', 'Completed']) {
    await operator.getByRole('button', { name: `Mark ${step}` }).click();
    await expect(operator.getByRole('region', { name: 'Status history' })).toContainText(step);
  }

  // The customer sees every step in their own timeline, each with its time.
  await page.goto(`/dashboard/order-details/${order.id}`);
  const progress = page.getByRole('list', { name: 'Progress' });
  for (const step of ['Placed', 'Confirmed', 'Ready for pickup', 'Completed']) {
    await expect(
      progress.getByRole('listitem').filter({ hasText: step }).locator('time'),
    ).toBeVisible();
  }

  // One text and one e-mail for each of the four events.
  await expect
    .poll(async () => {
      const { texts, emails } = await messagesAbout(request, customer, order.number);
      return [texts.length, emails.length];
    })
    .toEqual([4, 4]);
  const { texts } = await messagesAbout(request, customer, order.number);
  expect(texts.join('\n')).toContain('ready to collect at 14 Station Parade');

  // The stock ledger shows the sale, against the order.
  await operator.goto(productUrl);
  const sale = operator
    .getByRole('table', { name: /ledger/i })
    .getByRole('row')
    .filter({
      hasText: order.number,
    });
  await expect(sale).toContainText('Sale');
  await expect(sale).toContainText('11');

  // 4. A second order, cancelled by the store with a reason the customer reads.
  const second = await buyForPickup(page, digits);
  await openOrder(operator, second.number);
  await operator.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = operator.getByRole('dialog', { name: `Cancel order ${second.number}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog.getByLabel('Reason for cancelling')).toHaveAttribute('aria-invalid', 'true');
  const reason = 'The oven broke down this morning';
  await dialog.getByLabel('Reason for cancelling').fill(reason);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByRole('region', { name: 'Status history' })).toContainText(reason);

  await page.goto(`/dashboard/order-details/${second.id}`);
  await expect(page.getByRole('list', { name: 'Progress' })).toContainText(reason);
  await expect
    .poll(async () => (await messagesAbout(request, customer, second.number)).texts.join('\n'))
    .toContain(`cancelled by the store: ${reason}`);
});

test('the order page fits a phone: nothing scrolls sideways at 390 px', async ({
  browser,
  request,
}) => {
  const customer = await registerByApi(request, 'Phil');
  await verifyMobileByApi(request, customer);
  const buyer = await (await browser.newContext()).newPage();
  await signInAs(buyer, customer);
  const order = await buyForPickup(buyer, 'honey');

  const operator = await operatorOn(browser, 'Store orders');
  await openOrder(operator, order.number);
  // On a phone the dashboard menu folds into one button; the pages are opened by address.
  await operator.setViewportSize({ width: 390, height: 844 });
  for (const path of [operator.url(), '/operator/orders', '/operator/products']) {
    await operator.goto(path);
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await operator.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});
