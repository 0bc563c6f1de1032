import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STORE_ID } from '@storefront/shared/contracts';
import { imports, users } from '../src/db/schema';
import { importsRepository } from '../src/modules/imports/repository';
import { gatedJob, openEveryGate } from './gated-import';
import { build, type TestApp } from './helper';

// An import is worked by the instance that accepted it, under a lease it
// renews; only an import whose lease has run out (its instance stopped) is
// failed, by whichever instance sweeps first.

// Short, so a test waits a few leases; long enough that a heartbeat (every
// third of it) delayed by a busy machine still comes in time: at 300 ms, one
// CI run with both API passes on its two cores failed a live import.
const LEASE_MS = 1000;

let api: TestApp;
beforeAll(async () => {
  api = await build({ IMPORT_LEASE_MS: String(LEASE_MS) });
});
afterAll(async () => {
  openEveryGate();
  await api.close();
});

async function operatorId(app: FastifyInstance): Promise<string> {
  const [operator] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, SEED_ACCOUNTS.operator.email));
  return operator!.id;
}

async function newImport(app: FastifyInstance, lease?: { workerId: string; ms: number }) {
  return importsRepository.create(
    app.db,
    {
      kind: 'customers',
      storeId: STORE_ID,
      operatorId: await operatorId(app),
      fileName: 'customers.csv',
      totalRows: 3,
      ignoredColumns: [],
    },
    lease,
  );
}

const statusOf = async (app: FastifyInstance, importId: string) =>
  (await app.db.select().from(imports).where(eq(imports.id, importId)))[0]!;

describe('import leases', () => {
  it('fails an import whose instance stopped renewing its lease, and only that one', async () => {
    const abandoned = await newImport(api.app, { workerId: 'stopped-instance', ms: 100 });
    const heldElsewhere = await newImport(api.app, { workerId: 'live-instance', ms: 60_000 });

    await sleep(LEASE_MS * 4);

    const gone = await statusOf(api.app, abandoned.id);
    expect(gone.status).toBe('failed');
    expect(gone.error).toMatch(/^The server stopped before this import finished/);
    expect((await statusOf(api.app, heldElsewhere.id)).status).toBe('processing');
  });

  it('keeps its own import alive while it works, however long past one lease', async () => {
    const started = await newImport(api.app, api.app.importQueue.lease);
    const { job, open } = gatedJob(api.app, started.id, 600);
    api.app.importQueue.enqueue(job);

    // Five leases' time: the heartbeat renews it while the batch waits.
    await sleep(LEASE_MS * 5);
    expect((await statusOf(api.app, started.id)).status).toBe('processing');

    open();
    await api.app.importQueue.idle();
    expect(await statusOf(api.app, started.id)).toMatchObject({
      status: 'done',
      processedRows: 600,
      error: null,
    });
  });

  it('stops working an import another instance has given up for abandoned', async () => {
    const started = await newImport(api.app, api.app.importQueue.lease);
    const { job, open, begun } = gatedJob(api.app, started.id, 600);
    api.app.importQueue.enqueue(job);
    await begun;
    // As another instance would, finding the lease run out.
    await api.app.db
      .update(imports)
      .set({ status: 'failed', error: 'Given up' })
      .where(eq(imports.id, started.id));

    open();
    await api.app.importQueue.idle();
    const after = await statusOf(api.app, started.id);
    expect(after).toMatchObject({ status: 'failed', error: 'Given up' });
    // The batch under way commits; no batch starts after it.
    expect(after.processedRows).toBe(250);
  });
});
