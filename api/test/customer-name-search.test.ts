import { as, build, registerCustomer, type TestApp } from './helper';
import { operatorToken, placedOrder, shopper } from './money-helpers';

// A customer searched by a name of several words: the names' trigram index
// is asked only for the letters around its spaces (nameIndexWindow in
// accounts/views.ts), and every name it finds is checked against the whole
// search as typed. On whichever engine the helper opens (PGlite, or
// PostgreSQL through TEST_DATABASE_URL).

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const ids = async (q: string) =>
  (
    await api.app.inject({
      method: 'GET',
      url: `/api/operator/customers?q=${encodeURIComponent(q)}`,
      headers: as(operator),
    })
  )
    .json()
    .items.map((item: { id: string }) => item.id)
    .sort();

it('finds the names holding the words as typed, not every name holding the letters around their spaces', async () => {
  const oliver = await registerCustomer(api.app, { name: 'Oliver Cooperwood' });
  // Holds "verCoo", what the index is asked for, but not "Oliver Cooper".
  await registerCustomer(api.app, { name: 'Grover Cookson' });
  expect(await ids('Oliver Cooper')).toEqual([oliver.user.id]);
  const mary = await registerCustomer(api.app, { name: 'Mary Ann Whitlock' });
  await registerCustomer(api.app, { name: 'Rosemary Anne Whitby' });
  expect(await ids('mary ann whitl')).toEqual([mary.user.id]);
  expect(await ids('ary Ann Whit')).toEqual([mary.user.id]);
});

it('lists the orders of the customers it finds at the order desk, and only theirs', async () => {
  const petra = await shopper(api.app, { name: 'Petra Quillfeather' });
  // Holds "traQui" too, but not "Petra Quill".
  const alastra = await shopper(api.app, { name: 'Alastra Quillon' });
  const hers = await placedOrder(api.app, petra);
  await placedOrder(api.app, alastra);
  const desk = await api.app.inject({
    method: 'GET',
    url: `/api/operator/orders?q=${encodeURIComponent('Petra Quill')}`,
    headers: as(operator),
  });
  expect(desk.statusCode).toBe(200);
  expect(desk.json().items.map((order: { number: string }) => order.number)).toEqual([hers.number]);
});
