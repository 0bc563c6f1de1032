import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LARGE_BUDGETS } from './budgets.mjs';
import { UNCACHED_PARAM, requestPath } from './load.mjs';
import { lastPage, readRoutes } from './read-routes.mjs';
import { logFileOf } from './server-log.mjs';

const points = {
  product: { id: 79, variants: 6 },
  sku: 'SC-000005',
  category: { slug: 'citrus-exotic-fruit', products: 910 },
  customer: {
    id: 'aac51635-e505-4076-9f00-3c75e670b070',
    name: 'Oliver Cooper',
    email: 'five.hundred.orders@example.com',
    mobile: '+447900000001',
    orders: 500,
  },
};
const depths = { productPageSize: 12, categoryProducts: 910, orderPageSize: 10, orders: 500 };
const tokens = { operator: 'operator-token', customer: 'customer-token' };

describe('the large bench’s read routes', () => {
  const routes = readRoutes(points, depths, tokens);
  const byName = new Map(routes.map((route) => [route.name, route]));

  it('reach the last page of the largest category and of the busy customer’s orders', () => {
    assert.equal(lastPage(910, 12), 76);
    assert.equal(lastPage(500, 10), 50);
    assert.equal(lastPage(0, 10), 1);
    assert.equal(
      byName.get('category citrus-exotic-fruit, last page (76)')?.path,
      '/api/stores/38/products?category=citrus-exotic-fruit&page=76',
    );
    assert.equal(byName.get('order history, last page (50)')?.path, '/api/me/orders?page=50');
    assert.equal(
      byName.get('catalogue list, page 100 (12 a page)')?.path,
      '/api/stores/38/products?page=100',
    );
  });

  it('search for the customer by name, e-mail and mobile, written as a URL carries them', () => {
    const searches = routes
      .filter((route) => route.path.startsWith('/api/operator/customers'))
      .map((route) => route.path);
    assert.deepEqual(searches, [
      '/api/operator/customers?q=Oliver%20Cooper',
      '/api/operator/customers?q=five.hundred.orders%40example.com',
      // A bare + in a query is a space.
      '/api/operator/customers?q=%2B447900000001',
    ]);
    assert.equal(
      routes.filter((route) => route.path.startsWith('/api/operator/orders?q=')).length,
      3,
    );
  });

  it('read the catalogue uncached, and the signed-in lists as their owner', () => {
    for (const route of routes) {
      assert.ok(route.budget in LARGE_BUDGETS, `${route.name}: its budget is one of the table's`);
      const catalogue = /^\/api\/(stores\/38\/products|products\/)/.test(route.path);
      assert.equal(route.uncached ?? false, catalogue, `${route.name}: uncached`);
      if (route.path.startsWith('/api/operator/')) assert.equal(route.token, 'operator-token');
      if (route.path.startsWith('/api/me/')) assert.equal(route.token, 'customer-token');
      if (catalogue) assert.equal(route.token, undefined);
    }
  });

  it('give each request of an uncached route a URL of its own, and leave a cached one as it is', () => {
    const search = { path: '/api/stores/38/products?q=choclate', uncached: true };
    assert.equal(requestPath(search, 7), `/api/stores/38/products?q=choclate&${UNCACHED_PARAM}=7`);
    assert.notEqual(requestPath(search, 1), requestPath(search, 2));
    assert.equal(
      requestPath({ path: '/api/products/79', uncached: true }, 3),
      `/api/products/79?${UNCACHED_PARAM}=3`,
    );
    assert.equal(requestPath({ path: '/api/me/orders' }, 3), '/api/me/orders');
  });
});

describe('the PostgreSQL log’s place', () => {
  const listing = [
    '13 main 5433 down   postgres /var/lib/postgresql/13/main /var/log/postgresql/postgresql-13-main.log',
    '15 main 5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log',
    '',
  ].join('\n');

  it('is the last column of the cluster on the server’s port', () => {
    assert.equal(logFileOf(listing, 5432), '/var/log/postgresql/postgresql-15-main.log');
    assert.equal(logFileOf(listing, 5433), '/var/log/postgresql/postgresql-13-main.log');
    assert.equal(logFileOf(listing, 5999), undefined);
  });
});
