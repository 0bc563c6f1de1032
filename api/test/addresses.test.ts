import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/config';
import { addresses } from '../src/db/schema';
import { as, build, registerCustomer, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const home = {
  recipient: 'Ada Lovelace',
  line1: '12 St James’s Square',
  line2: 'Flat 2',
  city: 'London',
  postcode: 'SW1Y 4JH',
  phone: '07911 123456',
};

const call = (
  customer: Customer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = '',
  payload?: object,
) =>
  api.app.inject({
    method,
    url: `/api/me/addresses${path}`,
    headers: as(customer.token),
    ...(payload ? { payload } : {}),
  });
const create = async (customer: Customer, payload: object) => {
  const response = await call(customer, 'POST', '', payload);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; isDefault: boolean; recipient: string };
};
const listOf = async (customer: Customer) =>
  (await call(customer, 'GET')).json().items as { id: string; isDefault: boolean }[];
const storedFor = (customer: Customer) =>
  api.app.db.select().from(addresses).where(eq(addresses.userId, customer.user.id));

describe('/api/me/addresses', () => {
  it('creates an address, tidied up, and the first one is the default', async () => {
    const customer = await registerCustomer(api.app);
    const response = await call(customer, 'POST', '', {
      ...home,
      recipient: '  Ada Lovelace ',
      postcode: ' sw1y 4jh ',
      isDefault: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      recipient: 'Ada Lovelace',
      line1: home.line1,
      line2: 'Flat 2',
      city: 'London',
      postcode: 'SW1Y 4JH',
      phone: '+447911123456',
      isDefault: true,
    });
    const fetched = await call(customer, 'GET', `/${response.json().id}`);
    expect(fetched.json()).toEqual(response.json());
  });

  it('keeps one default, lists it first and then the newest', async () => {
    const customer = await registerCustomer(api.app);
    const first = await create(customer, { ...home, recipient: 'First' });
    const second = await create(customer, { ...home, recipient: 'Second', phone: undefined });
    expect(second).toMatchObject({ isDefault: false, phone: null });
    expect((await listOf(customer)).map((a) => a.id)).toEqual([first.id, second.id]);

    const third = await create(customer, { ...home, recipient: 'Third', isDefault: true });
    expect(third.isDefault).toBe(true);
    const listed = await listOf(customer);
    expect(listed.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(listed.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('replaces every field on update, and moves the default', async () => {
    const customer = await registerCustomer(api.app);
    const first = await create(customer, home);
    const second = await create(customer, { ...home, recipient: 'Second' });

    const response = await call(customer, 'PUT', `/${second.id}`, {
      recipient: 'Grace Hopper',
      line1: '1 Navy Way',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      isDefault: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: second.id,
      recipient: 'Grace Hopper',
      line1: '1 Navy Way',
      line2: '',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      phone: null,
      isDefault: true,
    });
    expect((await listOf(customer)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Un-marking the default hands it to the other address; with no other it stays.
    await call(customer, 'PUT', `/${second.id}`, { ...home, isDefault: false });
    expect((await listOf(customer)).map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    await call(customer, 'DELETE', `/${second.id}`);
    const kept = await call(customer, 'PUT', `/${first.id}`, { ...home, isDefault: false });
    expect(kept.json().isDefault).toBe(true);
  });

  it('deletes an address, and deleting the default promotes the newest other', async () => {
    const customer = await registerCustomer(api.app);
    const first = await create(customer, home);
    const second = await create(customer, home);
    const third = await create(customer, home);

    const removed = await call(customer, 'DELETE', `/${first.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await listOf(customer)).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    const again = await call(customer, 'DELETE', `/${first.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'addressId' });
    expect((await call(customer, 'GET', `/${first.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['postcode', { postcode: '12345' }],
    ['postcode', { postcode: undefined }],
    ['recipient', { recipient: '   ' }],
    ['line1', { line1: 'x'.repeat(121) }],
    ['city', { city: 42 }],
    ['phone', { phone: '123' }],
    ['isDefault', { isDefault: 'yes' }],
    ['id', { id: '8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e' }],
  ])('names %s on bad input %j and writes nothing', async (field, change) => {
    const customer = await registerCustomer(api.app);
    const response = await call(customer, 'POST', '', { ...home, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await storedFor(customer)).toHaveLength(0);
  });

  it('writes a postcode as Royal Mail does, however it was typed, on create and update', async () => {
    const customer = await registerCustomer(api.app);
    const address = await create(customer, { ...home, postcode: 'sw1a1aa' });
    expect(address).toMatchObject({ postcode: 'SW1A 1AA' });
    const updated = await call(customer, 'PUT', `/${address.id}`, {
      ...home,
      postcode: ' m1  1ae',
    });
    expect(updated.json()).toMatchObject({ postcode: 'M1 1AE' });
    expect((await storedFor(customer))[0]!.postcode).toBe('M1 1AE');
  });

  it('normalises the postcodes saved before, leaving what is not a UK postcode alone', async () => {
    const customer = await registerCustomer(api.app);
    const saved = ['sw1a1aa', ' ls1   4ap ', 'EC1A 1BB', 'Somewhere 9'];
    await api.app.db.insert(addresses).values(
      saved.map((postcode, index) => ({
        userId: customer.user.id,
        recipient: `R${index}`,
        line1: '1 High Street',
        city: 'London',
        postcode,
      })),
    );
    // Run again over rows written the old way (migrations are renumbered, so found by name).
    const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_postcodes.sql'))!;
    const migration = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await api.app.db.execute(sql.raw(migration));
    const stored = await api.app.db
      .select({ postcode: addresses.postcode })
      .from(addresses)
      .where(eq(addresses.userId, customer.user.id))
      .orderBy(asc(addresses.recipient));
    expect(stored.map((row) => row.postcode)).toEqual([
      'SW1A 1AA',
      'LS1 4AP',
      'EC1A 1BB',
      'Somewhere 9',
    ]);
  });

  it('refuses a bad postcode on update and keeps the address as it was', async () => {
    const customer = await registerCustomer(api.app);
    const address = await create(customer, home);
    const response = await call(customer, 'PUT', `/${address.id}`, { ...home, postcode: 'NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('postcode');
    expect((await storedFor(customer))[0]!.postcode).toBe('SW1Y 4JH');
  });

  it('answers another customer’s address exactly like a missing one, and changes nothing', async () => {
    const owner = await registerCustomer(api.app);
    const intruder = await registerCustomer(api.app);
    const address = await create(owner, home);
    const missing = '8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e';

    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...home, recipient: 'Mallory' }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(intruder, method, `/${address.id}`, payload);
      const nobodys = await call(intruder, method, `/${missing}`, payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(nobodys.json());
      expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'addressId' });
    }
    expect(await listOf(intruder)).toEqual([]);
    expect((await storedFor(owner))[0]).toMatchObject({ recipient: home.recipient });
  });

  it('names addressId when it is not an id', async () => {
    const customer = await registerCustomer(api.app);
    const response = await call(customer, 'DELETE', '/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'addressId' });
  });

  it('keeps at most 20 addresses per customer', async () => {
    const customer = await registerCustomer(api.app);
    for (let i = 0; i < 20; i += 1) await create(customer, { ...home, line2: `Flat ${i}` });
    const response = await call(customer, 'POST', '', home);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ADDRESS_LIMIT');
    expect(await storedFor(customer)).toHaveLength(20);
  });
});
