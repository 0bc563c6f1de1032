import { CONTROL_CHARACTER_MESSAGE } from '@storefront/shared/contracts';
import { addresses, users } from '../src/db/schema';
import { as, build, registerCustomer, type TestApp } from './helper';

/*
 * A control character in a text field is refused with a 400 naming the
 * field, and nothing is written. Before, a NUL reached PostgreSQL (both
 * engines), which refuses it in text: a 500.
 */

let api: TestApp;
let token: string;
beforeAll(async () => {
  api = await build();
  ({ token } = await registerCustomer(api.app));
});
afterAll(() => api.close());

const refusal = (field: string) => ({
  error: { code: 'VALIDATION_FAILED', message: CONTROL_CHARACTER_MESSAGE, field },
});

describe.each([
  ['a NUL', '\u0000'],
  ['an escape', '\u001b'],
  ['a DEL', '\u007f'],
  ['a C1 next line', '\u0085'],
])('%s', (_name, control) => {
  it('in the catalogue search names q', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/stores/38/products?q=${encodeURIComponent(`a${control}b`)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('q'));
  });

  it('in sign-in names identifier', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: `a${control}@example.test`, password: 'whatever it is' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('identifier'));
  });

  it('in a registration name names it, and creates no account', async () => {
    const before = (await api.app.db.select({ id: users.id }).from(users)).length;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: `Ann${control}`,
        email: 'ann.control@example.test',
        mobile: '+447400900123',
        password: 'a long enough password',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('name'));
    expect((await api.app.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('in an address names the line, and stores no address', async () => {
    const before = (await api.app.db.select({ id: addresses.id }).from(addresses)).length;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: as(token),
      payload: {
        recipient: 'Ann Smith',
        line1: `1 High${control} Street`,
        city: 'London',
        postcode: 'SW1A 1AA',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('line1'));
    expect((await api.app.db.select({ id: addresses.id }).from(addresses)).length).toBe(before);
  });

  it('in a referral code names it', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/me/referrer',
      headers: as(token),
      payload: { code: `AB${control}CD` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('code'));
  });
});

it('keeps tabs and line breaks, which people do type', async () => {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/stores/38/products?q=${encodeURIComponent('tea\tbags')}`,
  });
  expect(response.statusCode).toBe(200);
});
