import { build, registerCustomer, type TestApp } from './helper';
import { as } from './helper';

let api: TestApp;
let customer: string;
beforeAll(async () => {
  api = await build();
  customer = (await registerCustomer(api.app)).token;
});
afterAll(() => api.close());

const someId = '00000000-0000-4000-8000-000000000000';

/** Every operator endpoint, with a path that would otherwise reach its handler. */
const OPERATOR_ENDPOINTS: Array<
  [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string]
> = [
  ['GET', '/api/operator/orders'],
  ['GET', `/api/operator/orders/${someId}`],
  ['POST', `/api/operator/orders/${someId}/status`],
  ['GET', '/api/operator/customers'],
  ['GET', `/api/operator/customers/${someId}`],
  ['GET', `/api/operator/customers/${someId}/wallet`],
  ['GET', `/api/operator/customers/${someId}/notifications`],
  ['POST', `/api/operator/customers/${someId}/wallet-credits`],
  ['GET', '/api/operator/audit-log'],
  ['GET', '/api/operator/team'],
  ['GET', '/api/operator/documents'],
  ['POST', `/api/operator/documents/${someId}/review`],
  ['GET', '/api/operator/customer-imports'],
  ['POST', '/api/operator/customer-imports'],
  ['GET', `/api/operator/customer-imports/${someId}`],
  ['GET', `/api/operator/customer-imports/${someId}/rows`],
  ['GET', `/api/operator/customer-imports/${someId}/report.csv`],
  ['GET', '/api/operator/products'],
  ['POST', '/api/operator/products'],
  ['GET', `/api/operator/products/${someId}`],
  ['PUT', `/api/operator/products/${someId}`],
  ['GET', `/api/operator/products/${someId}/variants`],
  ['POST', `/api/operator/products/${someId}/variants`],
  ['PUT', `/api/operator/products/${someId}/image`],
  ['POST', `/api/operator/products/${someId}/stock-adjustments`],
  ['GET', `/api/operator/products/${someId}/stock-movements`],
  ['GET', '/api/operator/categories'],
  ['POST', '/api/operator/categories'],
  ['PUT', '/api/operator/categories/order'],
  ['PUT', `/api/operator/categories/${someId}`],
  ['DELETE', `/api/operator/categories/${someId}`],
  ['GET', '/api/operator/product-imports'],
  ['POST', '/api/operator/product-imports'],
  ['GET', `/api/operator/product-imports/${someId}`],
  ['GET', `/api/operator/product-imports/${someId}/rows`],
  ['GET', `/api/operator/product-imports/${someId}/report.csv`],
  ['GET', '/api/operator/discount-codes'],
  ['POST', '/api/operator/discount-codes'],
  ['GET', `/api/operator/discount-codes/${someId}`],
  ['PATCH', `/api/operator/discount-codes/${someId}`],
  ['GET', `/api/operator/discount-codes/${someId}/redemptions`],
  ['GET', '/api/operator/slot-windows'],
  ['POST', '/api/operator/slot-windows'],
  ['PUT', `/api/operator/slot-windows/${someId}`],
  ['GET', '/api/operator/slots'],
  ['GET', '/api/operator/problem-reports'],
  ['POST', `/api/operator/problem-reports/${someId}/decision`],
  ['GET', '/api/operator/remote-loads'],
  ['GET', '/api/operator/store'],
  ['PUT', '/api/operator/store'],
];

/** '/api/operator/orders/{orderId}/status' for a concrete url, to compare with the OpenAPI paths. */
const template = (url: string) => url.replace(someId, '{id}');

describe('operator endpoints', () => {
  it('the table above lists every operator route the API has', () => {
    const documented = Object.entries(api.app.swagger().paths ?? {})
      .filter(([path]) => path.startsWith('/api/operator/'))
      .flatMap(([path, item]) =>
        Object.keys(item ?? {}).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{id}')}`,
        ),
      )
      .sort();
    const tested = OPERATOR_ENDPOINTS.map(([method, url]) => `${method} ${template(url)}`).sort();
    expect(tested).toEqual(documented);
  });

  it.each(OPERATOR_ENDPOINTS)('%s %s refuses an anonymous caller with 401', async (method, url) => {
    const response = await api.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it.each(OPERATOR_ENDPOINTS)('%s %s refuses a customer with 403', async (method, url) => {
    const response = await api.app.inject({
      method,
      url,
      headers: as(customer),
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
