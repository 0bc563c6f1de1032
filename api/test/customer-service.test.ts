import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { eq } from 'drizzle-orm';
import { stores, users } from '../src/db/schema';
import { as, build, registerCustomer, type TestApp } from './helper';
import { importCsv } from './import-helpers';
import { giveCredit, moveOrder, operatorToken, placedOrder, shopper } from './money-helpers';
import { multipart, PNG } from './multipart';

// Customer service: finding a customer, their account at a glance, the
// history of their document reviews, and the record of every operator action.

let api: TestApp;
let operator: string;
let operatorId: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  operatorId = (
    await api.app.inject({ method: 'GET', url: '/api/me', headers: as(operator) })
  ).json().id;
});
afterAll(() => api.close());

const get = (token: string, url: string) =>
  api.app.inject({ method: 'GET', url, headers: as(token) });

async function uploadPassport(token: string): Promise<string> {
  const form = multipart([
    { name: 'documentType', value: 'passport' },
    { name: 'front', filename: 'front.png', contentType: 'image/png', data: PNG },
  ]);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/uploaddocument',
    headers: { ...form.headers, ...as(token) },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const review = (documentId: string, payload: object) =>
  api.app.inject({
    method: 'POST',
    url: `/api/operator/documents/${documentId}/review`,
    headers: as(operator),
    payload,
  });

describe('GET /api/operator/customers', () => {
  it('finds customers by name, e-mail or mobile as typed, never the operators', async () => {
    const zara = await shopper(api.app, { name: 'Zara Quinnell' });
    const byName = (await get(operator, '/api/operator/customers?q=quinn')).json();
    expect(byName.items).toEqual([
      {
        id: zara.user.id,
        name: 'Zara Quinnell',
        email: zara.user.email,
        mobile: zara.user.mobile,
        documentStatus: 'none',
        orderCount: 0,
        createdAt: expect.any(String),
      },
    ]);
    const byEmail = (await get(operator, `/api/operator/customers?q=${zara.user.email}`)).json();
    expect(byEmail.items.map((item: { id: string }) => item.id)).toEqual([zara.user.id]);
    const national = `0${zara.user.mobile.slice(3, 7)} ${zara.user.mobile.slice(7)}`;
    const byMobile = (
      await get(operator, `/api/operator/customers?q=${encodeURIComponent(national)}`)
    ).json();
    expect(byMobile.items.map((item: { id: string }) => item.id)).toEqual([zara.user.id]);
    const operators = (await get(operator, '/api/operator/customers?q=operator')).json();
    expect(operators.items).toEqual([]);
  });

  it('takes a whole e-mail address as that customer, and part of one as part of any', async () => {
    const ann = await registerCustomer(api.app, { email: 'ann@lane.example.test' });
    const joann = await registerCustomer(api.app, { email: 'joann@lane.example.test' });
    const ids = async (q: string) =>
      (await get(operator, `/api/operator/customers?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort();
    expect(await ids('Ann@Lane.example.test')).toEqual([ann.user.id]);
    expect(await ids('ann@lane')).toEqual([ann.user.id, joann.user.id].sort());
    // Several words: the name holding them as typed, not each anywhere.
    const mira = await registerCustomer(api.app, { name: 'Mira Stonebridge' });
    await registerCustomer(api.app, { name: 'Stonebridge Mira' });
    expect(await ids('mira stonebr')).toEqual([mira.user.id]);
    // The names' index reads them with their spaces taken out ("mirastonebridge");
    // a name must still hold the text as typed, spaces and all.
    expect(await ids('mirastonebr')).toEqual([]);
    expect(await ids('mira  stonebr')).toEqual([]);
    // Neither a name (it has an "@") nor an e-mail (a space): nobody, not everybody.
    expect(await ids('ann @lane')).toEqual([]);
    const desk = await get(operator, `/api/operator/orders?q=${encodeURIComponent('ann @lane')}`);
    expect(desk.json().items).toEqual([]);
  });

  it('counts orders and pages through every customer by name', async () => {
    const buyer = await shopper(api.app, { name: 'Aaron Aardvark' });
    await placedOrder(api.app, buyer);
    await placedOrder(api.app, buyer);
    const page = (await get(operator, '/api/operator/customers?q=aardvark')).json();
    expect(page.items[0]).toMatchObject({ name: 'Aaron Aardvark', orderCount: 2 });
    const all = (await get(operator, '/api/operator/customers')).json();
    expect(all).toMatchObject({ page: 1, pageSize: 20 });
    const names = all.items.map((item: { name: string }) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Past the end: no rows, the same total.
    const pastEnd = Math.ceil(all.total / all.pageSize) + 1;
    const beyond = (await get(operator, `/api/operator/customers?page=${pastEnd}`)).json();
    expect(beyond).toMatchObject({ items: [], total: all.total });
    const searched = (await get(operator, '/api/operator/customers?q=aardvark&page=2')).json();
    expect(searched).toMatchObject({ items: [], total: page.total });
  });

  it('refuses a NUL in the search with a 400 naming q', async () => {
    const response = await get(operator, '/api/operator/customers?q=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('q');
  });
});

describe('GET /api/operator/customers/:userId', () => {
  it('shows the account, balances, choices and every document with who reviewed it', async () => {
    const customer = await shopper(api.app, { name: 'Noor Haddad' });
    const first = await uploadPassport(customer.token);
    expect(
      (await review(first, { decision: 'reject', reason: 'Too dark to read' })).statusCode,
    ).toBe(200);
    const second = await uploadPassport(customer.token);
    expect((await review(second, { decision: 'approve' })).statusCode).toBe(200);
    await giveCredit(api.app, operator, customer.user.id, 750);

    const response = await get(operator, `/api/operator/customers/${customer.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: customer.user.id,
      name: 'Noor Haddad',
      mobileVerified: true,
      documentStatus: 'approved',
      awaitingClaim: false,
      orderUpdatesBySms: true,
      orderUpdatesByEmail: true,
      walletBalanceMinor: 750,
      pointsBalance: 0,
      currency: 'GBP',
      documents: [
        {
          id: second,
          status: 'approved',
          rejectionReason: null,
          reviewer: { id: operatorId, name: 'Olu Operator' },
          reviewedAt: expect.any(String),
        },
        {
          id: first,
          status: 'rejected',
          rejectionReason: 'Too dark to read',
          reviewer: { id: operatorId, name: 'Olu Operator' },
        },
      ],
    });
  });

  it('marks an imported customer who has not claimed the account yet', async () => {
    const imported = await importCsv(
      api.app,
      operator,
      'name,email,mobile\nIvo Imported,ivo@example.test,07400 900777\n',
    );
    expect(imported.counts).toMatchObject({ created: 1 });
    const [ivo] = await api.app.db.select().from(users).where(eq(users.email, 'ivo@example.test'));
    const detail = (await get(operator, `/api/operator/customers/${ivo!.id}`)).json();
    expect(detail).toMatchObject({ awaitingClaim: true, mobileVerified: false });
  });

  it('shows the customer’s wallet to customer service, as the customer sees it', async () => {
    const customer = await shopper(api.app);
    await giveCredit(api.app, operator, customer.user.id, 300);
    const theirs = (await get(customer.token, '/api/me/wallet')).json();
    const ours = (await get(operator, `/api/operator/customers/${customer.user.id}/wallet`)).json();
    expect(ours).toEqual(theirs);
  });

  it('answers another store’s customer, an operator and an unknown id alike: 404', async () => {
    await api.app.db
      .insert(stores)
      .values({ id: 91, name: 'Elsewhere', currency: 'GBP', country: 'GB', shopLink: 'elsewhere' })
      .onConflictDoNothing();
    const foreign = await registerCustomer(api.app);
    await api.app.db.update(users).set({ storeId: 91 }).where(eq(users.id, foreign.user.id));
    const answers = await Promise.all(
      [foreign.user.id, operatorId, '00000000-0000-4000-8000-000000000000'].map((id) =>
        get(operator, `/api/operator/customers/${id}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });
});

describe('GET /api/operator/documents: the review history', () => {
  it('lists reviewed documents newest first with the reviewer, and narrows to one customer', async () => {
    const customer = await shopper(api.app, { name: 'Hana Review' });
    const id = await uploadPassport(customer.token);
    await review(id, { decision: 'reject', reason: 'Expired' });
    const history = (await get(operator, '/api/operator/documents?status=rejected')).json();
    expect(history.items[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'Expired',
      reviewer: { id: operatorId, name: 'Olu Operator' },
      customer: { id: customer.user.id, name: 'Hana Review' },
    });
    const theirs = (
      await get(operator, `/api/operator/documents?status=rejected&customerId=${customer.user.id}`)
    ).json();
    expect(theirs.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });
});

describe('GET /api/operator/audit-log', () => {
  it('records each operator action with who, what, when, before and after, in one place', async () => {
    const customer = await shopper(api.app, { name: 'Audit Subject' });
    const order = await placedOrder(api.app, customer);
    await moveOrder(api.app, operator, order.id, 'confirmed');
    await moveOrder(api.app, operator, order.id, 'cancelled', 'Ran out of rice');
    await giveCredit(api.app, operator, customer.user.id, 500);
    const documentId = await uploadPassport(customer.token);
    await review(documentId, { decision: 'approve' });

    const log = (
      await get(operator, `/api/operator/audit-log?customerId=${customer.user.id}`)
    ).json();
    expect(log.items.map((entry: { action: string }) => entry.action)).toEqual([
      'document.reviewed',
      'wallet.credited',
      'order.status_changed',
      'order.status_changed',
    ]);
    expect(log.total).toBe(4);
    const pastEnd = (
      await get(operator, `/api/operator/audit-log?customerId=${customer.user.id}&page=2`)
    ).json();
    expect(pastEnd).toMatchObject({ items: [], total: 4 });
    const [reviewed, credited, cancelled, confirmed] = log.items;
    const who = { id: operatorId, name: 'Olu Operator' };
    expect(confirmed).toMatchObject({
      operator: who,
      customer: { id: customer.user.id, name: 'Audit Subject' },
      orderId: order.id,
      orderNumber: order.number,
      summary: `${order.number}: Placed → Confirmed`,
      before: { status: 'placed' },
      after: { status: 'confirmed', note: null },
    });
    expect(cancelled).toMatchObject({
      summary: `${order.number}: Confirmed → Cancelled`,
      after: { status: 'cancelled', note: 'Ran out of rice' },
    });
    expect(credited).toMatchObject({
      operator: who,
      summary: '£5.00 wallet credit to Audit Subject: Goodwill',
      before: { balanceMinor: 0 },
      after: { balanceMinor: 500, note: 'Goodwill' },
    });
    expect(reviewed).toMatchObject({
      operator: who,
      entityType: 'document',
      entityId: documentId,
      summary: 'Passport approved',
      after: { status: 'approved', reason: null },
    });

    const byOrder = (await get(operator, `/api/operator/audit-log?orderId=${order.id}`)).json();
    expect(byOrder.items).toHaveLength(2);
    const byAction = (
      await get(
        operator,
        `/api/operator/audit-log?action=wallet.credited&customerId=${customer.user.id}`,
      )
    ).json();
    expect(byAction.items).toHaveLength(1);
  });

  it('keeps each operator’s actions apart, and each store’s log to itself', async () => {
    await api.app.db
      .insert(stores)
      .values({ id: 92, name: 'Other Store', currency: 'GBP', country: 'GB', shopLink: 'other' })
      .onConflictDoNothing();
    const colleague = await registerCustomer(api.app, { name: 'Cleo Colleague' });
    await api.app.db
      .update(users)
      .set({ role: 'operator', staffRole: 'owner' })
      .where(eq(users.id, colleague.user.id));
    const customer = await shopper(api.app);
    await giveCredit(api.app, colleague.token, customer.user.id, 100);

    const theirs = (
      await get(operator, `/api/operator/audit-log?operatorId=${colleague.user.id}`)
    ).json();
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0].operator).toEqual({ id: colleague.user.id, name: 'Cleo Colleague' });
    const team = (await get(operator, '/api/operator/team')).json();
    // Cleo, and the demo seed's staff: one per role.
    expect(team.items.map((person: { name: string }) => person.name)).toEqual(
      [
        'Cleo Colleague',
        ...Object.values(SEED_ACCOUNTS)
          .filter((account) => account.staffRole)
          .map((account) => account.name),
      ].sort(),
    );

    const outsider = await registerCustomer(api.app);
    await api.app.db
      .update(users)
      .set({ storeId: 92, role: 'operator', staffRole: 'owner' })
      .where(eq(users.id, outsider.user.id));
    const elsewhere = (await get(outsider.token, '/api/operator/audit-log')).json();
    expect(elsewhere.items).toEqual([]);
  });

  it('refuses an unknown action or a malformed id, naming the field', async () => {
    const action = await get(operator, '/api/operator/audit-log?action=order.deleted');
    expect(action.statusCode).toBe(400);
    expect(action.json().error.field).toBe('action');
    const id = await get(operator, '/api/operator/audit-log?orderId=42');
    expect(id.statusCode).toBe(400);
    expect(id.json().error.field).toBe('orderId');
  });
});
