import { readFileSync } from 'node:fs';
import { loadOnce, summarise } from './pages.mjs';

/** The pages a peer may list, named as ours are. */
export const PEER_PAGES = ['home', 'product detail', 'cart'];

/** The figures set side by side with ours, and which of a page summary holds each. */
export const COMPARED = {
  'total JS in 10 s': 'totalJsBytes',
  'critical JS': 'criticalJsBytes',
  requests: 'requests',
  FCP: 'fcp',
  LCP: 'lcp',
};

/**
 * The peer list, `{ "peers": [{ "name": "…", "pages": { "home": "https://…" } }] }`,
 * checked before anything is measured so a typo fails at once.
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

/** A peer before its first run: each page gathers its loads, or the reason it cannot be loaded. */
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
 */
export async function loadPeerOnce(browser, peer) {
  for (const page of peer.pages) {
    if (page.unreachable) continue;
    try {
      page.samples.push(await loadOnce(browser, { url: page.url }));
    } catch (error) {
      page.unreachable = error.message.split('\n')[0];
    }
  }
}

/** The peer's medians per page, as ours are summarised. */
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

/** Ours over the peer's medians, per page and figure, for the pages both have; null where the peer's is 0. */
export function ratiosTo(ours, peer) {
  const ratios = {};
  for (const [name, theirs] of Object.entries(peer.pages)) {
    if (theirs.unreachable || !ours[name]) continue;
    ratios[name] = Object.fromEntries(
      Object.entries(COMPARED).map(([label, figure]) => {
        const peerFigure = theirs[figure].median;
        return [label, peerFigure ? ours[name][figure].median / peerFigure : null];
      }),
    );
  }
  return ratios;
}
