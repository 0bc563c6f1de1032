import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LARGE_BUDGETS, judgeLoad, judgeSitemap } from './budgets.mjs';
import { describeSeen, formatTable, latency, loadRow, reportLines } from './report.mjs';

/** @import { Row } from './report.mjs' */

const context = {
  template: 'storefront_scale_large_s1',
  copySeconds: 21.3,
  migrateSeconds: 1.2,
  vacuumSeconds: 0.8,
  shoppers: 50,
  machine: {
    cpus: 2,
    load: [{ when: 'start', loadAverage: [1.5, 1, 1], paceMs: 121, everyCorePaceMs: 130 }],
  },
};

/** @type {Row} */
const searchRow = {
  name: 'search q=choclate',
  kind: 'load',
  budget: 'search',
  path: '/api/stores/38/products?q=choclate',
  figures: { p50: 410.2, p99: 812, perSecond: 45.25, errors: 0, alone: 31.4 },
  verdict: judgeLoad({ p50: 410.2, p99: 812, perSecond: 45.25, errors: 0 }, LARGE_BUDGETS.search),
  slow: [
    {
      query: 'select count(*) from products',
      count: 3,
      maxMs: 430.7,
      totalMs: 1200,
      plan: ['Aggregate  (cost=1..2 rows=1 width=8) (actual rows=1 loops=1)'],
    },
  ],
};
/** @type {Row} */
const productRow = {
  name: 'product page SC-000005 (6 variants)',
  kind: 'load',
  budget: 'productPage',
  figures: { p50: 4.25, p99: 12, perSecond: 4100, errors: 0, alone: 1.84 },
  verdict: { met: true, misses: [] },
};

describe('the large bench’s report', () => {
  it('aligns each column, numbers to the right', () => {
    const lines = formatTable(
      [{ title: 'route' }, { title: 'p99', right: true }, { title: '✓/✗' }],
      [
        ['a long route’s name', '5.0 ms', '✓'],
        ['short', '1,234 ms', '✗ p99 1,234 ms > 50 ms'],
      ],
    );
    assert.deepEqual(lines, [
      'route               |      p99 | ✓/✗',
      '--------------------|----------|-----------------------',
      'a long route’s name |   5.0 ms | ✓',
      'short               | 1,234 ms | ✗ p99 1,234 ms > 50 ms',
    ]);
  });

  it('prints latencies in tenths below 10 ms, and a dash for none', () => {
    assert.equal(latency(4.25), '4.3 ms');
    assert.equal(latency(812.4), '812 ms');
    assert.equal(latency(12_345), '12,345 ms');
    assert.equal(latency(null), '—');
  });

  it('puts each figure beside its budget, and what missed it', () => {
    assert.deepEqual(
      loadRow(
        searchRow.name,
        searchRow.figures,
        LARGE_BUDGETS.search,
        /** @type {any} */ (searchRow.verdict),
      ),
      [
        'search q=choclate',
        '31 ms',
        '410 ms',
        '812 ms',
        '45',
        'p99 ≤ 50 ms',
        '✗ p99 812 ms > 50 ms',
      ],
    );
    assert.deepEqual(
      loadRow('not run', null, LARGE_BUDGETS.search, judgeLoad(null, LARGE_BUDGETS.search)),
      ['not run', '—', '—', '—', '—', 'p99 ≤ 50 ms', '✗ not measured'],
    );
  });

  it('puts the lowest and highest of a figure’s rounds after its median', () => {
    const figures = {
      p50: 18,
      p99: 33,
      perSecond: 2576,
      errors: 0,
      alone: 1.6,
      ranges: {
        perSecond: /** @type {[number, number]} */ ([2468, 3118]),
        p99: /** @type {[number, number]} */ ([8.5, 38]),
      },
    };
    const budget = LARGE_BUDGETS.categoryList;
    assert.deepEqual(loadRow('page 100', figures, budget, judgeLoad(figures, budget)).slice(3, 5), [
      '33 ms (8.5–38)',
      '2,576 (2,468–3,118)',
    ]);
    const noP99 = { ...figures, p99: null, ranges: { ...figures.ranges, p99: null } };
    assert.equal(loadRow('page 100', noP99, budget, judgeLoad(noP99, budget))[3], '—');
  });

  it('says a console step’s median, range and rounds', () => {
    assert.equal(
      describeSeen({ medianMs: 112.4, minMs: 98.2, maxMs: 140.6, rounds: 3, notDrawn: 0 }),
      '112 ms (98–141), median of 3',
    );
    assert.equal(
      describeSeen({ medianMs: 8.25, minMs: 7.5, maxMs: 8.25, rounds: 3, notDrawn: 1 }),
      '8.3 ms (7.5–8.3), median of 2, 1 not drawn',
    );
    assert.equal(describeSeen(null, 'port 9080 is in use'), 'not measured: port 9080 is in use');
  });

  it('prints the plans under each missed route only', () => {
    /** @type {Row} */
    const sitemapRow = {
      name: 'sitemap.xml, first read',
      kind: 'sitemap',
      budget: 'sitemap',
      figures: {
        status: 200,
        firstByteMs: 90,
        totalMs: 900,
        chunks: 12,
        chunked: true,
        bytes: 2_500_000,
        urls: 50_000,
      },
      verdict: judgeSitemap(
        {
          status: 200,
          firstByteMs: 90,
          totalMs: 900,
          chunks: 12,
          chunked: true,
          bytes: 2_500_000,
          urls: 50_000,
        },
        LARGE_BUDGETS.sitemap,
      ),
    };
    const lines = reportLines([searchRow, productRow, sitemapRow], context);
    const text = lines.join('\n');
    assert.match(
      text,
      /search q=choclate +\| +31 ms \| +410 ms \| +812 ms \| +45 \| p99 ≤ 50 ms +\| ✗ p99 812 ms > 50 ms/,
    );
    assert.match(
      text,
      /product page SC-000005 \(6 variants\) \| +1\.8 ms \| +4\.3 ms \| +12 ms \| +4,100 \| p99 ≤ 20 ms +\| ✓/,
    );
    assert.match(
      text,
      /sitemap\.xml, first read \| 200, first byte 90 ms, last 900 ms, 12 pieces, chunked, 50,000 URLs, 2\.5 MB \| first byte ≤ 300 ms, streamed \| ✓/,
    );
    assert.ok(
      lines.includes(
        'pace (lib/pace.mjs, lower is faster; one core / every core at once): 121 / 130 ms (start)',
      ),
    );
    const plans = lines.indexOf(
      '== Plans of the statements over 10 ms while each missed route ran ==',
    );
    assert.notEqual(plans, -1);
    assert.deepEqual(lines.slice(plans + 1), [
      '',
      'search q=choclate (/api/stores/38/products?q=choclate):',
      '  3× slow, slowest 430.7 ms, 1200 ms in all: select count(*) from products',
      '      Aggregate  (cost=1..2 rows=1 width=8) (actual rows=1 loops=1)',
    ]);
  });

  it('says when a missed route ran no slow statement, or its plans could not be read', () => {
    const lines = reportLines(
      [
        { ...productRow, verdict: { met: false, misses: ['p99 30 ms > 20 ms'] }, slow: [] },
        { ...searchRow, slow: null },
      ],
      context,
    );
    assert.ok(lines.includes('  no statement took over 10 ms: the time went outside the database'));
    assert.ok(lines.includes('  no plans: the server’s log could not be read'));
    const pglite = reportLines(
      [{ ...productRow, verdict: { met: false, misses: ['x'] } }],
      context,
    );
    assert.ok(pglite.includes('  no plans: not run on the PostgreSQL server'));
  });

  it('has no plans section when every budget is met', () => {
    const lines = reportLines([productRow], context);
    assert.ok(!lines.some((line) => line.startsWith('== Plans')));
  });
});
