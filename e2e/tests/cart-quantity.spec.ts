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

/** The requests the page made that were refused (4xx or 5xx), as "status url". */
function refusedRequests(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  return refused;
}

/**
 * Types 9999 into a cart line: the box shows what is left at once and says so
 * beside the line, and the cart takes that, with no request refused.
 */
async function askForMoreThanIsLeft(page: Page, product: { name: string; stock: number }) {
  const refused = refusedRequests(page);
  const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await expect(quantity).toBeEnabled();
  await quantity.fill('9999');
  const said = line(page, product.name).getByRole('status');
  await expect(quantity).toHaveValue(String(product.stock));
  await expect(said).toHaveText(`Only ${product.stock} left`);
  await expect(said).toHaveAttribute('aria-live', 'polite');
  await quantity.press('Enter');
  await expect(page.getByText(`Subtotal (${product.stock} items)`)).toBeVisible();
  await expect(said).toHaveText(`Only ${product.stock} left`);
  await expect(
    page.getByRole('button', { name: `Increase quantity of ${product.name}` }),
  ).toBeDisabled();
  expect(refused).toEqual([]);
}

test('a cart on this device: the stepper, and 9999 typed becomes what is left at once, said so', async ({
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

test('a signed-in cart corrects it the same way, and asks the server for no more than is left', async ({
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
  const asked: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/me/cart/items/'))
      asked.push(sent.postDataJSON());
  });
  await askForMoreThanIsLeft(page, product);
  expect(asked).toEqual([{ quantity: product.stock }]);
});

test('Add to cart with more typed than is left: the box shows what is left at once, and that is added', async ({
  page,
  request,
}) => {
  const product = await productWithAFewLeft(request);
  await page.goto(`/products/${product.id}`);
  const refused = refusedRequests(page);
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toBeEnabled();
  await quantity.fill('9999');
  await expect(quantity).toHaveValue(String(product.stock));
  await expect(page.getByText(`Only ${product.stock} left`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText(String(product.stock));
  // The cart holds all there is: nothing more can be added.
  await expect(
    page.getByText(`Your cart has ${product.stock}, all you can have of this.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  expect(refused).toEqual([]);
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
