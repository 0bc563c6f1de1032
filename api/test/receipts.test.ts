import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { build, stockProduct, type TestApp } from './helper';
import { auditEntries, operatorCall, productForm } from './catalogue-helpers';
import {
  addToCart,
  completePickup,
  getAs,
  operatorToken,
  pickup,
  place,
  shopper,
} from './money-helpers';
import { pdfText } from './pdf-text';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const receiptOf = (token: string, orderId: string) =>
  getAs(api.app, token, `/api/me/orders/${orderId}/receipt`);

/** A placed pickup order of 2 zero-rated bags of rice at £1.50 and 1 standard-rated lemonade at £2.40. */
async function mixedOrder() {
  const customer = await shopper(api.app, { name: 'Vera Receipt' });
  const rice = await stockProduct(api.app, 'basmati-rice', 50, 150);
  const lemonade = await stockProduct(api.app, 'cloudy-lemonade', 50, 240);
  await addToCart(api.app, customer, rice.id, 2);
  await addToCart(api.app, customer, lemonade.id, 1);
  const response = await place(api.app, customer, pickup);
  expect(response.statusCode).toBe(201);
  return { customer, order: response.json(), rice, lemonade };
}

describe('VAT rates on products and order lines', () => {
  it('seeds food zero-rated and drinks at the standard rate, and copies the rate onto each order line', async () => {
    const { customer, order, rice, lemonade } = await mixedOrder();
    expect(rice.vatRateBasisPoints).toBe(0);
    expect(lemonade.vatRateBasisPoints).toBe(2000);
    const rates = (lines: Array<{ productId: number; vatRateBasisPoints: number }>) =>
      Object.fromEntries(lines.map((line) => [line.productId, line.vatRateBasisPoints]));
    expect(rates(order.lines)).toEqual({ [rice.id]: 0, [lemonade.id]: 2000 });

    // A later change of rate leaves the order as it was sold.
    await api.app.db
      .update(products)
      .set({ vatRateBasisPoints: 500 })
      .where(eq(products.id, lemonade.id));
    const read = (await getAs(api.app, customer.token, `/api/me/orders/${order.id}`)).json();
    expect(rates(read.lines)).toEqual({ [rice.id]: 0, [lemonade.id]: 2000 });
    await api.app.db
      .update(products)
      .set({ vatRateBasisPoints: 2000 })
      .where(eq(products.id, lemonade.id));
  });

  it('lets an operator set a product’s rate, records it, and refuses a rate over 100 % naming the field', async () => {
    const categoryId = (await api.app.db.select().from(products).limit(1))[0]!.categoryId;
    const created = await operatorCall(
      api.app,
      operator,
      'POST',
      '/products',
      productForm(categoryId),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.vatRateBasisPoints).toBe(0);

    const form = { ...productForm(categoryId, { sku: product.sku }), vatRateBasisPoints: 500 };
    const updated = await operatorCall(api.app, operator, 'PUT', `/products/${product.id}`, form);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().vatRateBasisPoints).toBe(500);
    const [entry] = await auditEntries(api.app, 'product.updated');
    expect(entry!.summary).toContain('VAT 0% → 5%');

    const refused = await operatorCall(api.app, operator, 'PUT', `/products/${product.id}`, {
      ...form,
      vatRateBasisPoints: 12_000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { field: 'vatRateBasisPoints' } });
    const [stored] = await api.app.db.select().from(products).where(eq(products.id, product.id));
    expect(stored!.vatRateBasisPoints).toBe(500);

    const missing = await operatorCall(api.app, operator, 'POST', '/products', {
      ...productForm(categoryId),
      vatRateBasisPoints: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { field: 'vatRateBasisPoints' } });
  });
});

describe('GET /api/me/orders/:orderId/receipt', () => {
  it('is not ready before the order completes, and another customer’s order is not found', async () => {
    const { customer, order } = await mixedOrder();
    const early = await receiptOf(customer.token, order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'RECEIPT_NOT_READY', field: 'orderId' } });

    await completePickup(api.app, operator, order.id);
    const stranger = await shopper(api.app);
    expect((await receiptOf(stranger.token, order.id)).statusCode).toBe(404);
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/me/orders/${order.id}/receipt` }))
        .statusCode,
    ).toBe(401);
  });

  it('gives a completed order’s PDF, with its lines, payment and the VAT within the total by rate', async () => {
    const { customer, order } = await mixedOrder();
    await completePickup(api.app, operator, order.id);

    const response = await receiptOf(customer.token, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    const after = (label: string, count = 1) => {
      const at = text.indexOf(label);
      expect(at).toBeGreaterThanOrEqual(0);
      return text.slice(at + 1, at + 1 + count);
    };
    expect(text).toEqual(
      expect.arrayContaining([
        'Corner Market',
        'VAT registration number: GB 999 9999 73',
        'VAT receipt',
        `Receipt number: ${order.number}`,
      ]),
    );
    expect(text).toContain('Customer: Vera Receipt');
    expect(text.some((line) => line.startsWith('Date of supply: '))).toBe(true);
    // Rice: 2 × £1.50 at 0 %; lemonade: 1 × £2.40 at 20 %; pickup has no fee.
    expect(after('Basmati Rice 1kg', 4)).toEqual(['2', '£1.50', '0%', '£3.00']);
    expect(after('Total')).toEqual(['£5.40']);
    expect(after('Paid at pickup')).toEqual(['£5.40']);
    // £2.40 includes 40p of VAT at 20 %; the rice carries none.
    const summary = text.slice(text.indexOf('VAT summary'));
    expect(summary.slice(summary.indexOf('20%'), summary.indexOf('20%') + 4)).toEqual([
      '20%',
      '£2.00',
      '£0.40',
      '£2.40',
    ]);
    expect(summary.slice(summary.indexOf('0%'), summary.indexOf('0%') + 4)).toEqual([
      '0%',
      '£3.00',
      '£0.00',
      '£3.00',
    ]);
    expect(summary.slice(summary.indexOf('Total VAT'), summary.indexOf('Total VAT') + 4)).toEqual([
      'Total VAT',
      '£5.00',
      '£0.40',
      '£5.40',
    ]);
  });
});
