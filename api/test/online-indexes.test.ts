import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import {
  buildOnlineIndexes,
  parseOnlineIndexes,
  readOnlineIndexes,
  type OnlineIndex,
} from '../src/db/online-indexes';
import { rowsOf } from '../src/db/raw-rows';
import { freshDatabase } from './databases';
import { build, type TestApp } from './helper';

// The indexes built with CREATE INDEX CONCURRENTLY after drizzle's migrations
// (drizzle/online/): there on every start, on both engines, and, on
// PostgreSQL, built without holding writes up.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('online indexes', () => {
  it('refuses a statement that is not a concurrent, repeatable index build', () => {
    expect(() => parseOnlineIndexes('x.sql', 'CREATE INDEX "a" ON "orders" ("status");')).toThrow(
      /x\.sql: every statement must be CREATE \[UNIQUE\] INDEX CONCURRENTLY IF NOT EXISTS/,
    );
    expect(() => parseOnlineIndexes('z.sql', 'DROP INDEX "a";')).toThrow(/z\.sql: every statement/);
    expect(
      parseOnlineIndexes(
        'y.sql',
        '-- why\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "a" ON "t" ("c");--> statement-breakpoint\n' +
          'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS b ON t (c);--> statement-breakpoint\n' +
          'DROP INDEX CONCURRENTLY IF EXISTS "old_a";',
      ),
    ).toEqual([
      { name: 'a', statement: 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "a" ON "t" ("c")' },
      { name: 'b', statement: 'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS b ON t (c)' },
      { name: 'old_a', statement: 'DROP INDEX CONCURRENTLY IF EXISTS "old_a"', retired: true },
    ]);
  });

  describe('on a started API', () => {
    let api: TestApp;
    beforeAll(async () => {
      api = await build();
    });
    afterAll(() => api.close());

    it('finds every online index built and valid, and the retired ones gone', async () => {
      const indexes = readOnlineIndexes();
      const names = indexes.filter((index) => !index.retired).map((index) => index.name);
      const retired = indexes.filter((index) => index.retired).map((index) => index.name);
      expect(names).toContain('orders_store_status_created');
      expect(retired).toContain('products_listed_name');
      const rows = await rowsOf<{ name: string; valid: boolean }>(
        api.app.db,
        sql`select c.relname as name, i.indisvalid as valid from pg_index i
              join pg_class c on c.oid = i.indexrelid where c.relname in (${sql.join(
                names.map((name) => sql`${name}`),
                sql`, `,
              )})`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.name, row.valid]))).toEqual(
        Object.fromEntries(names.map((name) => [name, true])),
      );
      const left = await rowsOf<{ name: string }>(
        api.app.db,
        sql`select relname as name from pg_class where relname in (${sql.join(
          retired.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      );
      expect(left).toEqual([]);
    });
  });

  if (onPostgres) {
    describe('on PostgreSQL', () => {
      let databaseUrl: string;
      let drop: () => Promise<void>;
      const clients: Client[] = [];
      const connect = async () => {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        clients.push(client);
        return client;
      };
      const testIndex: OnlineIndex = {
        name: 'orders_online_test',
        statement:
          'CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_online_test" ON "orders" ("total_minor")',
      };
      const validity = async (client: Client) =>
        (
          await client.query<{ valid: boolean }>(
            `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
              where c.relname = 'orders_online_test'`,
          )
        ).rows[0]?.valid;
      /** A writer's lock on orders, taken now or refused within a second. */
      const writeLockWithin1s = async (client: Client) => {
        await client.query('BEGIN');
        await client.query("SET LOCAL lock_timeout = '1s'");
        try {
          await client.query('LOCK TABLE orders IN ROW EXCLUSIVE MODE');
          return 'granted';
        } catch (error) {
          return (error as { code?: string }).code === '55P03' ? 'refused' : String(error);
        } finally {
          await client.query('ROLLBACK');
        }
      };

      beforeEach(async () => {
        const database = await freshDatabase();
        databaseUrl = database.databaseUrl!;
        drop = database.drop;
      });
      afterEach(async () => {
        await Promise.all(clients.splice(0).map((client) => client.end()));
        await drop();
      });

      it('lets writers on while an index is built, where a plain build holds them up', async () => {
        const [writing, building, writer] = [await connect(), await connect(), await connect()];
        // A transaction that has written to orders: any index build waits for it.
        await writing.query('BEGIN');
        await writing.query('LOCK TABLE orders IN ROW EXCLUSIVE MODE');

        const built = buildOnlineIndexes(building, [testIndex]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await writeLockWithin1s(writer)).toBe('granted');
        expect(await validity(writer)).toBe(false); // still being built, waiting on `writing`
        await writing.query('COMMIT');
        expect(await built).toEqual(['orders_online_test']);
        expect(await validity(writer)).toBe(true);

        // The same wait with a plain CREATE INDEX: the next writer queues behind it.
        await writing.query('BEGIN');
        await writing.query('LOCK TABLE orders IN ROW EXCLUSIVE MODE');
        const plain = building.query(
          'CREATE INDEX "orders_plain_test" ON "orders" ("total_minor")',
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await writeLockWithin1s(writer)).toBe('refused');
        await writing.query('COMMIT');
        await plain;
      });

      it('builds again an index a cut-short build left invalid, and skips a valid one', async () => {
        const [writing, building, admin] = [await connect(), await connect(), await connect()];
        await writing.query('BEGIN');
        await writing.query('LOCK TABLE orders IN ROW EXCLUSIVE MODE');
        const cut = building.query(testIndex.statement).catch((error: { code?: string }) => error);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await admin.query('SELECT pg_cancel_backend($1)', [
          (building as unknown as { processID: number }).processID,
        ]);
        expect(await cut).toMatchObject({ code: '57014' });
        await writing.query('COMMIT');
        expect(await validity(admin)).toBe(false);

        expect(await buildOnlineIndexes(building, [testIndex])).toEqual(['orders_online_test']);
        expect(await validity(admin)).toBe(true);
        expect(await buildOnlineIndexes(building, [testIndex])).toEqual([]);
      });

      it('drops a retired index where it is still found, and only there', async () => {
        const client = await connect();
        const retired: OnlineIndex = {
          name: 'orders_retired_test',
          statement: 'DROP INDEX CONCURRENTLY IF EXISTS "orders_retired_test"',
          retired: true,
        };
        await client.query('CREATE INDEX "orders_retired_test" ON "orders" ("total_minor")');
        expect(await buildOnlineIndexes(client, [retired])).toEqual(['orders_retired_test']);
        const { rows } = await client.query(
          "select 1 from pg_class where relname = 'orders_retired_test'",
        );
        expect(rows).toEqual([]);
        expect(await buildOnlineIndexes(client, [retired])).toEqual([]);
      });

      it('gives an index on an expression its statistics as it is built', async () => {
        const client = await connect();
        const onExpression: OnlineIndex = {
          name: 'users_expression_test',
          statement:
            'CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_expression_test" ON "users" ' +
            "(replace(\"name\", ' ', ''))",
        };
        // Until they are there, PostgreSQL guesses at how many rows the
        // expression matches (it read every customer for a name search).
        const statistics = async () =>
          (
            await client.query(
              "select 1 from pg_stats where tablename = 'users_expression_test' and attname = 'replace'",
            )
          ).rows.length;
        expect(await buildOnlineIndexes(client, [onExpression])).toEqual(['users_expression_test']);
        expect(await statistics()).toBe(1);
      });

      it('leaves the build to the instance already building, without waiting', async () => {
        const [holder, other] = [await connect(), await connect()];
        await holder.query("SELECT pg_advisory_lock(hashtext('storefront:online-indexes'))");
        expect(await buildOnlineIndexes(other, [testIndex])).toEqual([]);
        expect(await validity(other)).toBeUndefined();
      });
    });
  }
});
