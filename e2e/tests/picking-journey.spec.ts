import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API, FAKE_STRIPE_URL } from '../support/api';
import { PASSWORD, registerByApi, verifyMobileByApi } from '../support/customers';
import { fillCard, orderCardEvents } from '../support/fake-stripe';
import { pdfText } from '../support/pdf-text';
import { signInOnPhone } from '../support/shopper';
import { dayOf, openPickupSlots, timesOf } from '../support/slots';

// Issue 45's journey, on phones: a customer orders loose bananas by weight and
// two bottles of apple juice with "a similar item" if short, and pays by card.
// A picker claims the order's slot, types the codes, goes offline for two
// actions, weighs the bananas and offers a substitute for the juice that is
// not on the shelf. The customer accepts it on their order page as it is
// asked; the order is finished, handed over, and the receipt's total is what
// the card was charged, to the penny.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const PICKER = { identifier: 'picker@corner-market.test', password: 'picker-43-pass' };
/** What the picker's scale says the six bananas weigh. */
const BANANA_GRAMS = 1150;

const pounds = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** Puts `quantity` of the product found by `search` in the cart from its page. */
async function addToCart(page: Page, search: string, quantity: number) {
  await page.goto(`/products?q=${encodeURIComponent(search)}`);
  await page
    .getByRole('article')
    .filter({ hasText: search })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(search);
  await page.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
}

test('bananas weighed, juice substituted and accepted live, offline for two actions: the receipt is what the card paid', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // 1. The customer's order, in the last pickup slot (no other test books it).
  const slot = (await openPickupSlots(request)).at(-1)!;
  const customer = await registerByApi(request, 'Pippa');
  await verifyMobileByApi(request, customer);
  await signInOnPhone(page, customer.email, PASSWORD);
  await addToCart(page, 'Loose Bananas', 6);
  await addToCart(page, 'Cloudy Apple Juice 1L', 2);
  await page.goto('/checkout');
  await page.getByLabel(/Store pickup/).check();
  await page
    .getByRole('group', { name: 'Pickup slot' })
    .getByRole('group', { name: dayOf(slot) })
    .getByRole('radio', { name: new RegExp(`^${timesOf(slot)}`) })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  // Six bananas at about 180 g each; "a similar item" is the choice already made.
  await expect(page.getByRole('main')).toContainText('about 1.080 kg');
  await expect(page.getByRole('radio', { name: 'A similar item' }).first()).toBeChecked();
  await page
    .getByRole('group', { name: 'How would you like to pay?' })
    .getByRole('radio', { name: 'Card' })
    .check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/cs_`));
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/confirmation$/);
  const orderId = /\/orders\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  // The store confirms it, as the desk does.
  const signedIn = await request.post(`${API}/auth/login`, {
    data: { identifier: PICKER.identifier, password: PICKER.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const confirmed = await request.post(`${API}/operator/orders/${orderId}/status`, {
    headers: { authKey: token },
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  // The customer keeps their order page open.
  await page.goto(`/dashboard/order-details/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // 2. The picker, on a phone of their own: the console opens at Picking.
  const pickerContext = await browser.newContext({ viewport: PHONE });
  const picker = await pickerContext.newPage();
  await signInOnPhone(picker, PICKER.identifier, PICKER.password);
  await picker.goto('/operator');
  await expect(picker).toHaveURL(/\/operator\/picking$/);
  await picker
    .getByRole('button', { name: new RegExp(`^Pick this slot: .*${timesOf(slot)}`) })
    .click();

  // The walk goes aisle by aisle: the drinks, then the fruit.
  const juice = picker.getByRole('article', { name: 'Cloudy Apple Juice 1L' });
  await expect(juice).toBeVisible();
  // The bananas' barcode, as the scanner would read it off the shelf.
  const overview = await (
    await request.get(`${API}/operator/picking`, { headers: { authKey: token } })
  ).json();
  const batch = await (
    await request.get(`${API}/operator/picking/batches/${overview.openBatchId}`, {
      headers: { authKey: token },
    })
  ).json();
  const bananaCode = (batch.walk as { name: string; gtin: string }[]).find(
    (stop) => stop.name === 'Loose Bananas',
  )!.gtin;

  // Offline for two actions: the juice is not on the shelf, and the bananas are weighed.
  await pickerContext.setOffline(true);
  await juice.getByRole('button', { name: 'Short' }).click();
  const short = juice.getByRole('form', { name: 'Short for Tote A' });
  await short.getByLabel('How many did you find?').fill('0');
  await short.getByRole('button', { name: 'Save short' }).click();
  await expect(juice).toContainText('Short: 0 of 2');
  // Offline, the store's suggestions cannot come: a substitute would go by its barcode.
  await juice.getByRole('button', { name: 'Substitute' }).click();
  const offline = picker.getByRole('region', { name: 'Substitute for Tote A' });
  await expect(offline).toContainText("Offline: the store's suggestions need the connection.");
  await offline.getByRole('button', { name: 'Cancel' }).click();
  await picker.getByRole('button', { name: 'Next' }).click();
  const bananas = picker.getByRole('article', { name: 'Loose Bananas' });
  await bananas.getByLabel('Scan or type the code for Tote A').fill('WRONG-CODE');
  await bananas.getByLabel('Scan or type the code for Tote A').press('Enter');
  await expect(picker.getByRole('alert')).toContainText("That's not Loose Bananas");
  await bananas.getByLabel('Scan or type the code for Tote A').fill(bananaCode);
  await bananas.getByLabel('Scan or type the code for Tote A').press('Enter');
  const weight = bananas.getByLabel("Weight of Tote A's 6 Loose Bananas (grams)");
  await weight.fill(String(BANANA_GRAMS));
  await weight.press('Enter');
  await expect(bananas).toContainText('Weighed 1.150 kg');
  await expect(picker.getByRole('status', { name: 'Not sent' })).toHaveText(
    'Offline · 2 actions not sent yet',
  );

  // Back online, the two are sent in order.
  await pickerContext.setOffline(false);
  await expect(picker.getByRole('status', { name: 'Not sent' })).toHaveCount(0);

  // The juice's substitute: the store's suggestions, the cheaper lemonade offered.
  await picker.getByRole('button', { name: 'Previous' }).click();
  await juice.getByRole('button', { name: 'Substitute' }).click();
  const offer = picker.getByRole('region', { name: 'Substitute for Tote A' });
  await expect(offer).toContainText("Customer's choice: a similar item");
  await offer.getByRole('button', { name: 'Offer Cloudy Lemonade 1.25L' }).click();
  await expect(juice).toContainText(/Asked: Cloudy Lemonade 1.25L ×2 — waiting until \d\d:\d\d/);

  // 3. The customer is asked on the open page, and accepts.
  const asked = page.getByRole('region', { name: 'We need your answer' });
  await expect(asked).toContainText(
    'The shelf was short of the 2 Cloudy Apple Juice 1L you ordered',
  );
  await asked.getByRole('button', { name: 'Accept Cloudy Lemonade 1.25L' }).click();
  await expect(page.getByRole('region', { name: 'Changes while picking' })).toContainText(
    'You accepted Cloudy Lemonade 1.25L ×2 for your Cloudy Apple Juice 1L, at £1.50 each.',
  );
  await expect(juice).toContainText('Accepted: Cloudy Lemonade 1.25L ×2');

  // 4. The batch is finished, the order ready, then handed over.
  await picker.getByRole('button', { name: 'Finish batch' }).click();
  await expect(picker.getByRole('region', { name: 'Batch finished' })).toBeVisible();
  await pickerContext.close();
  const completed = await request.post(`${API}/operator/orders/${orderId}/status`, {
    headers: { authKey: token },
    data: { status: 'completed' },
  });
  expect(completed.status()).toBe(200);

  // The order page: ordered → came → price, without a reload.
  const lines = page.getByRole('list', { name: 'Items in this order' });
  await expect(lines).toContainText('Cloudy Lemonade 1.25L ×2 — for Cloudy Apple Juice 1L · £3.00');
  await expect(lines).toContainText('2 ordered · 0 came');

  // 5. The receipt: the real weight at the price per kg, the substitute, and the card's capture.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const text = (await pdfText(await readFile((await (await downloading).path())!))).join(' ');
  expect(text).toContain('1.150 kg');
  expect(text).toContain('Cloudy Lemonade 1.25L (for Cloudy Apple Juice 1L)');
  const total = /Total\s+(£\d+\.\d\d)/.exec(text)![1]!;
  // Bananas: 1.150 kg at £1.15/kg is £1.32; lemonade: 2 × £1.50.
  expect(pounds(total)).toBe(132 + 300);
  const captured = await orderCardEvents(request, orderId, 'payment_intent.succeeded');
  expect(captured.map((event) => event.data.object.amount_received)).toEqual([pounds(total)]);
});
