import { build, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

describe('GET /api/stores/:storeId', () => {
  it('answers with store 38: name, currency and shop link', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/38' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 38,
      name: 'Corner Market',
      currency: 'GBP',
      shopLink: 'corner-market',
      pickupAddress: '14 Station Parade, London N1 9AA',
      pickupHours: 'Mon–Sat 8am–8pm, Sun 10am–4pm',
    });
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
