import { expect, test } from '@playwright/test';
import { API, operatorToken } from '../support/api';

const DASHBOARD = 'http://localhost:8083';

/** Remembers, in the page, whether the remote's error screen ever showed, however briefly. */
function watchForErrorScreen() {
  const seen = () => document.body?.textContent?.includes("We couldn't load My Dashboard") ?? false;
  new MutationObserver(() => {
    if (seen()) (window as { errorScreenShown?: boolean }).errorScreenShown = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test.describe('a remote that fails to arrive at first', () => {
  test('is tried again with backoff, shows without an error screen, and its load reaches the operators’ figures', async ({
    page,
    request,
  }) => {
    const token = await operatorToken(request);
    const dashboardFigures = async () => {
      const response = await request.get(`${API}/operator/remote-loads?hours=1&pageSize=100`, {
        headers: { authKey: token },
      });
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as {
        items: { remote: string; version: string; loads: number; failures: number }[];
      };
      return items.find((row) => row.remote === 'dashboard' && row.version === 'unreleased');
    };
    const before = (await dashboardFigures()) ?? { loads: 0, failures: 0 };

    // The first manifest request is cut off and the first ask for ./App's chunk answers 503:
    // a dropped connection, then a server restarting.
    const failed: string[] = [];
    await page.route(`${DASHBOARD}/mf-manifest.json`, (route) => {
      if (failed.some((url) => url.endsWith('mf-manifest.json'))) return route.continue();
      failed.push(route.request().url());
      return route.abort('connectionreset');
    });
    await page.route(/localhost:8083\/__federation_expose_App\.[0-9a-f]+\.js$/, (route) => {
      if (failed.some((url) => url.includes('__federation_expose_App'))) return route.continue();
      failed.push(route.request().url());
      return route.fulfill({ status: 503, body: 'restarting' });
    });
    await page.addInitScript(watchForErrorScreen);

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    // Signed in as far as the shell can tell, so the dashboard shows its pages, not the sign-in.
    await page.evaluate(() => localStorage.setItem('userId', '12'));
    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();

    await expect(page.getByRole('navigation', { name: 'My Dashboard' })).toBeVisible();
    expect(failed).toHaveLength(2);
    expect(
      await page.evaluate(() => (window as { errorScreenShown?: boolean }).errorScreenShown),
    ).toBeUndefined();
    const measures = await page.evaluate(() =>
      performance
        .getEntriesByName('remote-load:dashboard')
        .map((entry) => (entry as PerformanceMeasure).detail as { ok: boolean; version: string }),
    );
    expect(measures).toEqual([{ ok: true, version: 'unreleased' }]);

    // Leaving the page sends what it measured, as a keepalive fetch. Playwright's
    // interception drops such a request while the page unloads (its preflight goes
    // out, the POST never does), so the faults above are lifted first.
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('about:blank');
    await expect.poll(async () => (await dashboardFigures())?.loads ?? 0).toBe(before.loads + 1);
    expect((await dashboardFigures())?.failures).toBe(before.failures);
  });
});
