import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seenFigures } from './console.mjs';
import {
  LARGE_BUDGETS,
  describeBudget,
  judgeImport,
  judgeLoad,
  judgeReady,
  judgeSeen,
  judgeSitemap,
} from './budgets.mjs';

const load = { p50: 8, p99: 40, perSecond: 2000, errors: 0 };
const sitemap = {
  status: 200,
  firstByteMs: 120,
  totalMs: 2400,
  chunks: 40,
  chunked: true,
  bytes: 3_000_000,
  urls: 50_000,
};

describe('the large bench’s budgets', () => {
  it('each has a label and at least one bound, printed in words', () => {
    for (const [name, budget] of Object.entries(LARGE_BUDGETS)) {
      assert.ok(budget.label, `${name} has a label`);
      assert.notEqual(describeBudget(budget), '', `${name} has a bound`);
    }
    assert.equal(describeBudget(LARGE_BUDGETS.cartUpdate), '≥ 1,500/s, p99 ≤ 60 ms');
    assert.equal(describeBudget(LARGE_BUDGETS.search), 'p99 ≤ 50 ms');
    assert.equal(describeBudget(LARGE_BUDGETS.sitemap), 'first byte ≤ 300 ms, streamed');
    assert.equal(describeBudget(LARGE_BUDGETS.productImport), '≤ 2 min, per-row report');
    assert.equal(describeBudget({ label: '', readyMs: 21_500 }), 'ready ≤ 21.5 s');
  });

  it('holds a load to its p99, its rate, and no errors', () => {
    assert.deepEqual(judgeLoad(load, { label: '', p99Ms: 50, perSecond: 1500 }), {
      met: true,
      misses: [],
    });
    assert.deepEqual(judgeLoad(load, { label: '', p99Ms: 30 }), {
      met: false,
      misses: ['p99 40 ms > 30 ms'],
    });
    assert.deepEqual(judgeLoad({ ...load, perSecond: 1234.4 }, LARGE_BUDGETS.cartUpdate), {
      met: false,
      misses: ['1,234/s < 1,500/s'],
    });
    // Fast failures are no answers.
    assert.deepEqual(judgeLoad({ ...load, errors: 3 }, { label: '', p99Ms: 50 }).misses, [
      '3 errors',
    ]);
    // A p99 on the bound meets it.
    assert.equal(judgeLoad(load, { label: '', p99Ms: 40 }).met, true);
  });

  it('misses a budget that was not measured, or where nothing answered', () => {
    assert.deepEqual(judgeLoad(null, LARGE_BUDGETS.search), {
      met: false,
      misses: ['not measured'],
    });
    assert.deepEqual(judgeLoad({ ...load, p50: null, p99: null }, LARGE_BUDGETS.search).misses, [
      'no p99: nothing answered',
    ]);
    assert.equal(judgeSitemap(undefined, LARGE_BUDGETS.sitemap).met, false);
    assert.equal(judgeImport(null, LARGE_BUDGETS.productImport).met, false);
    assert.equal(judgeReady(null, LARGE_BUDGETS.npmStartFresh).met, false);
  });

  it('holds sitemap.xml to its first byte and to being streamed', () => {
    assert.equal(judgeSitemap(sitemap, LARGE_BUDGETS.sitemap).met, true);
    assert.deepEqual(
      judgeSitemap({ ...sitemap, chunked: false }, LARGE_BUDGETS.sitemap).misses,
      ['not streamed: sent whole, with a Content-Length'],
      'a large body sent whole arrives in many pieces too',
    );
    assert.deepEqual(judgeSitemap({ ...sitemap, chunks: 1 }, LARGE_BUDGETS.sitemap).misses, [
      'one piece only',
    ]);
    assert.deepEqual(
      judgeSitemap(
        { ...sitemap, status: 503, firstByteMs: 5070, chunks: 0, chunked: false },
        LARGE_BUDGETS.sitemap,
      ).misses,
      [
        'answered 503',
        'first byte 5,070 ms > 300 ms',
        'not streamed: sent whole, with a Content-Length',
      ],
    );
  });

  it('holds the import to its time, its rows, its report and its finish', () => {
    const done = { seconds: 95.2, rows: 50_000, reportRows: 50_000, status: 'done' };
    assert.equal(judgeImport(done, LARGE_BUDGETS.productImport).met, true);
    assert.deepEqual(
      judgeImport({ ...done, seconds: 130.04 }, LARGE_BUDGETS.productImport).misses,
      ['130.0 s > 120.0 s'],
    );
    assert.deepEqual(
      judgeImport({ ...done, reportRows: 49_000 }, LARGE_BUDGETS.productImport).misses,
      ['report has 49,000 of 50,000 rows'],
    );
    assert.deepEqual(judgeImport({ ...done, rows: 500 }, LARGE_BUDGETS.productImport).misses, [
      '500 rows < 50,000',
    ]);
    assert.deepEqual(
      judgeImport({ ...done, status: 'failed' }, LARGE_BUDGETS.productImport).misses,
      ['import failed'],
    );
  });

  it('holds a console step to the median of its rounds, each drawn', () => {
    const budget = LARGE_BUDGETS.consoleStep;
    assert.equal(describeBudget(budget), '≤ 200 ms as seen');
    const seen = seenFigures([120, 240, 150]);
    assert.deepEqual(seen, { medianMs: 150, minMs: 120, maxMs: 240, rounds: 3, notDrawn: 0 });
    assert.equal(judgeSeen(seen, budget).met, true);
    assert.deepEqual(judgeSeen(seenFigures([180, 240, 210]), budget).misses, ['210 ms > 200 ms']);
    assert.deepEqual(judgeSeen(seenFigures([90, null, 95]), budget).misses, [
      'not drawn within 15 s in 1 of 3 rounds',
    ]);
    assert.deepEqual(judgeSeen(null, budget).misses, ['not measured']);
  });

  it('holds a start to its ready time', () => {
    assert.equal(judgeReady({ readyMs: 21_500 }, { label: '', readyMs: 21_500 }).met, true);
    assert.deepEqual(judgeReady({ readyMs: 25_040 }, { label: '', readyMs: 21_500 }).misses, [
      'ready in 25.0 s > 21.5 s',
    ]);
  });
});
