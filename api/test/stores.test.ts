import { eq } from 'drizzle-orm';
import { stores } from '../src/db/schema';
import { STORE_INFO } from '../src/db/seed/store-info-data';
import { build, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

describe('GET /api/stores/:storeId', () => {
  it('answers with store 38: what the header, the footer and the checkout show', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/38' });
    expect(response.statusCode).toBe(200);
    const store = response.json();
    expect(store).toEqual({
      id: 38,
      name: 'Corner Market',
      currency: 'GBP',
      shopLink: 'corner-market',
      description: expect.stringContaining('neighbourhood grocer'),
      address: '12 Station Parade, London N1 9AA',
      phone: '+442079460038',
      phoneDisplay: '020 7946 0038',
      openingHours: expect.any(Array),
      pickupAddress: '14 Station Parade, London N1 9AA',
      pickupHours: 'Mon–Sat 8am–8pm, Sun 10am–4pm',
      // No STRIPE_SECRET_KEY here: checkout offers no card.
      cardPayments: false,
      vatNumber: 'GB999999973',
      vatNumberDisplay: 'GB 999 9999 73',
      deliveryFeeMinor: 399,
      freeDeliveryFromMinor: 4000,
      minimumBasketMinor: 0,
      weighedBufferPercent: 10,
      substitutionAnswerMinutes: 10,
    });
    expect(store.openingHours.map((day: { day: string }) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(store.openingHours[6]).toEqual({ day: 'Sunday', opens: '10:00', closes: '16:00' });
  });

  it('writes any country’s number in that country’s own way, and a closed day as closed', async () => {
    await api.app.db
      .update(stores)
      .set({
        phone: '+35312345678',
        openingHours: [{ day: 'Sunday', opens: null, closes: null }],
      })
      .where(eq(stores.id, 38));
    try {
      const store = (await api.app.inject({ method: 'GET', url: '/api/stores/38' })).json();
      expect(store.phone).toBe('+35312345678');
      expect(store.phoneDisplay).toBe('(01) 234 5678');
      expect(store.openingHours).toEqual([{ day: 'Sunday', opens: null, closes: null }]);
    } finally {
      await api.app.db
        .update(stores)
        .set({ phone: STORE_INFO.phone, openingHours: STORE_INFO.openingHours })
        .where(eq(stores.id, 38));
    }
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['abc', '-4', '1.5'])('names storeId when it is %s', async (storeId) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/stores/${storeId}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'storeId' });
  });
});

describe('GET /api/stores/:storeId/legal/:document', () => {
  it.each([
    ['terms', 'Terms and conditions', 'Your order is a request to buy.'],
    ['privacy', 'Privacy notice', 'Information Commissioner’s Office'],
    ['cookies', 'Cookie policy', 'no advertising or tracking cookies'],
  ])('answers the store’s %s as plain text', async (document, title, words) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/stores/38/legal/${document}`,
    });
    expect(response.statusCode).toBe(200);
    const legal = response.json();
    expect(legal).toEqual({ document, title, body: expect.stringContaining(words) });
    expect(legal.body).toMatch(/^## /);
    expect(legal.body).not.toMatch(/<[a-z]/i);
  });

  it('answers what the store’s record holds, as it is now', async () => {
    await api.app.db
      .update(stores)
      .set({ cookiesText: 'We set no cookies at all.' })
      .where(eq(stores.id, 38));
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/38/legal/cookies' });
    expect(response.json().body).toBe('We set no cookies at all.');
  });

  it('names the document when it is not one of the three', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/38/legal/refunds' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'document' });
  });

  it('answers 404 naming storeId for a store that does not exist', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/999/legal/terms' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'storeId' });
  });
});
