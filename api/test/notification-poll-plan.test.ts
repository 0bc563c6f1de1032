import { sql } from 'drizzle-orm';
import { dueNotifications } from '../src/modules/notifications/repository';
import { build, type TestApp } from './helper';

// The dispatcher asks for due messages every second. On the embedded PGlite
// every plan is generic (db/database.ts), and a generic plan can use the index
// of pending messages only if the statement names 'pending' itself: with it as
// a parameter, each poll read the whole outbox.

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

it('finds due messages through the index of pending ones under a generic plan', async () => {
  const { sql: text, params } = dueNotifications(api.app.db, 20).toSQL();
  const plan = await api.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    // A scan of the table only if the index cannot answer, however few the rows.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql.raw(`prepare due_probe as ${text}`));
    // EXECUTE's arguments as literals: they are the statement's own values (a number, or text).
    const values = params.map((value) =>
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
    );
    const explained = (await tx.execute(
      sql.raw(`explain (format json) execute due_probe(${values.join(', ')})`),
    )) as { rows: unknown[] };
    await tx.execute(sql`deallocate due_probe`);
    return JSON.stringify(explained.rows);
  });
  expect(plan).toContain('"Index Name":"notifications_due"');
  expect(plan).not.toContain('Seq Scan');
});
