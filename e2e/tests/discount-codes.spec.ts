import { expect, test, type Page } from '@playwright/test';
import { API, operatorToken } from '../support/api';
import { auth, registerByApi, signInAs, verifyMobileByApi } from '../support/customers';
import { addProductToCart, uniqueDigits } from '../support/shopper';
import { operatorAt } from '../support/operator';

// A discount code from the operator's desk to the customer's order: made
// in the desk, refused and then applied on the cart, carried to the review,
// and shown on the order in My Dashboard and to the operator.

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

test('the operator creates a code; a customer is told why it is refused, applies it, and sees it on the order', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Long, as a real campaign's code can be: it must wrap in its label, not push the amount apart.
  const code = `E2E-SPRING-SAVINGS-${uniqueDigits()}`;

  // The operator makes a 20 % code with a £1.00 minimum, once per customer.
  const desk = await operatorAt(browser, '/operator');
  await desk
    .getByRole('navigation', { name: 'Store console' })
    .getByRole('link', { name: 'Discount codes' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await desk.getByRole('link', { name: 'New discount code' }).click();
  await desk.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await desk.getByLabel('Percentage off (%)').fill('20');
  await desk.getByLabel('Minimum spend (£)').fill('1.00');
  await desk.getByLabel('Uses per customer').fill('1');
  await desk.getByRole('button', { name: 'Create code' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(desk.getByRole('main')).toContainText('20% off');

  // A customer with croissants in the cart: a wrong code is refused with the reason.
  const customer = await registerByApi(request, 'Dara');
  await verifyMobileByApi(request, customer);
  await signInAs(page, customer);
  await addProductToCart(page, 'croissants');
  await page.goto('/cart');
  const field = page.getByLabel('Discount code');
  await field.fill('NOPE-123');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('We don’t recognise the code NOPE-123.');
  await expect(field).toHaveValue('NOPE-123');

  // The real code applies: the cart shows the discount.
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} applied: 20% off`)).toBeVisible();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();

  // The review carries it; placing the order keeps it.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel(/Store pickup/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(summary(page)).toContainText(`Discount (${code})`);
  // On a desktop's narrow summary column the discount's "−" stays with its
  // amount: one line, as tall as the subtotal's.
  const discountAmount = summary(page).locator('dd', { hasText: '−£' });
  const subtotalAmount = summary(page).locator('dt:text-is("Subtotal") + dd');
  const [discountBox, subtotalBox] = [
    await discountAmount.boundingBox(),
    await subtotalAmount.boundingBox(),
  ];
  expect(discountBox!.height).toBeLessThanOrEqual(subtotalBox!.height + 1);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Discount (${code})`);

  // My Dashboard's order page shows it.
  await page.goto('/dashboard/order-history');
  await page.getByRole('link', { name: /^CM-/ }).first().click();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();

  // Once per customer: the same code on a new cart says it was used.
  await addProductToCart(page, 'croissants');
  await page.goto('/cart');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText(`You have already used ${code}.`);

  // The operator sees the use on the code's page, and can pause it.
  await desk.reload();
  await expect(desk.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(desk.getByRole('main')).toContainText(customer.name);
  await desk.getByRole('button', { name: 'Pause' }).click();
  await expect(desk.getByRole('button', { name: 'Resume' })).toBeVisible();
  await desk.close();
});

test('a code applied in one browser is at checkout in another, and both say why once the cart stops qualifying', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const listed = await request.get(`${API}/stores/38/products`, { params: { q: 'croissants' } });
  const [croissants] = ((await listed.json()) as { items: { id: number; priceMinor: number }[] })
    .items;
  // 10 % off once the cart holds two packs.
  const code = `E2E-TWO-DEVICES-${uniqueDigits()}`;
  const made = await request.post(`${API}/operator/discount-codes`, {
    headers: { authKey: await operatorToken(request) },
    data: { code, kind: 'percent', percentOff: 10, minSpendMinor: 2 * croissants!.priceMinor },
  });
  expect(made.status()).toBe(201);
  const customer = await registerByApi(request, 'Remy');
  await verifyMobileByApi(request, customer);
  const setPacks = (quantity: number) =>
    request.put(`${API}/me/cart/items/${croissants!.id}`, {
      headers: auth(customer.token),
      data: { quantity },
    });
  expect((await setPacks(2)).status()).toBe(200);

  // The laptop applies the code on the cart.
  const laptop = await browser.newContext();
  const onLaptop = await laptop.newPage();
  await signInAs(onLaptop, customer);
  await onLaptop.goto('/cart');
  await onLaptop.getByLabel('Discount code').fill(code);
  await onLaptop.getByRole('button', { name: 'Apply' }).click();
  await expect(onLaptop.getByText(`${code} applied: 10% off`)).toBeVisible();

  // The phone, a browser of its own, finds it at checkout without typing it.
  const phone = await browser.newContext();
  const onPhone = await phone.newPage();
  await signInAs(onPhone, customer);
  await onPhone.setViewportSize({ width: 390, height: 844 });
  await onPhone.goto('/checkout');
  // Folded on a phone: opened to read its lines.
  await onPhone.getByRole('button', { name: /^Show \d+ items?,/ }).click();
  await expect(summary(onPhone)).toContainText(`Discount (${code})`);

  // One pack comes out on the phone's side: the code stays, takes nothing off, and says why.
  expect((await setPacks(1)).status()).toBe(200);
  await onLaptop.goto('/checkout');
  const minimum = `£${((2 * croissants!.priceMinor) / 100).toFixed(2)}`;
  const said = summary(onLaptop).getByRole('status');
  await expect(said).toContainText(`${code} takes nothing off now.`);
  await expect(said).toContainText(`Spend ${minimum} on eligible items to use ${code}.`);
  await expect(summary(onLaptop)).not.toContainText(`Discount (${code})`);
  await onPhone.goto('/cart');
  await expect(
    onPhone.getByRole('main').getByRole('status').filter({ hasText: code }),
  ).toContainText('takes nothing off now');

  await laptop.close();
  await phone.close();
});
