import { ensureRuntimeConfig, requestHeaders, type RemoteName } from '@storefront/shared';

/** One remote's load on this page, as the API's POST /remote-loads takes it. */
export interface RemoteLoadFigure {
  remote: RemoteName;
  version: string;
  ms: number;
  ok: boolean;
}

// The API takes at most this many figures a beacon; a page loads four remotes at most.
const FIGURES_PER_BEACON = 20;

const unsent: RemoteLoadFigure[] = [];
let listening = false;

/**
 * The version a manifest URL names: a release's folder
 * (`/releases/<version>/mf-manifest.json`, written by `pnpm release`), or
 * `unreleased` for a remote served straight from its build folder.
 */
export function versionOf(manifestUrl: string): string {
  const { pathname } = new URL(manifestUrl, location.href);
  return /\/releases\/([\w.-]{1,64})\/[^/]*$/.exec(pathname)?.[1] ?? 'unreleased';
}

/**
 * Sends what this page measured, once it is hidden or left: a keepalive
 * request then outlives the page, and sending nothing while the page loads
 * keeps the figures out of the way of the page they measure. Not
 * navigator.sendBeacon, which takes no headers: this carries those of every
 * request the page makes (docs/http-client.md), and the browser keeps the
 * CORS preflight they need alive with it. Never throws: a lost figure is only lost.
 */
function sendUnsent() {
  if (!unsent.length) return;
  const loads = unsent.splice(0, FIGURES_PER_BEACON);
  void ensureRuntimeConfig().then(({ apiBaseUrl }) => {
    const url = `${apiBaseUrl}/remote-loads`;
    const body = JSON.stringify({ loads });
    fetch(url, {
      method: 'POST',
      keepalive: true,
      body,
      headers: requestHeaders(url, { body }),
    }).catch(() => undefined);
  });
}

function keep(figure: RemoteLoadFigure) {
  unsent.push(figure);
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendUnsent();
  });
  addEventListener('pagehide', sendUnsent);
}

/**
 * Runs a remote's load, recording how long it took and whether it failed as a
 * performance measure (`remote-load:<name>`, its detail naming the version and
 * the outcome) and as a figure for the operators' table of remote loads.
 */
export async function measured<T>(
  remote: RemoteName,
  manifestUrl: () => string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const start = performance.now();
  let ok = false;
  try {
    const result = await run();
    ok = true;
    return result;
  } finally {
    const url = manifestUrl();
    const version = url ? versionOf(url) : 'unknown';
    performance.measure?.(`remote-load:${remote}`, { start, detail: { version, ok } });
    keep({ remote, version, ms: Math.round(performance.now() - start), ok });
  }
}

/** Forgets what is unsent; tests use it to start each case clean. */
export function forgetLoadFigures(): void {
  unsent.length = 0;
}
