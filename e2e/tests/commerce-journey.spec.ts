import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, FAKE_STRIPE_URL, operatorToken } from '../support/api';
import { auth, registerByApi, signInAs, verifyMobileByApi } from '../support/customers';
import { fillCard, orderCardEvents } from '../support/fake-stripe';
import { operatorAt } from '../support/operator';
import { pdfText } from '../support/pdf-text';
import { dayOf, openPickupSlots, timesOf } from '../support/slots';
import { uniqueDigits } from '../support/shopper';

// Issue 23's whole journey, through the browser: a customer picks a variant,
// applies a code, chooses a pickup slot and pays by card on the payment page
// of the local server that answers as Stripe does; the operator completes the
// order on the desk; the receipt shows the discount and the VAT; the customer
// reports a damaged item and the operator refunds it to the card. At the end
// the order, the card's charge, the receipt and the stock all agree.

const pounds = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function variantStock(request: APIRequestContext, sku: string): Promise<number> {
  const authKey = await operatorToken(request);
  const found = await request.get(`${API}/operator/products?q=${sku}`, { headers: { authKey } });
  const items = ((await found.json()) as { items: { sku: string; stock: number }[] }).items;
  return items.find((item) => item.sku === sku)!.stock;
}

test('variant, code, slot and card; the operator completes; receipt, damage report and refund agree', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const box = 'OAT-FLAPJACK-BOX-6';
  const stockBefore = await variantStock(request, box);

  // The operator's 10 % code, once per customer.
  const code = `JOURNEY-${uniqueDigits()}`;
  const made = await request.post(`${API}/operator/discount-codes`, {
    headers: { authKey: await operatorToken(request) },
    data: { code, kind: 'percent', percentOff: 10, minSpendMinor: 500, maxUsesPerCustomer: 1 },
  });
  expect(made.status()).toBe(201);

  const customer = await registerByApi(request, 'Vic');
  await verifyMobileByApi(request, customer);
  await signInAs(page, customer);

  // 1. The flapjack comes single or in a box of 6: the customer picks the box.
  await page.goto('/products?q=flapjack');
  const card = page.getByRole('article').filter({ hasText: 'Golden Syrup Oat Flapjack' });
  await expect(card).toContainText('From £0.95');
  await card.getByRole('link').first().click();
  const pack = page.getByRole('group', { name: 'Pack' });
  await expect(pack.getByRole('radio', { name: 'Single' })).toBeChecked();
  await pack.getByRole('radio', { name: 'Box of 6' }).check();
  await expect(page.getByRole('main')).toContainText('£4.95');
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();

  // 2. The code, on the cart.
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Golden Syrup Oat Flapjack – Box of 6');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} applied: 10% off`)).toBeVisible();

  // 3. A pickup slot: the second one offered.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel(/Store pickup/).check();
  const chosen = (await openPickupSlots(request))[1]!;
  await page
    .getByRole('group', { name: 'Pickup slot' })
    .getByRole('group', { name: dayOf(chosen) })
    .getByRole('radio', { name: new RegExp(`^${timesOf(chosen)}`) })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByRole('main')).toContainText(`Discount (${code})`);

  // 4. Card, on Stripe's page (the local server that answers as Stripe does).
  await page
    .getByRole('group', { name: 'How would you like to pay?' })
    .getByRole('radio', { name: 'Card' })
    .check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/cs_`));
  const payButton = page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ });
  const amount = (await payButton.textContent())!.replace('Pay ', '');
  // £9.90 of flapjacks less 10 %: £8.91, pickup is free.
  expect(amount).toBe('£8.91');
  await fillCard(page);
  await payButton.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/confirmation$/);
  const orderId = /\/orders\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(page.getByRole('main')).toContainText(`${dayOf(chosen)}, ${timesOf(chosen)}`);

  // 5. The operator completes the order on the desk, step by step.
  const desk = await operatorAt(browser, `/operator/orders/${orderId}`);
  await expect(desk.getByRole('region', { name: 'Payments' })).toContainText('Authorised');
  for (const step of ['Confirmed', 'Ready for pickup', 'Completed']) {
    await desk.getByRole('button', { name: `Mark ${step}` }).click();
    await expect(desk.getByRole('main')).toContainText(step);
  }
  await expect(
    desk.getByRole('region', { name: 'Payments' }).getByRole('group', { name: 'Card' }),
  ).toContainText('Paid');
  await desk.close();
  const captured = await orderCardEvents(request, orderId, 'payment_intent.succeeded');
  expect(captured.map((event) => event.data.object.amount_received)).toEqual([891]);

  // 6. The receipt: the variant, the discount, and the VAT in the price.
  await page.goto(`/dashboard/order-details/${orderId}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const text = await pdfText(await readFile((await (await downloading).path())!));
  expect(text.join(' ')).toContain('Golden Syrup Oat Flapjack – Box of 6');
  expect(text).toEqual(expect.arrayContaining([`Discount (${code})`, '-£0.99']));
  // Snacks carry 20 % VAT: the row's net and VAT add up to what was paid.
  const row = text.slice(text.lastIndexOf('20%'), text.lastIndexOf('20%') + 4);
  expect(row[3]).toBe('£8.91');
  expect(pounds(row[1]!) + pounds(row[2]!)).toBe(891);
  expect(pounds(row[2]!)).toBe(Math.round(891 / 6));

  // 7. One box came crushed: the customer reports it.
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('form', { name: 'Report a problem' });
  await report.getByRole('checkbox', { name: /Box of 6/ }).check();
  await report.getByRole('radio', { name: 'Damaged' }).check();
  await report.getByLabel('How many?').fill('1');
  await report.getByLabel('What happened?').fill('One box was crushed flat.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('region', { name: 'Problem reports' })).toContainText(
    '1 × Golden Syrup Oat Flapjack – Box of 6 — Damaged',
  );

  // 8. The operator refunds that box to the card: half the discounted line's
  // £8.91, rounded down; the other box would be worth the penny left over.
  const refundDesk = await operatorAt(browser, `/operator/orders/${orderId}`);
  const opened = refundDesk.getByRole('region', { name: 'Problem reports' });
  await opened.getByRole('radio', { name: 'To the original payment' }).check();
  const approve = opened.getByRole('button', { name: /^Approve and refund £\d+\.\d\d$/ });
  const refund = (await approve.textContent())!.replace('Approve and refund ', '');
  expect(pounds(refund)).toBe(445);
  await approve.click();
  await expect(opened).toContainText('Approved');
  await refundDesk.close();

  // Every balance agrees: the charge, the customer's order, and the shelf.
  const refunded = await orderCardEvents(request, orderId, 'charge.refunded');
  expect(refunded.map((event) => event.data.object.amount_refunded)).toEqual([pounds(refund)]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Problem reports' })).toContainText(
    `Refunded ${refund} to your original payment`,
  );
  const order = (await (
    await request.get(`${API}/me/orders/${orderId}`, { headers: auth(customer.token) })
  ).json()) as { totalMinor: number; discountMinor: number; status: string };
  expect(order).toMatchObject({ totalMinor: 891, discountMinor: 99, status: 'completed' });
  expect(await variantStock(request, box)).toBe(stockBefore - 2);
});
