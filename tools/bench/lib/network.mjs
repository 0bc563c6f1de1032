/**
 * Every request of one page load, timed on the page's own clock, so that a
 * script's arrival can be set against the page's LCP and the 10 s window.
 *
 * CDP stamps network events with a monotonic clock in seconds (the
 * `timestamp` of requestWillBeSent and loadingFinished); the page's
 * performance timeline counts milliseconds from navigation start. The
 * document's own request ties the two: it left at `requestTime + sendStart`
 * of its response timing on CDP's clock and at the navigation entry's
 * `requestStart` on the page's. Both come from the same clock in Chromium, so
 * the conversion is exact (it matches Resource Timing's responseEnd). Only
 * when the document has no send time (served without the network) does it
 * fall back to requestWillBeSent's `wallTime` against `performance.timeOrigin`,
 * which the system clock makes less precise (both: docs/performance.md).
 */

/** @import { CDPSession } from '@playwright/test' */

/**
 * One request of the load. `type` is how the page asked for it; times are on
 * CDP's clock, in ms; `finishedAt` is null until the response has ended.
 * @typedef {object} RequestEntry
 * @property {string} url
 * @property {string | undefined} type
 * @property {boolean} prefetch
 * @property {number} sentAt
 * @property {number | null} finishedAt
 * @property {number} transferred
 * @property {number} decoded
 * @property {string | null} failed why the request failed (CDP's errorText), or null
 */

/**
 * The page's clock, read inside it: performance.timeOrigin, and the
 * navigation entry's requestStart (0 when there is none).
 * @typedef {{ timeOrigin: number, requestStart: number }} PageClock
 */

/**
 * The document's request as it left, on CDP's clock (`timestamp`, s) and the
 * system's (`wallTime`, s since the epoch).
 * @typedef {{ requestId: string, timestamp: number, wallTime: number }} DocumentRequest
 */

/** What trackNetwork follows of one page load. @typedef {ReturnType<typeof trackNetwork>} NetworkTracker */

/**
 * A script by how the page asked for it, or by its address: prefetched scripts are typed "Other".
 * @param {RequestEntry} entry
 */
export function isScript(entry) {
  return entry.type === 'Script' || new URL(entry.url).pathname.endsWith('.js');
}

/** @param {RequestEntry[]} entries */
const sum = (entries) => entries.reduce((total, entry) => total + entry.transferred, 0);

/** @param {CDPSession} cdp */
export function trackNetwork(cdp) {
  /** @type {Map<string, RequestEntry>} */
  const requests = new Map();
  /** @type {DocumentRequest | null} */
  let documentRequest = null;
  /**
   * The document response's timing, of which only these two are read.
   * @type {{ requestTime: number, sendStart: number } | null | undefined}
   */
  let documentTiming = null;

  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp, wallTime }) => {
    if (request.url.startsWith('data:')) return;
    if (type === 'Document' && !documentRequest)
      documentRequest = { requestId, timestamp, wallTime };
    // A redirect sends the same request again: one request, at its final address.
    const known = requests.get(requestId);
    if (known) {
      known.url = request.url;
      return;
    }
    // Low-priority fetches for later pages (<link rel="prefetch">) are not this page's own scripts.
    const prefetch = /prefetch/i.test(
      request.headers['Sec-Purpose'] ?? request.headers['Purpose'] ?? '',
    );
    requests.set(requestId, {
      url: request.url,
      type,
      prefetch,
      sentAt: timestamp * 1000,
      finishedAt: null,
      transferred: 0,
      decoded: 0,
      failed: null,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (entry) entry.type = type;
    if (requestId === documentRequest?.requestId) documentTiming = response.timing;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  // A page may ask for files from an origin that cannot be reached from this
  // machine (a peer's CDN): those fail, and the report says which.
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    const entry = requests.get(requestId);
    if (entry && !canceled) entry.failed = errorText;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.transferred = encodedDataLength;
    entry.finishedAt = timestamp * 1000;
  });

  /**
   * CDP's clock, in ms, at the page's navigation start.
   * @param {PageClock} clock
   */
  function navigationStart({ timeOrigin, requestStart }) {
    if (documentTiming && documentTiming.sendStart >= 0 && requestStart > 0)
      return documentTiming.requestTime * 1000 + documentTiming.sendStart - requestStart;
    // The summary is read after the load, so the document's request has been seen.
    const sent = /** @type {DocumentRequest} */ (documentRequest);
    return sent.timestamp * 1000 - (sent.wallTime * 1000 - timeOrigin);
  }

  return {
    /**
     * The load's JS and requests, on the page's clock (`clock`: its
     * performance.timeOrigin and navigation requestStart). Bytes are as
     * served (brotli here), headers included, for responses finished by the
     * end of the window; requests are those sent within it.
     * @param {{ clock: PageClock, lcp: number | null, windowMs: number }} options
     */
    summary({ clock, lcp, windowMs }) {
      const start = navigationStart(clock);
      const all = [...requests.values()].filter((entry) => entry.sentAt - start <= windowMs);
      /** @param {number} ms */
      const finishedBy = (ms) =>
        all.filter((entry) => entry.finishedAt !== null && entry.finishedAt - start <= ms);
      const scripts = all.filter(isScript);
      const own = all.filter((entry) => !entry.prefetch);
      const ownScripts = finishedBy(windowMs).filter(
        (entry) => entry.type === 'Script' && !entry.prefetch,
      );
      return {
        criticalJsBytes: sum(lcp === null ? [] : finishedBy(lcp).filter(isScript)),
        pageJsBytes: sum(ownScripts),
        totalJsBytes: sum(finishedBy(windowMs).filter(isScript)),
        jsDecoded: ownScripts.reduce((total, entry) => total + entry.decoded, 0),
        pageScriptRequests: own.filter((entry) => entry.type === 'Script').length,
        pageRequests: own.length,
        scriptRequests: scripts.length,
        requests: all.length,
        failedRequests: all.filter((entry) => entry.failed).length,
        // Each origin whose requests failed, with why: "https://cdn.example (net::ERR_NAME_NOT_RESOLVED)".
        failedOrigins: [
          ...new Set(
            all
              .filter((entry) => entry.failed)
              .map((entry) => `${new URL(entry.url).origin} (${entry.failed})`),
          ),
        ],
      };
    },
    /** The page's own scripts, whose bodies readScripts weighs and searches. */
    scriptIds: () =>
      [...requests.entries()]
        .filter(([, entry]) => entry.type === 'Script' && !entry.prefetch)
        .map(([id]) => id),
  };
}
