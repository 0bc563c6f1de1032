import { build, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

describe('error bodies', () => {
  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_JSON', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses a text body where JSON is expected, naming the body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'identifier=a',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
  });

  it('answers an unknown route with a 404 JSON body', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing.' },
    });
  });

  it('refuses a body type it does not read with 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<identifier>a</identifier>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('platform', () => {
  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const json = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/me',
        '/api/stores/{storeId}',
        '/api/stores/{storeId}/categories',
        '/api/stores/{storeId}/products',
        '/api/products/{productId}',
        '/api/me/cart',
        '/api/me/cart/items/{productId}',
        '/api/me/cart/merge',
        '/api/me/favourites',
        '/api/me/favourites/{productId}',
        '/api/me/addresses',
        '/api/me/addresses/{addressId}',
        '/api/me/orders',
        '/api/me/orders/{orderId}',
      ]),
    );
    const placeOrder = document.paths['/api/me/orders'].post;
    expect(placeOrder).toMatchObject({ tags: ['orders'], security: [{ authKey: [] }] });
    expect(Object.keys(placeOrder.responses)).toEqual(
      expect.arrayContaining(['201', '403', '409']),
    );
    expect(document.paths['/api/stores/{storeId}/products'].get.security).toBeUndefined();
    const ui = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('allows the storefront origins and no others', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api/me',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authkey,content-type',
        },
      });
    const allowed = await preflight('http://localhost:8080');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authKey/i);
    const refused = await preflight('http://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the storefront origins read Retry-After, for the OTP resend countdown', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/stores/38',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/Retry-After/i);
  });

  it('sends security headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stores/38' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});
