import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeSlowStatements,
  parseLog,
  plansOf,
  slowStatements,
  statementKey,
  trimmed,
} from './plans.mjs';

// PostgreSQL 15's stderr log as Debian writes it (log_line_prefix
// '%m [%p] %q%u@%d '), cut from a real run: auto_explain's plans of the bench's
// database, another database's slow statement with its parameters, a
// background process's line, and a query text over two lines.
const LOG = [
  '\tRows Removed by Filter: 29305', // the end of a message the slice cut into
  '2026-12-06 09:41:00.153 UTC [8499] postgres@storefront_bench_large LOG:  duration: 426.209 ms  plan:',
  '\tQuery Text: select count(*) from "products" where "products"."store_id" = $1',
  '\tFinalize Aggregate  (cost=10519.57..10519.58 rows=1 width=8) (actual rows=1 loops=1)',
  '\t  ->  Gather  (cost=10519.36..10519.57 rows=2 width=8) (actual rows=3 loops=1)',
  '\t        ->  Parallel Seq Scan on products  (cost=0.00..9479.09 rows=6952 width=4) (actual rows=600 loops=3)',
  '\t              Filter: (store_id = 38)',
  '2026-12-06 09:41:00.200 UTC [7001] postgres@storefront_scale_dev LOG:  duration: 900.000 ms  execute <unnamed>: select 1',
  "2026-12-06 09:41:00.200 UTC [7001] postgres@storefront_scale_dev DETAIL:  parameters: $1 = '38'",
  '2026-12-06 09:41:00.250 UTC [7002] postgres@storefront_scale_dev LOG:  duration: 800.000 ms  plan:',
  '\tQuery Text: select * from orders',
  '\tSeq Scan on orders  (cost=0.00..1.00 rows=1 width=8) (actual rows=1 loops=1)',
  '2026-12-06 09:41:00.287 UTC [8496] postgres@storefront_bench_large LOG:  duration: 603.431 ms  plan:',
  '\tQuery Text: select count(*) from "products"',
  '\t  where "products"."store_id" = $1',
  '\tAggregate  (cost=1.00..2.00 rows=1 width=8) (actual rows=1 loops=1)',
  '\t  ->  Seq Scan on products  (cost=0.00..1.00 rows=50000 width=0) (actual rows=50073 loops=1)',
  '2026-12-06 09:41:00.300 UTC [18276] LOG:  checkpoint starting: time',
  '2026-12-06 09:41:00.483 UTC [8499] postgres@storefront_bench_large LOG:  duration: 12.835 ms  plan:',
  '\tQuery Text: select "orders"."id" from "orders" where "orders"."user_id" = $1 limit $2',
  '\tLimit  (cost=0.43..8.45 rows=10 width=16) (actual rows=10 loops=1)',
  '\t  ->  Index Scan using orders_user_created on orders  (cost=0.43..400.45 rows=500 width=16) (actual rows=10 loops=1)',
  '',
].join('\n');

describe('the plans in PostgreSQL’s log', () => {
  it('reads messages by their prefix, each with its continuation lines, and drops a cut-off start', () => {
    const entries = parseLog(LOG);
    assert.equal(entries.length, 7);
    assert.deepEqual(
      entries.map((entry) => [entry.pid, entry.database, entry.level]),
      [
        [8499, 'storefront_bench_large', 'LOG'],
        [7001, 'storefront_scale_dev', 'LOG'],
        [7001, 'storefront_scale_dev', 'DETAIL'],
        [7002, 'storefront_scale_dev', 'LOG'],
        [8496, 'storefront_bench_large', 'LOG'],
        [18276, undefined, 'LOG'],
        [8499, 'storefront_bench_large', 'LOG'],
      ],
    );
    // The tab PostgreSQL puts after each newline is taken off; the plan's own indent stays.
    assert.equal(
      entries[0].lines[3],
      '  ->  Gather  (cost=10519.36..10519.57 rows=2 width=8) (actual rows=3 loops=1)',
    );
  });

  it('keeps only auto_explain’s plans of the bench’s database, each query apart from its plan', () => {
    const plans = plansOf(parseLog(LOG), 'storefront_bench_large');
    assert.deepEqual(
      plans.map((plan) => plan.durationMs),
      [426.209, 603.431, 12.835],
    );
    assert.equal(
      plans[0].query,
      'select count(*) from "products" where "products"."store_id" = $1',
    );
    assert.equal(plans[0].plan.length, 4);
    assert.match(plans[0].plan[0], /^Finalize Aggregate/);
    // A query over two lines stays whole, and its plan starts at the top node.
    assert.equal(
      plans[1].query,
      'select count(*) from "products"\n  where "products"."store_id" = $1',
    );
    assert.match(plans[1].plan[0], /^Aggregate/);
  });

  it('takes every database’s plans when the log names none', () => {
    const unnamed = LOG.replaceAll(/ postgres@\S+ /g, ' ');
    assert.equal(plansOf(parseLog(unnamed), 'storefront_bench_large').length, 4);
  });

  it('groups a statement’s runs however they were spaced, slowest first, with the slowest run’s plan', () => {
    const statements = slowStatements(plansOf(parseLog(LOG), 'storefront_bench_large'));
    assert.equal(statements.length, 2);
    const [count, orders] = statements;
    assert.equal(count.count, 2);
    assert.equal(count.maxMs, 603.431);
    assert.equal(count.totalMs, 426.209 + 603.431);
    assert.match(count.plan[0], /^Aggregate/, 'the 603 ms run’s plan, not the 426 ms one’s');
    assert.equal(orders.count, 1);
    assert.equal(orders.maxMs, 12.835);
  });

  it('prints the slowest few, their text and plans cut short', () => {
    const statements = slowStatements(plansOf(parseLog(LOG), 'storefront_bench_large'));
    const lines = describeSlowStatements(statements, { limit: 1, queryChars: 20, planLines: 2 });
    assert.deepEqual(lines, [
      '  2× slow, slowest 603.4 ms, 1030 ms in all: selec … ore_id" = $1',
      '      Aggregate  (cost=1.00..2.00 rows=1 width=8) (actual rows=1 loops=1)',
      '        ->  Seq Scan on products  (cost=0.00..1.00 rows=50000 width=0) (actual rows=50073 loops=1)',
      '  … and 1 other slow statement',
    ]);
    const cut = describeSlowStatements(statements.slice(1), { planLines: 1 });
    assert.equal(cut.at(-1), '      … 1 more line');
  });

  it('takes an insert of any number of rows, or a list of any length, for one statement', () => {
    const insert = (/** @type {number} */ rows) =>
      `insert into "products" ("id", "sku") values ${Array.from(
        { length: rows },
        (_, row) => `(default, $${row + 1})`,
      ).join(', ')} on conflict do nothing`;
    assert.equal(statementKey(insert(175)), statementKey(insert(188)));
    assert.equal(
      statementKey(insert(3)),
      'insert into "products" ("id", "sku") values (default, $), … on conflict do nothing',
    );
    assert.equal(
      statementKey('select 1 from t where id in ($1, $2) and a = $3'),
      statementKey('select 1 from t\n  where id in ($4, $5, $6) and a = $1'),
    );
    assert.notEqual(
      statementKey('select 1 from t where a = $1'),
      statementKey('select 1 from t where b = $1'),
    );
  });

  it('cuts a long statement in the middle, keeping its conditions at the end', () => {
    const query = `select ${'"products"."column", '.repeat(30)}1 from "products" where "products"."sku" = $1 limit $2`;
    const cut = trimmed(query, 100);
    assert.equal(cut.length, 100);
    assert.ok(cut.startsWith('select "products"."col'));
    assert.ok(cut.endsWith('where "products"."sku" = $1 limit $2'));
    assert.equal(trimmed('select 1', 100), 'select 1');
  });
});
