import { and, count, eq } from 'drizzle-orm';
import type { Order, Payment } from '@storefront/shared/contracts';
import type { OperatorProblemReport } from '@storefront/shared/operator-contracts';
import {
  auditLog,
  notifications,
  orderStatusEvents,
  problemReports,
  walletEntries,
} from '../src/db/schema';
import { card, fakeRequests, payOnStripePage, startCardStore, type CardStore } from './fake-stripe';
import { as, build, stockProduct, type TestApp } from './helper';
import { multipart, PNG } from './multipart';
import {
  addToCart,
  completePickup,
  getAs,
  giveCredit,
  moveOrder,
  operatorToken,
  place,
  placedOrder,
  shopper,
  type Customer,
} from './money-helpers';

// Reports of missing or damaged items, on the API over HTTP with a real
// database (PGlite, or PostgreSQL through TEST_DATABASE_URL), and for a card
// order against testing/fake-stripe.

interface ReportInput {
  lines: { productId: number; kind: string; quantity: number }[];
  note: string;
}

function report(
  app: TestApp['app'],
  customer: Customer,
  orderId: string,
  input: ReportInput | string,
  photo?: { data: Buffer; filename: string; contentType: string },
) {
  const form = multipart([
    { name: 'report', value: typeof input === 'string' ? input : JSON.stringify(input) },
    ...(photo ? [{ name: 'photo', ...photo }] : []),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/me/orders/${orderId}/problem-reports`,
    headers: { ...as(customer.token), ...form.headers },
    payload: form.payload,
  });
}

const decide = (app: TestApp['app'], operator: string, reportId: string, decision: object) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/problem-reports/${reportId}/decision`,
    headers: as(operator),
    payload: decision,
  });

const walletOf = async (app: TestApp['app'], customer: Customer) =>
  (await getAs(app, customer.token, '/api/me/wallet')).json() as {
    balanceMinor: number;
    items: { reason: string; kind: string; amountMinor: number }[];
  };

const orderOf = async (app: TestApp['app'], customer: Customer, orderId: string) =>
  (await getAs(app, customer.token, `/api/me/orders/${orderId}`)).json() as Order;

const damaged = (productId: number, quantity = 1) => ({
  lines: [{ productId, kind: 'damaged', quantity }],
  note: 'The box was crushed',
});

describe('problem reports', () => {
  let api: TestApp;
  let operator: string;

  beforeAll(async () => {
    api = await build();
    operator = await operatorToken(api.app);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A completed pickup order of 3 at 400 each, paid at the counter (and `walletAmountMinor` from the wallet). */
  async function completedOrder(walletAmountMinor?: number) {
    const customer = await shopper(api.app, { approved: true });
    if (walletAmountMinor) await giveCredit(api.app, operator, customer.user.id, walletAmountMinor);
    const order = await placedOrder(api.app, customer, {
      slug: 'basmati-rice',
      priceMinor: 400,
      quantity: 3,
      walletAmountMinor,
    });
    await completePickup(api.app, operator, order.id);
    const productId = (await orderOf(api.app, customer, order.id)).lines[0]!.productId;
    return { customer, order, productId };
  }

  /** The text the customer was sent about `topic`. */
  const textAbout = async (customer: Customer, topic: 'problem_refunded' | 'problem_rejected') => {
    const [text] = await api.app.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, customer.user.id),
          eq(notifications.topic, topic),
          eq(notifications.channel, 'sms'),
        ),
      );
    return text!.body;
  };

  const reportsOf = async (orderId: string) =>
    (
      await api.app.db
        .select({ total: count() })
        .from(problemReports)
        .where(eq(problemReports.orderId, orderId))
    )[0]!.total;

  it('a customer reports a damaged item with a photo; the order shows it, and the photo is served', async () => {
    const { customer, order, productId } = await completedOrder();
    const before = await orderOf(api.app, customer, order.id);
    expect(Date.parse(before.problemReportUntil!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const sent = await report(api.app, customer, order.id, damaged(productId, 2), {
      data: PNG,
      filename: 'crushed.png',
      contentType: 'image/png',
    });
    expect(sent.statusCode).toBe(201);
    const [made] = (sent.json() as Order).problemReports;
    expect(made).toMatchObject({
      status: 'open',
      orderNumber: order.number,
      note: 'The box was crushed',
      valueMinor: 800,
      refundedMinor: null,
      lines: [{ productId, kind: 'damaged', quantity: 2, name: expect.any(String) }],
    });
    expect(made!.photo).toMatch(/^problem-photos\/[0-9a-f-]{36}\.png$/);

    const photo = await api.app.inject({ method: 'GET', url: `/api/${made!.photo}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    // The operator's list and order page show it too.
    const list = await getAs(api.app, operator, '/api/operator/problem-reports?status=open');
    expect(list.statusCode).toBe(200);
    const listed = (list.json().items as OperatorProblemReport[]).find((r) => r.id === made!.id);
    expect(listed).toMatchObject({ customer: { id: customer.user.id }, valueMinor: 800 });
    const desk = await getAs(api.app, operator, `/api/operator/orders/${order.id}`);
    expect(desk.json().problemReports).toHaveLength(1);
  });

  it('refuses a report before completion, or 7 days after it, and writes nothing', async () => {
    const customer = await shopper(api.app, { approved: true });
    const open = await placedOrder(api.app, customer, { slug: 'basmati-rice', priceMinor: 400 });
    const productId = (await orderOf(api.app, customer, open.id)).lines[0]!.productId;
    const early = await report(api.app, customer, open.id, damaged(productId));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'PROBLEM_REPORT_CLOSED', field: 'orderId' });
    expect((await orderOf(api.app, customer, open.id)).problemReportUntil).toBeNull();

    const late = await completedOrder();
    await api.app.db
      .update(orderStatusEvents)
      .set({ at: new Date(Date.now() - 8 * 86_400_000) })
      .where(
        and(
          eq(orderStatusEvents.orderId, late.order.id),
          eq(orderStatusEvents.status, 'completed'),
        ),
      );
    const refused = await report(api.app, late.customer, late.order.id, damaged(late.productId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('7 days');
    expect(await reportsOf(open.id)).toBe(0);
    expect(await reportsOf(late.order.id)).toBe(0);
  });

  it('names the field at fault, and writes nothing', async () => {
    const { customer, order, productId } = await completedOrder();
    const cases: [ReportInput | string, number, string, string][] = [
      ['{not json', 400, 'VALIDATION_FAILED', 'report'],
      [{ lines: [], note: 'x' }, 400, 'VALIDATION_FAILED', 'lines'],
      [{ ...damaged(productId), note: '  ' }, 400, 'VALIDATION_FAILED', 'note'],
      [damaged(productId, 0), 400, 'VALIDATION_FAILED', 'lines.0.quantity'],
      [
        { lines: [{ productId, kind: 'stale', quantity: 1 }], note: 'x' },
        400,
        'VALIDATION_FAILED',
        'lines.0.kind',
      ],
      [damaged(productId, 4), 400, 'QUANTITY_TOO_HIGH', 'lines.0.quantity'],
      [damaged(999_999), 400, 'VALIDATION_FAILED', 'lines.0.productId'],
      [
        { lines: [...damaged(productId).lines, ...damaged(productId).lines], note: 'x' },
        400,
        'VALIDATION_FAILED',
        'lines.1.productId',
      ],
    ];
    for (const [input, status, code, field] of cases) {
      const response = await report(api.app, customer, order.id, input);
      expect({ input, status: response.statusCode, error: response.json().error }).toMatchObject({
        input,
        status,
        error: { code, field },
      });
    }
    const notAPicture = await report(api.app, customer, order.id, damaged(productId), {
      data: Buffer.from('just words'),
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(notAPicture.statusCode).toBe(415);
    expect(notAPicture.json().error.field).toBe('photo');

    const stranger = await shopper(api.app, { approved: true });
    expect((await report(api.app, stranger, order.id, damaged(productId))).statusCode).toBe(404);
    expect(await reportsOf(order.id)).toBe(0);
  });

  it('approving refunds the value to the wallet once, tells the customer, and is on the record', async () => {
    const { customer, order, productId } = await completedOrder();
    const made = (await report(api.app, customer, order.id, damaged(productId))).json() as Order;
    const reportId = made.problemReports[0]!.id;

    const approved = await decide(api.app, operator, reportId, {
      decision: 'approve',
      refundTo: 'wallet',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      refundTo: 'wallet',
      refundedMinor: 400,
    });

    const wallet = await walletOf(api.app, customer);
    expect(wallet.balanceMinor).toBe(400);
    expect(wallet.items[0]).toMatchObject({
      kind: 'credit',
      reason: 'problem_refund',
      amountMinor: 400,
    });

    const again = await decide(api.app, operator, reportId, { decision: 'reject', reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'REPORT_ALREADY_DECIDED', field: 'reportId' });
    expect((await walletOf(api.app, customer)).balanceMinor).toBe(400);

    expect(await textAbout(customer, 'problem_refunded')).toContain(
      `We refunded £4.00 for the problem you reported with order ${order.number}, to your wallet`,
    );
    const [entry] = await api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, order.id), eq(auditLog.action, 'problem_report.approved')));
    expect(entry!.summary).toBe(`${order.number}: problem report refunded, £4.00 to the wallet`);

    // What is refunded cannot be reported again; the rest still can.
    const more = await report(api.app, customer, order.id, damaged(productId, 3));
    expect(more.json().error).toMatchObject({
      code: 'QUANTITY_TOO_HIGH',
      message: expect.stringContaining('Only 2'),
    });
  });

  it('a partial refund gives back less than the value, never more, and says so', async () => {
    const { customer, order, productId } = await completedOrder();
    const made = (await report(api.app, customer, order.id, damaged(productId))).json() as Order;
    const reportId = made.problemReports[0]!.id;

    for (const [amountMinor, code] of [
      [401, 'AMOUNT_TOO_HIGH'],
      [0, 'VALIDATION_FAILED'],
      [1.5, 'VALIDATION_FAILED'],
    ] as const) {
      const refused = await decide(api.app, operator, reportId, {
        decision: 'approve',
        refundTo: 'wallet',
        amountMinor,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code, field: 'amountMinor' });
    }
    expect((await orderOf(api.app, customer, order.id)).problemReports[0]!.status).toBe('open');
    expect((await walletOf(api.app, customer)).balanceMinor).toBe(0);

    const approved = await decide(api.app, operator, reportId, {
      decision: 'approve',
      refundTo: 'wallet',
      amountMinor: 150,
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      valueMinor: 400,
      refundedMinor: 150,
    });
    expect((await walletOf(api.app, customer)).balanceMinor).toBe(150);
    expect(await textAbout(customer, 'problem_refunded')).toContain('We refunded £1.50');
    const [entry] = await api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, order.id), eq(auditLog.action, 'problem_report.approved')));
    expect(entry!.summary).toBe(
      `${order.number}: problem report refunded, £1.50 of £4.00 to the wallet`,
    );
  });

  it('rejecting needs a reason, tells the customer why, and frees the items to be reported again', async () => {
    const { customer, order, productId } = await completedOrder();
    const made = (await report(api.app, customer, order.id, damaged(productId, 3))).json() as Order;
    const reportId = made.problemReports[0]!.id;

    const noReason = await decide(api.app, operator, reportId, { decision: 'reject', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe('reason');

    const rejected = await decide(api.app, operator, reportId, {
      decision: 'reject',
      reason: 'The photo shows a different product',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo shows a different product',
      refundedMinor: null,
    });
    expect((await walletOf(api.app, customer)).balanceMinor).toBe(0);
    expect(await textAbout(customer, 'problem_rejected')).toContain(
      'cannot refund it: The photo shows a different product.',
    );

    expect((await report(api.app, customer, order.id, damaged(productId, 3))).statusCode).toBe(201);
  });

  it('refunds to the original payment: the wallet part back to the wallet, never money paid in person', async () => {
    const inPerson = await completedOrder();
    const made = (
      await report(api.app, inPerson.customer, inPerson.order.id, damaged(inPerson.productId))
    ).json() as Order;
    const refused = await decide(api.app, operator, made.problemReports[0]!.id, {
      decision: 'approve',
      refundTo: 'original',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'REFUND_NOT_POSSIBLE', field: 'refundTo' });
    expect(
      (await orderOf(api.app, inPerson.customer, inPerson.order.id)).problemReports[0]!.status,
    ).toBe('open');

    // Paid wholly from the wallet: the refund is a reversal of that payment.
    const byWallet = await completedOrder(1200);
    const sent = (
      await report(api.app, byWallet.customer, byWallet.order.id, damaged(byWallet.productId, 2))
    ).json() as Order;
    const approved = await decide(api.app, operator, sent.problemReports[0]!.id, {
      decision: 'approve',
      refundTo: 'original',
    });
    expect(approved.statusCode).toBe(200);
    const order = await orderOf(api.app, byWallet.customer, byWallet.order.id);
    expect(order.payments.find((p: Payment) => p.provider === 'wallet')).toMatchObject({
      status: 'captured',
      capturedMinor: 1200,
      refundedMinor: 800,
    });
    const wallet = await walletOf(api.app, byWallet.customer);
    expect(wallet.balanceMinor).toBe(800);
    expect(wallet.items[0]).toMatchObject({
      kind: 'reversal',
      reason: 'problem_refund',
      amountMinor: 800,
    });
  });

  it('decisions sent at once refund once', async () => {
    const { customer, order, productId } = await completedOrder();
    const made = (await report(api.app, customer, order.id, damaged(productId, 3))).json() as Order;
    const reportId = made.problemReports[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        decide(api.app, operator, reportId, { decision: 'approve', refundTo: 'wallet' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const refunds = await api.app.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, order.id), eq(walletEntries.reason, 'problem_refund')));
    expect(refunds).toHaveLength(1);
    expect((await walletOf(api.app, customer)).balanceMinor).toBe(1200);
  });

  it('reports sent at once cannot claim the same items twice', async () => {
    const { customer, order, productId } = await completedOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => report(api.app, customer, order.id, damaged(productId, 2))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(await reportsOf(order.id)).toBe(1);
  });
});

describe('problem reports on a card order', () => {
  let store: CardStore;
  let operator: string;

  beforeAll(async () => {
    store = await startCardStore();
    operator = await operatorToken(store.api.app);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('approving to the original payment refunds the card through Stripe, once, with an idempotency key', async () => {
    const { app } = store.api;
    const customer = await shopper(app, { approved: true });
    const product = await stockProduct(app, 'cold-brew-coffee', 20, 500);
    await addToCart(app, customer, product.id, 3);
    const placed = (await place(app, customer, card)).json() as Order;
    await payOnStripePage(placed.payments.find((p) => p.provider === 'stripe')!.payUrl!);
    for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
      expect((await moveOrder(app, operator, placed.id, status)).statusCode).toBe(200);
    }
    const made = (await report(app, customer, placed.id, damaged(product.id, 1))).json() as Order;
    const reportId = made.problemReports[0]!.id;

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        decide(app, operator, reportId, { decision: 'approve', refundTo: 'original' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);

    const order = await orderOf(app, customer, placed.id);
    const payment = order.payments.find((p) => p.provider === 'stripe')!;
    expect(payment).toMatchObject({ status: 'captured', capturedMinor: 1500, refundedMinor: 500 });
    expect(payment.events.map((event) => event.kind)).toEqual([
      'started',
      'authorised',
      'captured',
      'refunded',
    ]);

    const refunds = (await fakeRequests(store.fake.url)).filter(
      (request) => request.method === 'POST' && request.path === '/v1/refunds',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toMatch(new RegExp(`^problem-${reportId}-[0-9a-f-]{36}$`));
    const [row] = await app.db.query.payments.findMany({
      where: (payments, { eq: equals, and: both }) =>
        both(equals(payments.orderId, placed.id), equals(payments.provider, 'stripe')),
    });
    const intent = await store.stripe.paymentIntents.retrieve(row!.providerRef!);
    const charge = await store.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_captured: 1500, amount_refunded: 500 });
    // Nothing went to the wallet: the card took it back.
    expect((await walletOf(app, customer)).balanceMinor).toBe(0);
  });
});
