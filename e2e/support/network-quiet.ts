import { expect, type Page, type Request } from '@playwright/test';

/** The live order streams: open for as long as their page is, so never "finished". */
const LIVE_STREAM = /\/api\/(?:me|operator)\/orders\/(?:[^/?]+\/)?events(?:\?|$)/;

/**
 * Follows a page's requests from now on, leaving out its live order streams,
 * and answers a wait for the network to be quiet: nothing in flight for
 * `quietMs`, as Playwright's 'networkidle' means, which a page holding a
 * stream open never reaches.
 */
export function followRequests(page: Page) {
  const open = new Set<Request>();
  let changedAt = Date.now();
  const change = () => (changedAt = Date.now());
  page.on('request', (request) => {
    if (LIVE_STREAM.test(request.url())) return;
    open.add(request);
    change();
  });
  const settled = (request: Request) => {
    if (open.delete(request)) change();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    quiet: (quietMs = 500) =>
      expect
        .poll(() => open.size === 0 && Date.now() - changedAt >= quietMs, {
          timeout: 20_000,
          intervals: [100],
        })
        .toBe(true),
  };
}
