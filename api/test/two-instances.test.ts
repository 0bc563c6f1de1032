import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STORE_ID } from '@storefront/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { emailOutbox, imports, notifications, smsOutbox, users } from '../src/db/schema';
import { importsRepository } from '../src/modules/imports/repository';
import { notificationsRepository } from '../src/modules/notifications/repository';
import { gatedJob, openEveryGate } from './gated-import';
import { createDatabase, dropDatabase, registerCustomer } from './helper';

// Two API instances on one PostgreSQL database, as a deployment behind a load
// balancer runs them. Sharing one database between instances is what
// PostgreSQL is for (the embedded engine is one process's), so this file always
// runs on PostgreSQL: TEST_DATABASE_URL, or the local server the scripts start.
const ADMIN_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/postgres';
// Both instances share this test's one event loop, so the second's start (its
// routes and schemas built, its migration and seed checked) holds up the first's
// lease renewals. With both API passes running side by side on 2 cores, a
// 400 ms lease ran out during that start (twice, in full runs; never alone).
// The lease must outlast the stall, or the sweep rightly finds it run out.
const LEASE_MS = 2000;

const databaseName = `storefront_test_${randomBytes(6).toString('hex')}`;
let databaseUrl: string;
let first: FastifyInstance;
let second: FastifyInstance | undefined;

async function instance(): Promise<FastifyInstance> {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The import is the demo operator's.
      DEMO_ACCOUNTS: 'published',
      AUTH_RATE_LIMIT: '1000',
      NOTIFY_POLL_MS: '0',
      IMPORT_LEASE_MS: String(LEASE_MS),
      DATABASE_URL: databaseUrl,
    }),
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(ADMIN_URL, databaseName);
  first = await instance();
});
afterAll(async () => {
  openEveryGate();
  await second?.close();
  await first?.close();
  await dropDatabase(ADMIN_URL, databaseName);
});

describe('two instances on one database', () => {
  it('start while the first works an import, which goes on to the end', async () => {
    const [operator] = await first.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SEED_ACCOUNTS.operator.email));
    const started = await importsRepository.create(
      first.db,
      {
        kind: 'customers',
        storeId: STORE_ID,
        operatorId: operator!.id,
        fileName: 'long.csv',
        totalRows: 1000,
        ignoredColumns: [],
      },
      first.importQueue.lease,
    );
    const { job, open, begun } = gatedJob(first, started.id, 1000);
    first.importQueue.enqueue(job);
    await begun;

    second = await instance();
    const statusNow = async () =>
      (await second!.db.select().from(imports).where(eq(imports.id, started.id)))[0]!;
    // Starting swept for abandoned imports: the first's is not one.
    expect((await statusNow()).status).toBe('processing');
    // Nor after several of the second's periodic sweeps, while the batch waits.
    await sleep(LEASE_MS * 4);
    expect((await statusNow()).status).toBe('processing');

    open();
    await first.importQueue.idle();
    expect(await statusNow()).toMatchObject({ status: 'done', processedRows: 1000, error: null });
  });

  it('send each of 50 queued notifications exactly once when both dispatch at once', async () => {
    second ??= await instance();
    const customer = await registerCustomer(first);
    const marker = `batch-${randomBytes(4).toString('hex')}`;
    await notificationsRepository.insert(
      first.db,
      Array.from({ length: 50 }, (_, index) => ({
        userId: customer.user.id,
        topic: 'order_placed' as const,
        channel: index % 2 === 0 ? ('sms' as const) : ('email' as const),
        recipient: index % 2 === 0 ? customer.user.mobile : customer.user.email,
        subject: index % 2 === 0 ? '' : `${marker} ${index}`,
        body: `${marker} ${index}`,
        orderId: null,
      })),
    );

    const tried = await Promise.all([
      first.notificationDispatcher.flush(),
      second.notificationDispatcher.flush(),
      first.notificationDispatcher.flush(),
      second.notificationDispatcher.flush(),
    ]);
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(50);

    const texts = await first.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(like(smsOutbox.body, `${marker} %`));
    const emails = await first.db
      .select({ body: emailOutbox.body })
      .from(emailOutbox)
      .where(like(emailOutbox.body, `${marker} %`));
    const sent = [...texts, ...emails].map((row) => row.body).sort();
    expect(sent).toEqual(Array.from({ length: 50 }, (_, index) => `${marker} ${index}`).sort());
    const states = await first.db
      .select({ status: notifications.status })
      .from(notifications)
      .where(inArray(notifications.body, sent));
    expect(states.every((row) => row.status === 'sent')).toBe(true);
  });

  it('sign a member of staff out on both at once when one deactivates them', async () => {
    second ??= await instance();
    const idOf = async (email: string) =>
      (await first.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [ownerId, pickerId] = [
      await idOf(SEED_ACCOUNTS.operator.email),
      await idOf(SEED_ACCOUNTS.picker.email),
    ];
    const owner = await first.accounts.startSession(ownerId);
    const picker = await second.accounts.startSession(pickerId);
    const pickerOrders = () =>
      second!.inject({ method: 'GET', url: '/api/operator/orders', headers: { authKey: picker } });
    expect((await pickerOrders()).statusCode).toBe(200);

    const deactivated = await first.inject({
      method: 'POST',
      url: `/api/operator/staff/${pickerId}/deactivate`,
      headers: { authKey: owner },
    });
    expect(deactivated.statusCode).toBe(200);
    // The other instance keeps no copy of the session: its next request is refused.
    expect((await pickerOrders()).statusCode).toBe(401);

    await first.inject({
      method: 'POST',
      url: `/api/operator/staff/${pickerId}/reactivate`,
      headers: { authKey: owner },
    });
  });
});
