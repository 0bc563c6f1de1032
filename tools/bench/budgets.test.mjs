import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge } from './lib/budgets.mjs';
import { judgePeerRatios } from './lib/peer-budgets.mjs';
import { ratiosTo, summarisePeer } from './lib/peers.mjs';

/**
 * @import { Budgets } from './lib/budgets.mjs'
 * @import { PageSummary } from './lib/pages.mjs'
 * @import { PeerRatioBudgets } from './lib/peer-budgets.mjs'
 * @import { PeerResult, PeerSummary } from './lib/peers.mjs'
 * @import { BenchResults } from './lib/report.mjs'
 */

const PEER = 'tractor-store-react';

/** @param {number} median */
const spreadOf = (median) => ({ median, min: median, max: median });

/**
 * A page's summary as summarise() makes it, with the paint figures given and every other figure 0.
 * @param {{ fcp: number, lcp: number, fcpAt1x?: number, ttfb?: number, ttfbAt1x?: number, failedOrigins?: string[], lcpElements?: string[] }} figures
 * @returns {PageSummary}
 */
function pageOf({
  fcp,
  lcp,
  fcpAt1x,
  ttfb = 0,
  ttfbAt1x,
  failedOrigins = [],
  lcpElements = ['IMG image'],
}) {
  const zero = spreadOf(0);
  return {
    criticalJsBytes: zero,
    pageJsBytes: zero,
    totalJsBytes: zero,
    jsGzip: zero,
    jsDecoded: zero,
    pageScriptRequests: zero,
    pageRequests: zero,
    scriptRequests: zero,
    requests: zero,
    failedRequests: spreadOf(failedOrigins.length),
    ttfb: spreadOf(ttfb),
    cls: zero,
    tbt: zero,
    fcp: spreadOf(fcp),
    lcp: spreadOf(lcp),
    ...(fcpAt1x === undefined ? {} : { fcpAt1x: spreadOf(fcpAt1x) }),
    ...(ttfbAt1x === undefined ? {} : { ttfbAt1x: spreadOf(ttfbAt1x) }),
    copies: { reactDom: 1, federationRuntime: 1 },
    lcpElements,
    failedOrigins,
  };
}

/**
 * The peer as bench.mjs records it: its summary and ours ÷ its medians.
 * @param {BenchResults} ours
 * @param {PeerSummary} summary
 * @returns {PeerResult}
 */
const peerResult = (ours, summary) => ({
  ...summary,
  ...ratiosTo(ours.pages ?? {}, ours.navigation ?? {}, summary),
});

/** @type {Record<string, PeerRatioBudgets>} */
const BUDGETS = {
  [PEER]: {
    pages: { home: { fcpAt1x: 1, fcp: 1, lcp: 0.5 } },
    navigation: { 'product page': 0.75 },
  },
};

/**
 * A run that measured our home and product move, and the peer's as given.
 * @param {PeerSummary | null} peer
 * @returns {BenchResults}
 */
function runWith(peer) {
  /** @type {BenchResults} */
  const results = {
    date: '2026-12-05T00:00:00.000Z',
    runs: 3,
    cpuSlowdown: 4,
    windowMs: 10_000,
    pages: { home: pageOf({ fcpAt1x: 200, fcp: 400, lcp: 450 }) },
    navigation: { 'product page': spreadOf(120) },
  };
  if (peer) results.peers = [peerResult(results, peer)];
  return results;
}

/** @param {ReturnType<typeof judgePeerRatios>} verdicts */
const byName = (verdicts) =>
  Object.fromEntries(verdicts.map((verdict) => [verdict.name.split(',')[0], verdict]));

describe('ratio budgets against a peer', () => {
  it('meets a ratio within budget and misses one over it, printing both figures', () => {
    const verdicts = byName(
      judgePeerRatios(
        runWith({
          name: PEER,
          pages: { home: { url: 'http://peer/', ...pageOf({ fcpAt1x: 400, fcp: 800, lcp: 800 }) } },
          // Ours 120 ms over 150 ms is 0.80, over the 0.75 budget.
          navigation: { 'product page': spreadOf(150) },
        }),
        BUDGETS,
      ),
    );
    assert.equal(verdicts['home FCP at 1× CPU'].met, true);
    assert.equal(verdicts['home FCP at 1× CPU'].actual, `0.50 (ours 200 ms, ${PEER} 400 ms)`);
    assert.equal(verdicts['home FCP at 4× CPU'].met, true);
    // 450 over 800 is 0.56: over the 0.5 budget.
    assert.equal(verdicts['home LCP at 4× CPU'].met, false);
    assert.equal(verdicts['home LCP at 4× CPU'].budget, '0.50');
    const move = verdicts['product page: click → heading on screen at 4× CPU'];
    assert.equal(move.met, false);
    assert.equal(move.actual, `0.80 (ours 120 ms, ${PEER} 150 ms)`);
    assert.equal(move.measured, undefined);
  });

  it('reports an unreachable page or move as not measured, and not met', () => {
    const verdicts = judgePeerRatios(
      runWith({
        name: PEER,
        pages: { home: { url: 'http://peer/', unreachable: 'net::ERR_CONNECTION_REFUSED' } },
        navigation: { 'product page': { unreachable: 'net::ERR_CONNECTION_REFUSED' } },
      }),
      BUDGETS,
    );
    assert.equal(verdicts.length, 4);
    for (const verdict of verdicts) {
      assert.equal(verdict.met, false, verdict.name);
      assert.equal(verdict.measured, false, verdict.name);
      assert.match(
        String(verdict.actual),
        /^not measured: tractor-store-react unreachable: net::ERR_CONNECTION_REFUSED$/,
      );
    }
  });

  it('reports a peer missing from the run, or a page it does not list, as not measured', () => {
    const absent = judgePeerRatios(runWith(null), BUDGETS);
    assert.equal(absent.length, 4);
    assert.ok(absent.every((verdict) => verdict.measured === false && !verdict.met));
    assert.match(String(absent[0].actual), /not among this run's peers/);

    const noHome = judgePeerRatios(
      runWith({ name: PEER, pages: {}, navigation: { 'product page': spreadOf(200) } }),
      BUDGETS,
    );
    const verdicts = byName(noHome);
    assert.match(String(verdicts['home FCP at 4× CPU'].actual), /lists no home page/);
    assert.equal(verdicts['home FCP at 4× CPU'].met, false);
    assert.equal(verdicts['product page: click → heading on screen at 4× CPU'].met, true);
  });

  it('reports a figure the peer never gave as not measured', () => {
    const verdicts = byName(
      judgePeerRatios(
        runWith({
          name: PEER,
          // A page summarised without its loads at 1× CPU.
          pages: { home: { url: 'http://peer/', ...pageOf({ fcp: 800, lcp: 900 }) } },
          navigation: { 'product page': spreadOf(200) },
        }),
        BUDGETS,
      ),
    );
    assert.equal(verdicts['home FCP at 1× CPU'].measured, false);
    assert.match(String(verdicts['home FCP at 1× CPU'].actual), /reported no figure/);
    assert.equal(verdicts['home FCP at 4× CPU'].met, true);
  });

  it('notes what failed to load on the peer beside its LCP ratio', () => {
    const cdn = 'https://cdn.example (net::ERR_NAME_NOT_RESOLVED)';
    const verdicts = byName(
      judgePeerRatios(
        runWith({
          name: PEER,
          pages: {
            home: {
              url: 'http://peer/',
              ...pageOf({
                fcpAt1x: 400,
                fcp: 800,
                lcp: 1000,
                failedOrigins: [cdn],
                lcpElements: ['H2 text'],
              }),
            },
          },
          navigation: {},
        }),
        BUDGETS,
      ),
    );
    assert.equal(verdicts['home LCP at 4× CPU'].met, true);
    assert.match(String(verdicts['home LCP at 4× CPU'].note), /cdn\.example.*H2 text/);
    assert.equal(verdicts['home FCP at 4× CPU'].note, undefined);
  });

  it('leaves out the budgets of a part this run did not measure', () => {
    const results = runWith(null);
    delete results.navigation;
    const verdicts = judgePeerRatios(results, BUDGETS);
    assert.deepEqual(
      verdicts.map((verdict) => verdict.name.split(',')[0]),
      ['home FCP at 1× CPU', 'home FCP at 4× CPU', 'home LCP at 4× CPU'],
    );
  });

  it('refuses a figure budgets.json names that it does not know', () => {
    assert.throws(
      () =>
        judgePeerRatios(runWith(null), {
          [PEER]: { pages: { home: { ttfb: 1 } }, navigation: {} },
        }),
      /peerRatios\.tractor-store-react\.pages\.home has unknown "ttfb"/,
    );
  });

  it('is part of judge(), so a missed ratio fails the run', () => {
    const budgets = /** @type {Budgets} */ ({
      pages: {},
      copies: { reactDom: 1, federationRuntime: 1 },
      navigationMs: {},
      interactionP75Ms: {},
      lighthouse: {},
      peerRatios: BUDGETS,
    });
    const verdicts = judge(runWith(null), budgets);
    assert.ok(verdicts.some((verdict) => verdict.measured === false && !verdict.met));
  });
});

describe('a peer summarised for the ratios', () => {
  it('leaves out the pages and moves the run did not measure, and keeps why one was unreachable', () => {
    const summary = summarisePeer({
      name: PEER,
      pages: [
        { name: 'home', url: 'http://peer/', samples: [], firstPaints: [], unreachable: 'refused' },
        { name: 'cart', url: 'http://peer/cart', samples: [], firstPaints: [], unreachable: null },
      ],
      navigation: [
        {
          name: 'product page',
          from: 'http://peer/',
          link: 'a',
          heading: 'h2',
          times: [150, 130, 170],
          unreachable: null,
        },
      ],
    });
    assert.deepEqual(summary.pages, { home: { url: 'http://peer/', unreachable: 'refused' } });
    assert.deepEqual(summary.navigation, { 'product page': { median: 150, min: 130, max: 170 } });
  });
});

describe('Lighthouse budgets', () => {
  it('hold each page to its own scores: the dashboard, kept out of search engines, has no SEO budget', () => {
    const budgets = /** @type {Budgets} */ ({
      pages: {},
      copies: { reactDom: 1, federationRuntime: 1 },
      navigationMs: {},
      interactionP75Ms: {},
      lighthouse: {
        home: { performance: 98, seo: 95 },
        dashboard: { performance: 95 },
      },
      api: { catalogueListP99Ms: 25, catalogueListRatioToTrivial: 0.4 },
      write: { postgres: {}, catalogueP99Ms: 15, pgliteCatalogueP99Ms: 20 },
      entryGzipBytes: {},
    });
    const results = /** @type {BenchResults} */ ({
      date: '2026-12-05',
      runs: 1,
      cpuSlowdown: 4,
      windowMs: 10_000,
      lighthouse: {
        home: { scores: { performance: 97, seo: 100 }, failing: [] },
        dashboard: { scores: { performance: 98, seo: 63 }, failing: ['is-crawlable'] },
      },
    });
    const verdicts = judge(results, budgets).map(({ name, met }) => [name, met]);
    assert.deepEqual(verdicts, [
      ['Lighthouse home performance', false],
      ['Lighthouse home seo', true],
      ['Lighthouse dashboard performance', true],
    ]);
  });
});

describe('the first-byte budget', () => {
  const budgets = /** @type {Budgets} */ ({
    pages: { home: { ttfbMs: 30 }, cart: { ttfbMs: 30 } },
    copies: { reactDom: 1, federationRuntime: 1 },
    navigationMs: {},
    interactionP75Ms: {},
    lighthouse: {},
    api: { catalogueListP99Ms: 25, catalogueListRatioToTrivial: 0.4 },
    write: { postgres: {}, catalogueP99Ms: 15, pgliteCatalogueP99Ms: 20 },
    entryGzipBytes: {},
  });
  /** @param {BenchResults['pages']} pages */
  const judged = (pages) =>
    judge(
      /** @type {BenchResults} */ ({
        date: '2026-12-06',
        runs: 3,
        cpuSlowdown: 4,
        windowMs: 10_000,
        pages,
      }),
      budgets,
    )
      .filter(({ name }) => name.includes('TTFB'))
      .map(({ name, actual, met }) => [name, actual, met]);

  it('holds the first byte at 1× CPU, as the issue counts it, not the slowed loads’', () => {
    assert.deepEqual(
      judged({
        home: pageOf({ fcp: 0, lcp: 0, ttfb: 45, ttfbAt1x: 12 }),
        cart: pageOf({ fcp: 0, lcp: 0, ttfb: 20, ttfbAt1x: 31 }),
      }),
      [
        ['home TTFB at 1× CPU', '12 ms', true],
        ['cart TTFB at 1× CPU', '31 ms', false],
      ],
    );
  });

  it('fails a page the run did not load at 1× CPU', () => {
    assert.deepEqual(judged({ home: pageOf({ fcp: 0, lcp: 0, ttfb: 5 }) }), [
      ['home TTFB at 1× CPU', 'not measured', false],
    ]);
  });
});
