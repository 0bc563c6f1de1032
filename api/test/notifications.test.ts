import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { emailOutbox, notifications, orders, smsOutbox } from '../src/db/schema';
import { createDispatcher } from '../src/modules/notifications/dispatcher';
import { as, build, PRODUCTION, registerCustomer, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  giveCredit,
  moveOrder,
  operatorToken,
  pickup,
  place,
  placedOrder,
  placeForDelivery,
  savedAddress,
  shopper,
  type Customer,
} from './money-helpers';
import { multipart, PNG } from './multipart';

// Every change to a customer's order, documents or wallet reaches them by text
// and by e-mail: written in the change's own transaction (the outbox), sent
// after the commit by the dispatcher.

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const outboxOf = (app: FastifyInstance, userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

const textsTo = async (mobile: string) =>
  (await api.app.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).map(
    (row) => row.body,
  );

const emailsTo = async (address: string) =>
  api.app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address));

/** The text and e-mail of one topic, after the dispatcher has sent what was due. */
async function sentAbout(customer: Customer, topic: string) {
  await api.app.notificationDispatcher.flush();
  const rows = (await outboxOf(api.app, customer.user.id)).filter((row) => row.topic === topic);
  return {
    rows,
    text: rows.find((row) => row.channel === 'sms')?.body,
    email: rows.find((row) => row.channel === 'email'),
  };
}

describe('the outbox', () => {
  it('writes one text and one e-mail with the placed order, and sends them only when dispatched', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);

    const written = await outboxOf(api.app, customer.user.id);
    expect(written.map((row) => [row.topic, row.channel, row.status])).toEqual([
      ['order_placed', 'sms', 'pending'],
      ['order_placed', 'email', 'pending'],
    ]);
    expect(written.every((row) => row.orderId === order.id)).toBe(true);
    expect(await textsTo(customer.user.mobile)).toEqual([]);

    expect(await api.app.notificationDispatcher.flush()).toBeGreaterThanOrEqual(2);
    const [text] = await textsTo(customer.user.mobile);
    expect(text).toContain(order.number);
    expect(text).toContain("We'll text you when it is confirmed");
    const [email] = await emailsTo(customer.user.email);
    expect(email!.subject).toBe(`Corner Market: We have your order ${order.number}`);
    expect(email!.body).toContain(`/dashboard/order-details/${order.id}`);
    const sent = await outboxOf(api.app, customer.user.id);
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(sent.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);

    // Sent once: a second run finds nothing due.
    await api.app.notificationDispatcher.flush();
    expect(await textsTo(customer.user.mobile)).toHaveLength(1);
  });

  it('writes nothing for an order that was refused', async () => {
    const customer = await shopper(api.app);
    const refused = await place(api.app, customer, pickup);
    expect(refused.statusCode).toBe(409);
    expect(await outboxOf(api.app, customer.user.id)).toEqual([]);
  });
});

describe('what each event says', () => {
  it('tells the customer every step of a pickup order, naming the order and what to do next', async () => {
    const customer = await shopper(api.app);
    // Two at £25.00: £50.00 due at pickup, 50 points when completed.
    const order = await placedOrder(api.app, customer, { priceMinor: 2500, quantity: 2 });

    await moveOrder(api.app, operator, order.id, 'confirmed');
    const confirmed = await sentAbout(customer, 'order_confirmed');
    expect(confirmed.text).toContain(`Order ${order.number} is confirmed`);
    expect(confirmed.text).toContain('ready to collect');

    await moveOrder(api.app, operator, order.id, 'ready_for_pickup');
    const ready = await sentAbout(customer, 'order_ready_for_pickup');
    expect(ready.text).toContain(`Order ${order.number} is ready to collect`);
    expect(ready.text).toContain('14 Station Parade');
    expect(ready.text).toContain('£50.00 to pay at the counter');

    await moveOrder(api.app, operator, order.id, 'completed');
    const completed = await sentAbout(customer, 'order_completed');
    expect(completed.text).toContain(`Order ${order.number} is complete`);
    expect(completed.text).toContain('You earned 50 loyalty points');
    expect(completed.email!.subject).toBe(`Corner Market: Order ${order.number} is complete`);
  });

  it('says what is due when a delivery goes out', async () => {
    const customer = await shopper(api.app);
    const addressId = await savedAddress(api.app, customer);
    const rice = await stockProduct(api.app, 'basmati-rice', 50, 1000);
    await addToCart(api.app, customer, rice.id, 1);
    const order = await placeForDelivery(api.app, customer, addressId);
    await moveOrder(api.app, operator, order.id, 'confirmed');
    await moveOrder(api.app, operator, order.id, 'out_for_delivery');
    const out = await sentAbout(customer, 'order_out_for_delivery');
    // £10.00 and £3.99 delivery below £40.
    expect(out.text).toContain(`Order ${order.number} is out for delivery`);
    expect(out.text).toContain('have £13.99 ready to pay the driver');
  });

  it('gives the store’s reason for a cancellation, in the messages and in the customer’s timeline', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const reason = 'The last bag was damaged in the stockroom';
    expect((await moveOrder(api.app, operator, order.id, 'cancelled', reason)).statusCode).toBe(
      200,
    );

    const cancelled = await sentAbout(customer, 'order_cancelled');
    expect(cancelled.text).toContain(`Order ${order.number} is cancelled by the store: ${reason}.`);
    expect(cancelled.email!.body).toContain(reason);
    const own = await api.app.inject({
      method: 'GET',
      url: `/api/me/orders/${order.id}`,
      headers: as(customer.token),
    });
    expect(own.json().history.at(-1)).toMatchObject({ status: 'cancelled', note: reason });
  });

  it('refuses an operator’s cancellation without a reason, changing nothing', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${order.id}/status`,
      headers: as(operator),
      payload: { status: 'cancelled' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('note');
    const [row] = await api.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('placed');
    expect((await outboxOf(api.app, customer.user.id)).map((row) => row.topic)).toEqual([
      'order_placed',
      'order_placed',
    ]);
  });

  it('does not read a customer’s own cancellation back to them as a reason', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    await api.app.inject({
      method: 'POST',
      url: `/api/me/orders/${order.id}/cancel`,
      headers: as(customer.token),
    });
    const cancelled = await sentAbout(customer, 'order_cancelled');
    expect(cancelled.text).toContain(`Order ${order.number} is cancelled, as you asked.`);
    expect(cancelled.text).toContain('You have not been charged.');
  });

  it('tells the customer a document decision, with the reason for a rejection', async () => {
    const upload = async (customer: Customer) => {
      const form = multipart([
        { name: 'documentType', value: 'passport' },
        { name: 'front', filename: 'front.png', contentType: 'image/png', data: PNG },
      ]);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/uploaddocument',
        headers: { ...form.headers, ...as(customer.token) },
        payload: form.payload,
      });
      return response.json().id as string;
    };
    const review = (documentId: string, payload: object) =>
      api.app.inject({
        method: 'POST',
        url: `/api/operator/documents/${documentId}/review`,
        headers: as(operator),
        payload,
      });

    const approved = await shopper(api.app);
    expect((await review(await upload(approved), { decision: 'approve' })).statusCode).toBe(200);
    expect((await sentAbout(approved, 'document_approved')).text).toContain(
      'Your identity document is approved.',
    );

    const rejected = await shopper(api.app);
    const response = await review(await upload(rejected), {
      decision: 'reject',
      reason: 'The photo is blurred',
    });
    expect(response.statusCode).toBe(200);
    const told = await sentAbout(rejected, 'document_rejected');
    expect(told.text).toContain('was not accepted: The photo is blurred.');
    expect(told.text).toContain('/verify/documents');
  });

  it('tells the customer of the store’s wallet credit, with the new balance', async () => {
    const customer = await shopper(api.app);
    await giveCredit(api.app, operator, customer.user.id, 250);
    const credited = await sentAbout(customer, 'wallet_credited');
    expect(credited.text).toContain('We added £2.50 to your wallet (Goodwill).');
    expect(credited.text).toContain('Your balance is £2.50');
  });
});

describe('the customer’s choices', () => {
  it('switches order texts off while account messages and codes still go', async () => {
    const customer = await shopper(api.app);
    const saved = await api.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: as(customer.token),
      payload: { orderUpdatesBySms: false, orderUpdatesByEmail: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ orderUpdatesBySms: false, orderUpdatesByEmail: true });
    const read = await api.app.inject({
      method: 'GET',
      url: '/api/me/notification-preferences',
      headers: as(customer.token),
    });
    expect(read.json()).toEqual({ orderUpdatesBySms: false, orderUpdatesByEmail: true });

    await placedOrder(api.app, customer);
    await giveCredit(api.app, operator, customer.user.id, 100);
    const written = await outboxOf(api.app, customer.user.id);
    expect(written.map((row) => `${row.topic} ${row.channel}`)).toEqual([
      'order_placed email',
      'wallet_credited sms',
      'wallet_credited email',
    ]);

    // A code is a security message: it is texted whatever the customer chose.
    const unverified = await registerCustomer(api.app);
    await api.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: as(unverified.token),
      payload: { orderUpdatesBySms: false, orderUpdatesByEmail: false },
    });
    const code = await api.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: as(unverified.token),
      payload: {},
    });
    expect(code.statusCode).toBe(200);
    expect(await textsTo(unverified.user.mobile)).toEqual([
      expect.stringMatching(/^Your Corner Market code is \d{6}\./),
    ]);
  });

  it('refuses a preference that is not true or false, naming it', async () => {
    const customer = await shopper(api.app);
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: as(customer.token),
      payload: { orderUpdatesBySms: 'no', orderUpdatesByEmail: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('orderUpdatesBySms');
  });

  it('lets customer service read what was sent', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    await api.app.notificationDispatcher.flush();
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/operator/customers/${customer.user.id}/notifications`,
      headers: as(operator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent', orderNumber: order.number }),
      expect.objectContaining({ channel: 'sms', status: 'sent', orderNumber: order.number }),
    ]);
  });
});

describe('the dispatcher', () => {
  it('sends each message once when two dispatchers work the same outbox at once', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => shopper(api.app)));
    for (const customer of customers) await placedOrder(api.app, customer);
    const due = (
      await api.app.db.select().from(notifications).where(eq(notifications.status, 'pending'))
    ).map((row) => `${row.recipient} ${row.body}`);
    expect(due.length).toBeGreaterThanOrEqual(12);

    // Slow providers, so the two dispatchers' runs overlap.
    const sent: string[] = [];
    const record = async (to: string, body: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(`${to} ${body}`);
    };
    const dispatcher = (name: string) =>
      createDispatcher({
        db: api.app.db,
        sms: { send: (to, body) => record(to, body) },
        email: { send: (email) => record(email.to, email.text) },
        log: api.app.log.child({ dispatcher: name }),
        maxAttempts: 3,
        retryBaseMs: 1000,
        batchSize: 3,
      });
    await Promise.all([dispatcher('one').flush(), dispatcher('two').flush()]);

    expect([...sent].sort()).toEqual([...due].sort());
    const after = await api.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.status, 'pending'));
    expect(after).toEqual([]);
  });

  it('tries a failed send again after a growing wait, gives up after the last try, and never touches the order', async () => {
    // Long enough that a slow machine's next flush still comes before it.
    const RETRY_BASE_MS = 2000;
    const failing = await build({
      // Nothing listens on port 9: every e-mail fails, every text goes.
      SMTP_URL: 'smtp://127.0.0.1:9',
      NOTIFY_RETRY_BASE_MS: String(RETRY_BASE_MS),
      NOTIFY_MAX_ATTEMPTS: '2',
    });
    try {
      const customer = await shopper(failing.app);
      const order = await placedOrder(failing.app, customer);
      const emailRow = async () =>
        (
          await failing.app.db
            .select()
            .from(notifications)
            .where(
              and(eq(notifications.userId, customer.user.id), eq(notifications.channel, 'email')),
            )
        )[0]!;

      const triedFrom = Date.now();
      await failing.app.notificationDispatcher.flush();
      const triedBy = Date.now();
      const first = await emailRow();
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first.lastError).toMatch(/ECONNREFUSED|connect/i);
      // The next try is set the base wait after this one, whatever the time
      // since (the database's clock is this machine's; a few ms for rounding).
      const due = first.nextAttemptAt.getTime();
      expect(due - triedFrom).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
      expect(due - triedBy).toBeLessThanOrEqual(RETRY_BASE_MS + 5);

      // Not due yet: nothing is tried.
      await failing.app.notificationDispatcher.flush();
      expect((await emailRow()).attempts).toBe(1);

      await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 50));
      await failing.app.notificationDispatcher.flush();
      expect(await emailRow()).toMatchObject({ status: 'failed', attempts: 2 });

      // The text went, and the order is as it was placed.
      const texts = await failing.app.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, customer.user.mobile));
      expect(texts).toHaveLength(1);
      const own = await failing.app.inject({
        method: 'GET',
        url: `/api/me/orders/${order.id}`,
        headers: as(customer.token),
      });
      expect(own.json()).toMatchObject({ status: 'placed' });
    } finally {
      await failing.close();
    }
  });
});

describe('e-mail over SMTP', () => {
  it('sends the customer’s e-mails through the SMTP server named by SMTP_URL', async () => {
    const received: Array<{ from: string; to: string[]; data: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const smtp = await build({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const customer = await shopper(smtp.app);
      const order = await placedOrder(smtp.app, customer);
      await smtp.app.notificationDispatcher.flush();

      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('orders@corner-market.test');
      expect(received[0]!.to).toEqual([customer.user.email]);
      expect(received[0]!.data).toContain(
        `Subject: Corner Market: We have your order ${order.number}`,
      );
      // SMTP_URL set: nothing is written to the development outbox.
      expect(
        await smtp.app.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.recipient, customer.user.email)),
      ).toEqual([]);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the development e-mail outbox', () => {
  it('reads one address’s e-mails, and does not exist in production', async () => {
    const customer = await shopper(api.app);
    await placedOrder(api.app, customer);
    await api.app.notificationDispatcher.flush();
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/dev/email-outbox?to=${encodeURIComponent(customer.user.email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(1);

    const production = await build(PRODUCTION);
    try {
      const missing = await production.app.inject({
        method: 'GET',
        url: '/api/dev/email-outbox?to=a%40example.test',
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
