import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../modules/accounts/service';
import errors from './errors';
import auth from './auth';

const people = {
  'customer-token': { id: 'c1', role: 'customer', storeId: 38 },
  'operator-token': { id: 'o1', role: 'operator', staffRole: 'owner', storeId: 38 },
} as unknown as Record<string, UserRow>;

// The sessions the auth plugin reads, without a database: a unit test of its request getters.
const fakeDatabase = fp(
  async (app) => {
    app.decorate('accounts', {
      findSession: async (token: string) =>
        people[token] ? { user: people[token], sessionId: `session-${token}` } : null,
    } as never);
  },
  { name: 'database' },
);

async function appWithRoutes() {
  const app = Fastify();
  await app.register(errors);
  await app.register(fakeDatabase);
  await app.register(auth);
  app.get('/open/customer', async (request) => ({ id: request.customer.id }));
  app.get('/open/operator', async (request) => ({ id: request.operator.id }));
  app.get('/signed-in', { onRequest: app.authenticate }, async (request) => ({
    id: request.customer.id,
  }));
  app.get('/console', { onRequest: app.requireOperator }, async (request) => ({
    id: request.operator.id,
    storeId: request.operator.storeId,
  }));
  return app;
}

const get = (app: Awaited<ReturnType<typeof appWithRoutes>>, url: string, token?: string) =>
  app.inject({ url, headers: token ? { authkey: token } : {} });

describe('request.customer and request.operator', () => {
  it('are the signed-in caller behind the hooks', async () => {
    const app = await appWithRoutes();
    expect((await get(app, '/signed-in', 'customer-token')).json()).toEqual({ id: 'c1' });
    expect((await get(app, '/signed-in', 'operator-token')).json()).toEqual({ id: 'o1' });
    expect((await get(app, '/console', 'operator-token')).json()).toEqual({
      id: 'o1',
      storeId: 38,
    });
    expect((await get(app, '/console', 'customer-token')).statusCode).toBe(403);
    await app.close();
  });

  it('refuse rather than answer nobody where no hook ran', async () => {
    const app = await appWithRoutes();
    expect((await get(app, '/open/customer')).statusCode).toBe(401);
    expect((await get(app, '/open/operator')).statusCode).toBe(401);
    await app.close();
  });
});
