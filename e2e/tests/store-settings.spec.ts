import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, operatorToken } from '../support/api';
import {
  auth,
  completePickupOrder,
  orderByApi,
  registerByApi,
  signInAs,
  verifyMobileByApi,
  type Customer,
} from '../support/customers';
import { operatorAt } from '../support/operator';
import { pdfText } from '../support/pdf-text';

// The store's settings belong to its owner: changed in the console, they reach
// the storefront's footer, home page and checkout, and the receipts of orders
// placed after; an order placed before keeps what was true then.

type Settings = Record<string, unknown>;

/** The settings as stored, and a way to put them back: every other spec reads the seeded store. */
async function storeSettings(request: APIRequestContext) {
  const headers = { authKey: await operatorToken(request) };
  const read = await request.get(`${API}/operator/store`, { headers });
  const seeded = ((await read.json()) as { settings: Settings }).settings;
  const save = async (changes: Settings) => {
    const response = await request.put(`${API}/operator/store`, {
      headers,
      data: { ...seeded, ...changes },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  return { seeded, save, restore: () => save({}) };
}

/** A drawn page is kept for up to 5 s: the footer shows the change once it is drawn again. */
async function untilFooterNames(page: Page, name: string) {
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return page
          .getByRole('contentinfo')
          .getByRole('heading', { level: 2 })
          .first()
          .textContent();
      },
      { timeout: 15_000, intervals: [500, 1000] },
    )
    .toBe(name);
}

async function customerWithCart(request: APIRequestContext, page: Page): Promise<Customer> {
  const customer = await registerByApi(request, 'Sol');
  await verifyMobileByApi(request, customer);
  const products = await request.get(`${API}/stores/38/products`, { params: { q: 'honey' } });
  const [honey] = ((await products.json()) as { items: { id: number }[] }).items;
  // 2 × £8.99 = £17.98 of goods.
  const put = await request.put(`${API}/me/cart/items/${honey!.id}`, {
    headers: auth(customer.token),
    data: { quantity: 2 },
  });
  expect(put.ok()).toBe(true);
  await signInAs(page, customer);
  return customer;
}

test('the owner changes the store in the console; the footer, home page and checkout follow', async ({
  browser,
  page,
  request,
}) => {
  const store = await storeSettings(request);
  try {
    const console = await operatorAt(browser, '/operator/store');
    const form = console.getByRole('form', { name: 'Store settings' });
    await expect(form.getByLabel('VAT registration number')).toHaveValue('GB 999 9999 73');
    await form.getByLabel('Store name').fill('Corner Market Islington');
    await form.getByLabel('Delivery fee (£)').fill('4.50');
    await form.getByLabel('Free delivery from (£)').fill('');
    await form.getByLabel('VAT registration number').fill('gb 123 4567 89');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(console.getByText('Store settings saved')).toBeVisible();
    // The form shows what was kept: the number as HMRC prints it.
    await expect(form.getByLabel('VAT registration number')).toHaveValue('GB 123 4567 89');

    await console.goto('/operator/audit-log');
    await expect(console.getByRole('main')).toContainText(
      'Changed Store name, Delivery fee, Free delivery from, VAT registration number',
    );
    await console.context().close();

    await untilFooterNames(page, 'Corner Market Islington');
    await expect(page.getByRole('contentinfo')).toContainText('VAT number GB 123 4567 89');
    await expect(page.getByText('How much is delivery?').locator('..')).toContainText(
      'Delivery is £4.50; store pickup is always free.',
    );

    // £17.98 of goods: under the old £40 threshold it cost £3.99; now £4.50, never free.
    await customerWithCart(request, page);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Home delivery/ })).toHaveAccessibleName(
      /£4\.50\./,
    );
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Delivery', { exact: true }).locator('..')).toContainText(
      '£4.50',
    );
  } finally {
    await store.restore();
  }
});

test('a basket under the store’s minimum is refused at checkout, saying how much more', async ({
  page,
  request,
}) => {
  const store = await storeSettings(request);
  try {
    await store.save({ minimumBasketMinor: 2500 });
    const customer = await customerWithCart(request, page);
    await page.goto('/cart');
    await expect(
      page.getByText('The store’s minimum order is £25.00 of goods. Add £7.02 more to check out.'),
    ).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('alert')).toHaveText(
      'The store’s minimum order is £25.00 of goods. Add £7.02 more to check out.',
    );
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

    // The API refuses it too, whatever a page shows.
    const placed = await request.post(`${API}/me/orders`, {
      headers: auth(customer.token),
      data: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
    });
    expect(placed.status()).toBe(409);
    expect((await placed.json()).error).toMatchObject({ code: 'BELOW_MINIMUM_BASKET' });
  } finally {
    await store.restore();
  }
});

test('a receipt keeps the seller of its day; a store without a VAT number gives plain receipts', async ({
  page,
  request,
}) => {
  const store = await storeSettings(request);
  const customer = await registerByApi(request, 'Rae');
  await verifyMobileByApi(request, customer);
  const receiptOf = async (orderId: string) => {
    await page.goto(`/dashboard/order-details/${orderId}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt' }).click();
    return pdfText(await readFile((await (await downloading).path())!));
  };
  try {
    const before = await orderByApi(request, customer, [{ slug: 'wildflower-honey', quantity: 1 }]);
    await completePickupOrder(request, before.id);
    await store.save({ name: 'Station Market', vatNumber: '' });
    const after = await orderByApi(request, customer, [{ slug: 'wildflower-honey', quantity: 1 }]);
    await completePickupOrder(request, after.id);
    await signInAs(page, customer);

    const old = await receiptOf(before.id);
    expect(old).toEqual(
      expect.arrayContaining([
        'Corner Market',
        'VAT registration number: GB 999 9999 73',
        'VAT receipt',
        `Receipt number: ${before.number}`,
      ]),
    );
    expect(old.some((line) => line.startsWith('Date of supply: '))).toBe(true);
    expect(old).toContain('Total VAT');

    const plain = await receiptOf(after.id);
    expect(plain).toEqual(
      expect.arrayContaining(['Station Market', 'Receipt', `Receipt number: ${after.number}`]),
    );
    expect(plain.join(' ')).not.toContain('VAT');
  } finally {
    await store.restore();
  }
});
