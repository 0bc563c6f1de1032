import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '../support/api';
import { auth, registerByApi, signInAs } from '../support/customers';

/**
 * A product with a few left (more than 2, fewer than 99), with its stock as
 * the shelf has it now: the catalogue's list may lag an order by up to a
 * second, so the count comes from a quote, which reads stock live.
 */
async function productWithAFewLeft(request: APIRequestContext) {
  const response = await request.get(`${API}/stores/38/products`, { params: { pageSize: 48 } });
  const { items } = (await response.json()) as {
    items: { id: number; name: string; stock: number }[];
  };
  const product = items.find((item) => item.stock > 2 && item.stock < 99);
  if (!product) throw new Error('No product with a few left');
  const quoted = await request.post(`${API}/stores/38/cart/quote`, {
    data: { lines: [{ productId: product.id, quantity: 99 }] },
  });
  const { lines } = (await quoted.json()) as { lines: { quantity: number }[] };
  return { ...product, stock: lines[0]!.quantity };
}

const line = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });

/** Types 9999 into a cart line: the line takes what is left, and says so beside itself. */
async function askForMoreThanIsLeft(page: Page, product: { name: string; stock: number }) {
  const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await expect(quantity).toBeEnabled();
  await quantity.fill('9999');
  await quantity.press('Enter');
  const said = line(page, product.name).getByRole('status');
  await expect(said).toHaveText(`Only ${product.stock} left — we've added ${product.stock}`);
  await expect(said).toHaveAttribute('aria-live', 'polite');
  await expect(quantity).toHaveValue(String(product.stock));
  await expect(
    page.getByRole('button', { name: `Increase quantity of ${product.name}` }),
  ).toBeDisabled();
  await expect(page.getByText(`Subtotal (${product.stock} items)`)).toBeVisible();
}

test('a cart on this device: the stepper, and 9999 typed becomes what is left, said so', async ({
  page,
  request,
}) => {
  const product = await productWithAFewLeft(request);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await page.goto('/cart');

  const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
  const minus = page.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  const plus = page.getByRole('button', { name: `Increase quantity of ${product.name}` });
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  // The stock is never listed: no options, no maximum on the box.
  await expect(line(page, product.name).getByRole('option')).toHaveCount(0);
  await expect(quantity).not.toHaveAttribute('max');

  await plus.click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();

  await askForMoreThanIsLeft(page, product);
  await minus.click();
  await expect(quantity).toHaveValue(String(product.stock - 1));
  await expect(line(page, product.name).getByRole('status')).toHaveText('');
});

test('a signed-in cart says the same when the server cuts the line to the stock', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Quinn');
  const product = await productWithAFewLeft(request);
  const added = await request.put(`${API}/me/cart/items/${product.id}`, {
    headers: auth(customer.token),
    data: { quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await signInAs(page, customer);
  await page.goto('/cart');
  await askForMoreThanIsLeft(page, product);
});

test('Add to cart with more typed than is left adds what is left, and says so', async ({
  page,
  request,
}) => {
  const product = await productWithAFewLeft(request);
  await page.goto(`/products/${product.id}`);
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toBeEnabled();
  await quantity.fill('9999');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByText(`Only ${product.stock} left — we've added ${product.stock}`),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText(String(product.stock));
});

test('the account shows the mobile as dialled at home, and a typed postcode as Royal Mail writes it', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Nia');
  await signInAs(page, customer);
  await page.goto('/dashboard/account');
  const national = `07400 ${customer.mobile.slice(-6)}`;
  await expect(page.getByText(national, { exact: true })).toBeVisible();
  await expect(page.getByText(customer.mobile)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient’s name').fill(customer.name);
  await form.getByLabel('Address line 1').fill('10 Downing Street');
  await form.getByLabel('Town or city').fill('London');
  await form.getByLabel('Postcode').fill('sw1a1aa');
  await form.getByLabel('Phone (optional)').fill(customer.mobile);
  await form.getByRole('button', { name: 'Save address' }).click();

  const card = page.getByRole('listitem', { name: `${customer.name}, 10 Downing Street` });
  await expect(card).toContainText('London SW1A 1AA');
  await expect(card).toContainText(national);
  await expect(card).not.toContainText(customer.mobile);
});
