import { readFileSync } from 'node:fs';
import { NAVIGATIONS, navigatePeerOnce } from './navigation.mjs';
import { firstPaintOnce, loadOnce, summarise } from './pages.mjs';
import { spread } from './stats.mjs';

/**
 * @import { Browser } from '@playwright/test'
 * @import { PeerNavigation } from './navigation.mjs'
 * @import { Figure, FirstPaint, PageSample, PageSummary } from './pages.mjs'
 * @import { Spread } from './stats.mjs'
 */

/**
 * A peer as peers.json lists it: its name, the address of each page, and the
 * moves it has that match ours, by our names (NAVIGATIONS).
 * @typedef {{ name: string, pages: Record<string, string>, navigation?: Record<string, PeerNavigation> }} Peer
 */

/**
 * A peer's page while it is measured: its loads so far (at CPU_SLOWDOWN, and
 * the FCPs of those at 1×), and why it cannot be loaded once a load has
 * failed (null until then).
 * @typedef {{ name: string, url: string, samples: PageSample[], firstPaints: FirstPaint[], unreachable: string | null }} PeerPageRun
 */

/** A peer's move while it is measured. @typedef {PeerNavigation & { name: string, times: number[], unreachable: string | null }} PeerNavigationRun */

/** A peer while it is measured. @typedef {{ name: string, pages: PeerPageRun[], navigation: PeerNavigationRun[] }} PeerRun */

/**
 * A peer's page, summarised as ours are, or the reason it was not.
 * @typedef {{ url: string, unreachable: string } | ({ url: string, unreachable?: undefined } & PageSummary)} PeerPageSummary
 */

/** A peer's move, its times' spread, or the reason it has none. @typedef {{ unreachable: string } | (Spread & { unreachable?: undefined })} PeerNavigationSummary */

/**
 * A peer's pages and moves, summarised; a part this run did not measure is empty.
 * @typedef {{ name: string, pages: Record<string, PeerPageSummary>, navigation: Record<string, PeerNavigationSummary> }} PeerSummary
 */

/** Ours over the peer's medians, per page and label of COMPARED. @typedef {Record<string, Record<string, number | null>>} Ratios */

/**
 * A peer as bench.json holds it, with ours over its medians: per page, and per move.
 * @typedef {PeerSummary & { ratios: Ratios, navigationRatios: Record<string, number | null> }} PeerResult
 */

/** A figure of a page summary: one each load measures, or the first byte or FCP at 1×. @typedef {Figure | 'fcpAt1x' | 'ttfbAt1x'} ComparedFigure */

/** The pages a peer may list, named as ours are. */
export const PEER_PAGES = ['home', 'product detail', 'cart'];

/**
 * The figures set side by side with ours, and which of a page summary holds each.
 * @type {Record<string, ComparedFigure>}
 */
export const COMPARED = {
  'total JS in 10 s': 'totalJsBytes',
  'critical JS': 'criticalJsBytes',
  requests: 'requests',
  TTFB: 'ttfb',
  'TTFB at 1× CPU': 'ttfbAt1x',
  'FCP at 1× CPU': 'fcpAt1x',
  FCP: 'fcp',
  LCP: 'lcp',
};

/**
 * The peer list, `{ "peers": [{ "name": "…", "pages": { "home": "https://…" },
 * "navigation": { "product page": { "from": "…", "link": "…", "heading": "…" } } }] }`,
 * checked before anything is measured so a typo fails at once.
 * @param {string} file
 * @returns {Peer[]}
 */
export function readPeers(file) {
  const { peers } = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(peers)) throw new Error(`${file}: "peers" must be a list`);
  const moves = NAVIGATIONS.map((navigation) => navigation.name);
  for (const peer of peers) {
    if (typeof peer.name !== 'string' || typeof peer.pages !== 'object' || peer.pages === null)
      throw new Error(`${file}: each peer needs a "name" and "pages"`);
    for (const [page, url] of Object.entries(peer.pages)) {
      if (!PEER_PAGES.includes(page))
        throw new Error(
          `${file}: ${peer.name} lists "${page}"; pages are ${PEER_PAGES.join(', ')}`,
        );
      if (!URL.canParse(url)) throw new Error(`${file}: ${peer.name} ${page}: "${url}" is no URL`);
    }
    for (const [name, move] of Object.entries(peer.navigation ?? {})) {
      if (!moves.includes(name))
        throw new Error(
          `${file}: ${peer.name} lists the move "${name}"; ours are ${moves.join(', ')}`,
        );
      if (
        !URL.canParse(move.from) ||
        typeof move.link !== 'string' ||
        typeof move.heading !== 'string'
      )
        throw new Error(`${file}: ${peer.name} ${name} needs "from" (a URL), "link" and "heading"`);
    }
  }
  return peers;
}

/**
 * A peer before its first run: each page and move gathers its measures, or the reason it has none.
 * @param {Peer} peer
 * @returns {PeerRun}
 */
export function startPeer(peer) {
  return {
    name: peer.name,
    pages: Object.entries(peer.pages).map(([name, url]) => ({
      name,
      url,
      samples: [],
      firstPaints: [],
      unreachable: null,
    })),
    navigation: Object.entries(peer.navigation ?? {}).map(([name, move]) => ({
      name,
      ...move,
      times: [],
      unreachable: null,
    })),
  };
}

/** @param {unknown} error what a load threw: playwright's Error, or its own */
const firstLine = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * One cold load of each of the peer's pages, as ours are loaded but with no
 * storage state, then one at 1× CPU for its FCP. A page that fails is
 * reported unreachable and not tried again.
 * @param {Browser} browser
 * @param {PeerRun} peer
 */
export async function loadPeerOnce(browser, peer) {
  for (const page of peer.pages) {
    if (page.unreachable) continue;
    try {
      page.samples.push(await loadOnce(browser, { url: page.url }));
      page.firstPaints.push(await firstPaintOnce(browser, { url: page.url }));
    } catch (error) {
      page.unreachable = firstLine(error);
    }
  }
}

/**
 * One run of the peer's move named `name`, if it has one; a move that fails
 * is reported unreachable and not tried again.
 * @param {Browser} browser
 * @param {PeerRun} peer
 * @param {string} name one of our NAVIGATIONS' names
 */
export async function navigatePeer(browser, peer, name) {
  const move = peer.navigation.find((navigation) => navigation.name === name);
  if (!move || move.unreachable) return;
  try {
    move.times.push(await navigatePeerOnce(browser, move));
  } catch (error) {
    move.unreachable = firstLine(error);
  }
}

/**
 * The peer's medians per page and move, as ours are summarised; a page or
 * move this run did not measure is left out.
 * @param {PeerRun} peer
 * @returns {PeerSummary}
 */
export function summarisePeer(peer) {
  return {
    name: peer.name,
    pages: Object.fromEntries(
      peer.pages
        .filter(({ samples, unreachable }) => samples.length || unreachable)
        .map(({ name, url, samples, firstPaints, unreachable }) => [
          name,
          unreachable ? { url, unreachable } : { url, ...summarise(samples, firstPaints) },
        ]),
    ),
    navigation: Object.fromEntries(
      peer.navigation
        .filter(({ times, unreachable }) => times.length || unreachable)
        .map(({ name, times, unreachable }) => [
          name,
          unreachable ? { unreachable } : spread(times),
        ]),
    ),
  };
}

/**
 * Ours over the peer's medians, per page and figure for the pages both have,
 * and per move both made; null where either has no figure or the peer's is 0.
 * @param {Record<string, PageSummary>} ours
 * @param {Record<string, Spread>} ourNavigation
 * @param {PeerSummary} peer
 * @returns {Pick<PeerResult, 'ratios' | 'navigationRatios'>}
 */
export function ratiosTo(ours, ourNavigation, peer) {
  /** @type {Ratios} */
  const ratios = {};
  for (const [name, theirs] of Object.entries(peer.pages)) {
    if (theirs.unreachable || !ours[name]) continue;
    // Without an unreachable message, the page was summarised.
    const summary = /** @type {PageSummary} */ (theirs);
    ratios[name] = Object.fromEntries(
      Object.entries(COMPARED).map(([label, figure]) => [
        label,
        ratio(ours[name][figure]?.median, summary[figure]?.median),
      ]),
    );
  }
  /** @type {Record<string, number | null>} */
  const navigationRatios = {};
  for (const [name, theirs] of Object.entries(peer.navigation))
    if (!theirs.unreachable && ourNavigation[name])
      // Without an unreachable message, the move was timed.
      navigationRatios[name] = ratio(
        ourNavigation[name].median,
        /** @type {Spread} */ (theirs).median,
      );
  return { ratios, navigationRatios };
}

/**
 * Ours over theirs, or null when either is missing or theirs is 0.
 * @param {number | undefined} ours
 * @param {number | undefined} theirs
 */
export function ratio(ours, theirs) {
  return ours === undefined || !theirs || Number.isNaN(ours) ? null : ours / theirs;
}
