import { sql } from 'drizzle-orm';
import { build, type TestApp } from './helper';

// The console's audit log filtered by an action, newest first. At a grocer's
// size nearly every entry is an order's status change; by the store's index a
// rare action's page walked the whole log for its few entries (drizzle/online/0004).

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

it('reads an action’s page of the audit log from the index of its own entries', async () => {
  const plan = await api.app.db.transaction(async (tx) => {
    // However few the rows here, only an index that holds the action can answer without a filter.
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = (await tx.execute(
      sql`explain (format json) select id from audit_log
        where store_id = 38 and action = 'category.created' order by id desc limit 25`,
    )) as { rows: unknown[] };
    return JSON.stringify(explained.rows);
  });
  expect(plan).toContain('"Index Name":"audit_log_store_action"');
  expect(plan).not.toContain('"Filter"');
});
