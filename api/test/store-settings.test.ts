import { eq, inArray } from 'drizzle-orm';
import { STORE_ID } from '@storefront/shared/contracts';
import { orders, stores } from '../src/db/schema';
import { build, stockProduct, type TestApp } from './helper';
import { auditEntries, operatorCall } from './catalogue-helpers';
import {
  addToCart,
  completePickup,
  getAs,
  operatorToken,
  pickup,
  place,
  placeForDelivery,
  savedAddress,
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

const readSettings = async () => {
  const response = await operatorCall(api.app, operator, 'GET', '/store');
  expect(response.statusCode).toBe(200);
  return response.json().settings;
};
const saveSettings = (changes: Record<string, unknown>, base: Record<string, unknown>) =>
  operatorCall(api.app, operator, 'PUT', '/store', { ...base, ...changes });
const publicStore = async () =>
  (await api.app.inject({ method: 'GET', url: `/api/stores/${STORE_ID}` })).json();

describe('/api/operator/store', () => {
  it('is the operator’s alone', async () => {
    const customer = await shopper(api.app);
    expect((await operatorCall(api.app, customer.token, 'GET', '/store')).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/api/operator/store' })).statusCode).toBe(
      401,
    );
  });

  it('answers the seeded settings, and which ways to pay are on and what turns card on', async () => {
    const response = await operatorCall(api.app, operator, 'GET', '/store');
    const { settings, payments } = response.json();
    expect(settings).toMatchObject({
      name: 'Corner Market',
      vatNumber: 'GB999999973',
      deliveryFeeMinor: 399,
      freeDeliveryFromMinor: 4000,
      minimumBasketMinor: 0,
      weighedBufferPercent: 10,
      substitutionAnswerMinutes: 10,
    });
    expect(settings.openingHours).toHaveLength(7);
    // No Stripe key in tests: card is off, and the operator is told how to turn it on.
    const card = payments.find((option: { method: string }) => option.method === 'card');
    expect(card).toMatchObject({ on: false, provider: 'stripe' });
    expect(card.explanation).toContain('STRIPE_SECRET_KEY');
    expect((await publicStore()).cardPayments).toBe(false);
  });

  it('saves every setting, audits what changed, and customers read it at once', async () => {
    const before = await readSettings();
    const response = await saveSettings(
      {
        name: 'Corner Market Islington',
        address: '15 Station Parade, London N1 9AA',
        phone: '020 7946 0999',
        vatNumber: 'gb 123 4567 89',
        termsText: '## New terms\n\nWe sell groceries.',
        deliveryFeeMinor: 450,
        freeDeliveryFromMinor: 5000,
      },
      before,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      phone: '+442079460999',
      vatNumber: 'GB123456789',
    });

    const [entry] = await auditEntries(api.app, 'store.updated');
    expect(entry!.summary).toBe(
      'Changed Store name, Address, Phone, Delivery fee, Free delivery from, ' +
        'VAT registration number, Terms and conditions',
    );
    expect(entry!.before).toMatchObject({ deliveryFeeMinor: 399, vatNumber: 'GB999999973' });
    expect(entry!.after).toMatchObject({ deliveryFeeMinor: 450, vatNumber: 'GB123456789' });
    expect(entry!.after).not.toHaveProperty('privacyText');

    expect(await publicStore()).toMatchObject({
      name: 'Corner Market Islington',
      address: '15 Station Parade, London N1 9AA',
      phoneDisplay: '020 7946 0999',
      vatNumber: 'GB123456789',
      deliveryFeeMinor: 450,
      freeDeliveryFromMinor: 5000,
    });
    const terms = await api.app.inject({ url: `/api/stores/${STORE_ID}/legal/terms` });
    expect(terms.json().body).toBe('## New terms\n\nWe sell groceries.');

    // The same settings again record nothing.
    const again = await saveSettings(
      {},
      (await operatorCall(api.app, operator, 'GET', '/store')).json().settings,
    );
    expect(again.statusCode).toBe(200);
    expect(await auditEntries(api.app, 'store.updated')).toHaveLength(1);

    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });

  it.each([
    ['name', '', 'name is required'],
    ['vatNumber', 'GB12345', 'vatNumber is GB'],
    ['phone', '12', 'phone is not a phone number'],
    ['deliveryFeeMinor', -1, 'deliveryFeeMinor cannot be negative'],
    ['minimumBasketMinor', 12.5, 'minimumBasketMinor is a whole number'],
    ['weighedBufferPercent', 51, 'weighedBufferPercent is at most 50'],
    ['weighedBufferPercent', undefined, 'weighedBufferPercent is a whole number'],
    ['substitutionAnswerMinutes', 0, 'substitutionAnswerMinutes is at least 1'],
    ['substitutionAnswerMinutes', 2.5, 'substitutionAnswerMinutes is a whole number'],
    ['termsText', 'a\u0000b', 'Remove the control characters'],
    ['address', 'line one\nline two', 'address is one line'],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, value, message) => {
    const before = await readSettings();
    const response = await saveSettings({ [field]: value }, before);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field });
    expect(response.json().error.message).toContain(message);
    expect(await readSettings()).toEqual(before);
  });

  it('refuses opening hours that close before they open, naming the day', async () => {
    const before = await readSettings();
    const openingHours = before.openingHours.map((day: { day: string }, index: number) =>
      index === 2 ? { ...day, opens: '18:00', closes: '09:00' } : day,
    );
    const response = await saveSettings({ openingHours }, before);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'openingHours.2.closes' });
    expect(response.json().error.message).toContain('Wednesday closes after it opens');
  });
});

describe('the store’s delivery terms at checkout', () => {
  it('charges the fee set, free from the threshold set; an order placed keeps its fee', async () => {
    const before = await readSettings();
    await saveSettings({ deliveryFeeMinor: 250, freeDeliveryFromMinor: null }, before);
    const customer = await shopper(api.app);
    const address = await savedAddress(api.app, customer);
    const product = await stockProduct(api.app, 'basmati-rice', 100, 5000);
    await addToCart(api.app, customer, product.id, 2);
    // £100 of goods: with no threshold, delivery still costs the fee.
    const order = await placeForDelivery(api.app, customer, address);
    expect(order.totalMinor).toBe(10_000 + 250);

    await saveSettings({ deliveryFeeMinor: 999 }, before);
    const read = await getAs(api.app, customer.token, `/api/me/orders/${order.id}`);
    expect(read.json()).toMatchObject({ deliveryFeeMinor: 250, totalMinor: 10_250 });
    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });

  it('gives every order the fee and the seller of one and the same moment, while the settings change under checkouts', async () => {
    const before = await readSettings();
    const marketA = { name: 'Market A', deliveryFeeMinor: 300, freeDeliveryFromMinor: null };
    const marketB = { name: 'Market B', deliveryFeeMinor: 500, freeDeliveryFromMinor: null };
    await saveSettings(marketA, before);
    const product = await stockProduct(api.app, 'basmati-rice', 1000, 100);
    const customers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const customer = await shopper(api.app);
        const address = await savedAddress(api.app, customer);
        await addToCart(api.app, customer, product.id, 1);
        return { customer, address };
      }),
    );
    const [placed] = await Promise.all([
      Promise.all(
        customers.map(({ customer, address }) => placeForDelivery(api.app, customer, address)),
      ),
      (async () => {
        for (const settings of [marketB, marketA, marketB, marketA, marketB]) {
          expect((await saveSettings(settings, before)).statusCode).toBe(200);
        }
      })(),
    ]);
    const rows = await api.app.db
      .select({ fee: orders.deliveryFeeMinor, seller: orders.seller })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect([
        ['Market A', 300],
        ['Market B', 500],
      ]).toContainEqual([row.seller.name, row.fee]);
    }
    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });

  it('refuses goods below the minimum basket with a 409 saying how much more, and writes nothing', async () => {
    const before = await readSettings();
    await saveSettings({ minimumBasketMinor: 1500 }, before);
    const customer = await shopper(api.app);
    const product = await stockProduct(api.app, 'cloudy-lemonade', 100, 240);
    await addToCart(api.app, customer, product.id, 5);
    const refused = await place(api.app, customer, pickup);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'BELOW_MINIMUM_BASKET',
      field: 'cart',
      message: 'The store’s minimum order is £15.00 of goods. Add £3.00 more to place this order.',
    });
    expect(
      await api.app.db.select().from(orders).where(eq(orders.userId, customer.user.id)),
    ).toEqual([]);
    const cart = await getAs(api.app, customer.token, '/api/me/cart');
    expect(cart.json().itemCount).toBe(5);

    await addToCart(api.app, customer, product.id, 7);
    expect((await place(api.app, customer, pickup)).statusCode).toBe(201);
    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });
});

describe('receipts and the seller', () => {
  async function completedOrder() {
    const customer = await shopper(api.app, { name: 'Rhea Receipt' });
    const product = await stockProduct(api.app, 'cloudy-lemonade', 100, 240);
    await addToCart(api.app, customer, product.id, 1);
    const placed = await place(api.app, customer, pickup);
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    await completePickup(api.app, operator, order.id);
    const receipt = async () => {
      const response = await getAs(api.app, customer.token, `/api/me/orders/${order.id}/receipt`);
      expect(response.statusCode).toBe(200);
      return pdfText(response.rawPayload);
    };
    return { order, receipt };
  }

  it('keeps, on a past receipt, the seller as it was when the order was placed', async () => {
    const before = await readSettings();
    const { order, receipt } = await completedOrder();
    await saveSettings(
      { name: 'Renamed Market', address: '1 New Road, London E1 1AA', vatNumber: 'GB123456789' },
      before,
    );
    const text = await receipt();
    expect(text).toEqual(
      expect.arrayContaining([
        'Corner Market',
        '12 Station Parade, London N1 9AA',
        'VAT registration number: GB 999 9999 73',
        'VAT receipt',
        `Receipt number: ${order.number}`,
      ]),
    );
    expect(text.join(' ')).not.toContain('Renamed Market');
    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });

  it('gives a store without a VAT number a plain "Receipt" with no VAT on it', async () => {
    const before = await readSettings();
    await saveSettings({ vatNumber: '' }, before);
    const { receipt } = await completedOrder();
    const text = await receipt();
    expect(text).toContain('Receipt');
    expect(text).not.toContain('VAT receipt');
    expect(text.join(' ')).not.toMatch(/VAT/);
    expect(text).toEqual(
      expect.arrayContaining(['Corner Market', 'Cloudy Lemonade 1.25L', '£2.40']),
    );
    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });

  it('reads the seeded store back unchanged after a restart of the seed', async () => {
    const before = await readSettings();
    await saveSettings({ name: 'Kept Market' }, before);
    const { seedStore } = await import('../src/db/seed/seed');
    await seedStore(api.app.db);
    const [store] = await api.app.db.select().from(stores).where(eq(stores.id, STORE_ID));
    expect(store!.name).toBe('Kept Market');
    expect((await saveSettings({}, before)).statusCode).toBe(200);
  });
});
