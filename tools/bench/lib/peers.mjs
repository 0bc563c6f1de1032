import { readFileSync } from 'node:fs';
import { loadOnce, summarise } from './pages.mjs';

/**
 * @import { Browser } from '@playwright/test'
 * @import { Figure, PageSample, PageSummary } from './pages.mjs'
 */

/** A peer as peers.json lists it: its name, and the address of each page. @typedef {{ name: string, pages: Record<string, string> }} Peer */

/**
 * A peer's page while it is measured: its loads so far, and why it cannot be
 * loaded once a load has failed (null until then).
 * @typedef {{ name: string, url: string, samples: PageSample[], unreachable: string | null }} PeerPageRun
 */

/** A peer while it is measured. @typedef {{ name: string, pages: PeerPageRun[] }} PeerRun */

/**
 * A peer's page, summarised as ours are, or the reason it was not.
 * @typedef {{ url: string, unreachable: string } | ({ url: string, unreachable?: undefined } & PageSummary)} PeerPageSummary
 */

/** A peer's pages, summarised. @typedef {{ name: string, pages: Record<string, PeerPageSummary> }} PeerSummary */

/** Ours over the peer's medians, per page and label of COMPARED. @typedef {Record<string, Record<string, number | null>>} Ratios */

/** A peer as bench.json holds it. @typedef {PeerSummary & { ratios: Ratios }} PeerResult */

/** The pages a peer may list, named as ours are. */
export const PEER_PAGES = ['home', 'product detail', 'cart'];

/**
 * The figures set side by side with ours, and which of a page summary holds each.
 * @type {Record<string, Figure>}
 */
export const COMPARED = {
  'total JS in 10 s': 'totalJsBytes',
  'critical JS': 'criticalJsBytes',
  requests: 'requests',
  TTFB: 'ttfb',
  FCP: 'fcp',
  LCP: 'lcp',
};

/**
 * The peer list, `{ "peers": [{ "name": "…", "pages": { "home": "https://…" } }] }`,
 * checked before anything is measured so a typo fails at once.
 * @param {string} file
 * @returns {Peer[]}
 */
export function readPeers(file) {
  const { peers } = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(peers)) throw new Error(`${file}: "peers" must be a list`);
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
  }
  return peers;
}

/**
 * A peer before its first run: each page gathers its loads, or the reason it cannot be loaded.
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
      unreachable: null,
    })),
  };
}

/**
 * One cold load of each of the peer's pages, as ours are loaded but with no
 * storage state. A page that fails is reported unreachable and not tried again.
 * @param {Browser} browser
 * @param {PeerRun} peer
 */
export async function loadPeerOnce(browser, peer) {
  for (const page of peer.pages) {
    if (page.unreachable) continue;
    try {
      page.samples.push(await loadOnce(browser, { url: page.url }));
    } catch (error) {
      // What loadOnce throws, playwright's or its own, is an Error.
      page.unreachable = /** @type {Error} */ (error).message.split('\n')[0];
    }
  }
}

/**
 * The peer's medians per page, as ours are summarised.
 * @param {PeerRun} peer
 * @returns {PeerSummary}
 */
export function summarisePeer(peer) {
  return {
    name: peer.name,
    pages: Object.fromEntries(
      peer.pages.map(({ name, url, samples, unreachable }) => [
        name,
        unreachable ? { url, unreachable } : { url, ...summarise(samples) },
      ]),
    ),
  };
}

/**
 * Ours over the peer's medians, per page and figure, for the pages both have; null where the peer's is 0.
 * @param {Record<string, PageSummary>} ours
 * @param {PeerSummary} peer
 * @returns {Ratios}
 */
export function ratiosTo(ours, peer) {
  /** @type {Ratios} */
  const ratios = {};
  for (const [name, theirs] of Object.entries(peer.pages)) {
    if (theirs.unreachable || !ours[name]) continue;
    ratios[name] = Object.fromEntries(
      Object.entries(COMPARED).map(([label, figure]) => {
        // Without an unreachable message, the page was summarised.
        const peerFigure = /** @type {PageSummary} */ (theirs)[figure].median;
        return [label, peerFigure ? ours[name][figure].median / peerFigure : null];
      }),
    );
  }
  return ratios;
}
