import Fastify from 'fastify';
import {
  roleMay,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
} from '@storefront/shared/contracts';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { requireDeclaredPermission } from '../src/lib/staff-permissions';
import { build, registerCustomer, type TestApp } from './helper';
import { as } from './helper';
import { signIn } from './staff-sign-in';

let api: TestApp;
let customer: string;
/** A signed-in member of the seeded staff per role. */
const staff = {} as Record<StaffRole, string>;
beforeAll(async () => {
  api = await build();
  customer = (await registerCustomer(api.app)).token;
  for (const account of Object.values(SEED_ACCOUNTS)) {
    if (!account.staffRole) continue;
    const { token, user } = await signIn(api.app, account.email, account.password);
    expect(user.staffRole).toBe(account.staffRole);
    staff[account.staffRole] = token;
  }
});
afterAll(() => api.close());

const someId = '00000000-0000-4000-8000-000000000000';

/** Every operator endpoint, with a path that would otherwise reach its handler. */
const OPERATOR_ENDPOINTS: Array<
  [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, needs: Permission]
> = [
  ['GET', '/api/operator/orders', 'orders.read'],
  ['GET', `/api/operator/orders/${someId}`, 'orders.read'],
  // Narrowed to an order that does not exist, so a caller let in meets 404 rather than an endless stream.
  ['GET', `/api/operator/orders/events?orderId=${someId}`, 'orders.read'],
  ['POST', `/api/operator/orders/${someId}/status`, 'orders.move'],
  ['GET', '/api/operator/customers', 'customers.read'],
  ['GET', `/api/operator/customers/${someId}`, 'customers.read'],
  ['GET', `/api/operator/customers/${someId}/wallet`, 'customers.read'],
  ['GET', `/api/operator/customers/${someId}/notifications`, 'customers.read'],
  ['POST', `/api/operator/customers/${someId}/wallet-credits`, 'wallet.credit'],
  ['GET', '/api/operator/audit-log', 'audit.read'],
  ['GET', '/api/operator/team', 'audit.read'],
  ['GET', '/api/operator/documents', 'documents.review'],
  ['POST', `/api/operator/documents/${someId}/review`, 'documents.review'],
  ['GET', '/api/operator/customer-imports', 'customers.import'],
  ['POST', '/api/operator/customer-imports', 'customers.import'],
  ['GET', `/api/operator/customer-imports/${someId}`, 'customers.import'],
  ['GET', `/api/operator/customer-imports/${someId}/rows`, 'customers.import'],
  ['GET', `/api/operator/customer-imports/${someId}/report.csv`, 'customers.import'],
  ['GET', '/api/operator/products', 'catalogue.read'],
  ['POST', '/api/operator/products', 'catalogue.write'],
  ['GET', `/api/operator/products/${someId}`, 'catalogue.read'],
  ['GET', `/api/operator/products/by-gtin/${someId}`, 'orders.read'],
  ['PUT', `/api/operator/products/${someId}`, 'catalogue.write'],
  ['GET', `/api/operator/products/${someId}/variants`, 'catalogue.read'],
  ['POST', `/api/operator/products/${someId}/variants`, 'catalogue.write'],
  ['PUT', `/api/operator/products/${someId}/image`, 'catalogue.write'],
  ['POST', `/api/operator/products/${someId}/stock-adjustments`, 'stock.adjust'],
  ['GET', `/api/operator/products/${someId}/stock-movements`, 'catalogue.read'],
  ['GET', '/api/operator/categories', 'catalogue.read'],
  ['POST', '/api/operator/categories', 'catalogue.write'],
  ['PUT', '/api/operator/categories/order', 'catalogue.write'],
  ['PUT', `/api/operator/categories/${someId}`, 'catalogue.write'],
  ['DELETE', `/api/operator/categories/${someId}`, 'catalogue.write'],
  ['GET', '/api/operator/product-imports', 'catalogue.write'],
  ['POST', '/api/operator/product-imports', 'catalogue.write'],
  ['GET', `/api/operator/product-imports/${someId}`, 'catalogue.write'],
  ['GET', `/api/operator/product-imports/${someId}/rows`, 'catalogue.write'],
  ['GET', `/api/operator/product-imports/${someId}/report.csv`, 'catalogue.write'],
  ['GET', '/api/operator/discount-codes', 'discounts.read'],
  ['POST', '/api/operator/discount-codes', 'discounts.write'],
  ['GET', `/api/operator/discount-codes/${someId}`, 'discounts.read'],
  ['PATCH', `/api/operator/discount-codes/${someId}`, 'discounts.write'],
  ['GET', `/api/operator/discount-codes/${someId}/redemptions`, 'discounts.read'],
  ['GET', '/api/operator/slot-windows', 'slots.write'],
  ['POST', '/api/operator/slot-windows', 'slots.write'],
  ['PUT', `/api/operator/slot-windows/${someId}`, 'slots.write'],
  ['GET', '/api/operator/slots', 'orders.read'],
  ['GET', '/api/operator/problem-reports', 'refunds.create'],
  ['POST', `/api/operator/problem-reports/${someId}/decision`, 'refunds.create'],
  ['GET', '/api/operator/remote-loads', 'releases.read'],
  ['GET', '/api/operator/store', 'store.settings'],
  ['PUT', '/api/operator/store', 'store.settings'],
  ['GET', '/api/operator/staff', 'staff.manage'],
  ['POST', '/api/operator/staff/invitations', 'staff.manage'],
  ['DELETE', `/api/operator/staff/invitations/${someId}`, 'staff.manage'],
  ['PATCH', `/api/operator/staff/${someId}`, 'staff.manage'],
  ['POST', `/api/operator/staff/${someId}/deactivate`, 'staff.manage'],
  ['POST', `/api/operator/staff/${someId}/reactivate`, 'staff.manage'],
  ['GET', '/api/operator/picking', 'orders.move'],
  ['POST', '/api/operator/picking/batches', 'orders.move'],
  ['GET', `/api/operator/picking/batches/${someId}`, 'orders.move'],
  ['POST', `/api/operator/picking/batches/${someId}/actions`, 'orders.move'],
  ['POST', `/api/operator/picking/batches/${someId}/finish`, 'orders.move'],
  [
    'GET',
    `/api/operator/picking/batches/${someId}/suggestions?orderId=${someId}&productId=1`,
    'orders.move',
  ],
];

/** '/api/operator/orders/{orderId}/status' for a concrete url, to compare with the OpenAPI paths. */
const template = (url: string) => url.replace(/\?.*$/, '').replace(someId, '{id}');

/** The request a caller with this token makes of the endpoint. */
const call = (method: (typeof OPERATOR_ENDPOINTS)[number][0], url: string, token?: string) =>
  api.app.inject({
    method,
    url,
    headers: token ? as(token) : {},
    payload: method === 'POST' ? {} : undefined,
  });

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
    const response = await call(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it.each(OPERATOR_ENDPOINTS)('%s %s refuses a customer with 403', async (method, url) => {
    const response = await call(method, url, customer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('each route declares the permission the table above gives it', () => {
    const declared = Object.entries(api.app.swagger().paths ?? {})
      .filter(([path]) => path.startsWith('/api/operator/'))
      .flatMap(([path, item]) =>
        Object.entries(item ?? {}).map(
          ([method, operation]) =>
            `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{id}')} ${/Needs the permission ([a-z.]+)/.exec((operation as { description?: string }).description ?? '')?.[1]}`,
        ),
      )
      .sort();
    const tested = OPERATOR_ENDPOINTS.map(
      ([method, url, needs]) => `${method} ${template(url)} ${needs}`,
    ).sort();
    expect(declared).toEqual(tested);
  });
});

describe.each(STAFF_ROLES)('a %s', (role) => {
  it.each(OPERATOR_ENDPOINTS)(
    '%s %s: reaches the route with the permission it needs (%s), 403 without',
    async (method, url, needs) => {
      const response = await call(method, url, staff[role]);
      if (roleMay(role, needs)) {
        expect([401, 403]).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toMatchObject({ code: 'FORBIDDEN' });
        expect(response.json().error.message).toMatch(/^Your role \(.+\) does not include this/);
      }
    },
  );
});

describe('permissions inside a route', () => {
  const status = (token: string, body: { status: string; note?: string }) =>
    api.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${someId}/status`,
      headers: as(token),
      payload: body,
    });

  it('a picker moves an order along but may not cancel it', async () => {
    expect((await status(staff.picker, { status: 'confirmed' })).statusCode).toBe(404);
    const cancel = await status(staff.picker, { status: 'cancelled', note: 'Out of stock' });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error.message).toBe(
      'Your role (Picker) does not include this: cancel orders. Ask an owner or a manager.',
    );
  });

  it('customer service cancels an order', async () => {
    const cancel = await status(staff['customer-service'], { status: 'cancelled', note: 'Asked' });
    expect(cancel.statusCode).toBe(404);
  });

  it.each([
    ['driver', 403],
    ['picker', 403],
    ['customer-service', 404],
    ['owner', 404],
  ] as const)('a %s asking for a document file gets %i', async (role, expected) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/documents/${someId}/files/front`,
      headers: as(staff[role]),
    });
    expect(response.statusCode).toBe(expected);
  });
});

describe('an operator route without a permission', () => {
  it('stops the app from starting', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireDeclaredPermission);
    // Routes arrive in plugins, as the modules' do: the start is what fails.
    app.register(async (scope) => {
      scope.get('/api/operator/forgotten', { schema: { summary: 'No permission' } }, () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(
      'GET /api/operator/forgotten declares no staff permission',
    );
  });
});

describe('the audit log', () => {
  it('records the role each change was made in, and is filtered by it', async () => {
    const products = await call('GET', '/api/operator/products', staff.catalogue);
    const product = (products.json() as { items: Array<{ id: number }> }).items[0]!;
    const adjusted = await api.app.inject({
      method: 'POST',
      url: `/api/operator/products/${product.id}/stock-adjustments`,
      headers: as(staff.catalogue),
      payload: { reason: 'received', quantity: 3, note: 'Counted by the catalogue team' },
    });
    expect(adjusted.statusCode).toBe(201);

    const log = (role: string) =>
      api.app.inject({
        method: 'GET',
        url: `/api/operator/audit-log?action=stock.adjusted&role=${role}`,
        headers: as(staff.owner),
      });
    const byCatalogue = (await log('catalogue')).json().items as Array<Record<string, unknown>>;
    expect(byCatalogue[0]).toMatchObject({
      operatorRole: 'catalogue',
      operator: { name: SEED_ACCOUNTS.catalogue.name },
    });
    expect((await log('picker')).json().items).toEqual([]);

    const bad = await log('cashier');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^role is one of owner, manager/);
  });
});
