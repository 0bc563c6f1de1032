import { expect, test, type Page, type Request } from '@playwright/test';
import { API, PNG } from '../support/api';
import { PASSWORD, registerByApi } from '../support/customers';
import { openFirstProduct, signIn, untilHydrated } from '../support/shopper';

// Spec section 7 for every request the page's script makes, not only the
// HTTP client's: the session's mirror on the host (/session) and the
// remote-load figures sent as the page is left included.

const HOST = 'http://localhost:8080';
const API_ORIGIN = new URL(API).origin;
// What a script sends: fetch() and XMLHttpRequest, beacons and pings. A Link
// preload is the browser's own request ("other"), answered before any script runs.
const SCRIPT_REQUESTS = ['fetch', 'xhr', 'beacon', 'ping'];
const UPLOAD_PATHS = ['/uploaddocument', '/uploadprofilepic'];

/** Where the journey was when a request left: what a stored token it may carry. */
type Phase = 'anonymous' | 'signing in' | 'signed in' | 'signing out';

interface Sent {
  phase: Phase;
  method: string;
  url: URL;
  headers: Record<string, string>;
  hasBody: boolean;
}

/**
 * Opens the list from the header, and waits for the list itself: until its
 * code is in, the page before it stays on screen, and a click on one of its
 * products would leave before the list asked for anything.
 */
async function openProductList(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
}

const named = (sent: Sent) => `${sent.method} ${sent.url.pathname} (${sent.phase})`;

test('every request the page makes carries Accept: application/json, and authKey while a token is stored', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Hedda');
  let phase: Phase = 'anonymous';
  const recorded: Promise<Sent>[] = [];
  const record = (sent: Request) => {
    const url = new URL(sent.url());
    if (!SCRIPT_REQUESTS.includes(sent.resourceType())) return;
    if (url.origin !== API_ORIGIN && url.origin !== HOST) return;
    const at = phase;
    recorded.push(
      sent.allHeaders().then((headers) => ({
        phase: at,
        method: sent.method(),
        url,
        headers,
        hasBody: sent.postDataBuffer() !== null,
      })),
    );
  };
  page.on('request', record);

  // Anonymous: a page the server drew, then the catalogue drawn in the browser,
  // and a line in the device's own cart.
  await page.goto('/');
  await untilHydrated(page);
  await openProductList(page);
  await openFirstProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();

  // Signing in merges that cart into the customer's, and mirrors the session.
  phase = 'signing in';
  await signIn(page, customer.email, PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  phase = 'signed in';
  await openProductList(page);
  await openFirstProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'my profile', level: 1 })).toBeVisible();
  // An upload: the spec's one exception, multipart with the token only.
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByTestId('header-avatar')).toBeVisible();

  // Once hidden or left, the page sends what it measured of its remotes' loads,
  // in a keepalive fetch with a CORS preflight for its headers. A page really
  // left is gone before Playwright can see its requests, so the page is told it
  // is being left, as the browser tells it, and stays to be watched.
  const figures = page.waitForResponse(`${API}/remote-loads`);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  expect((await figures).status()).toBe(204);
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await untilHydrated(page);

  phase = 'signing out';
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(async () =>
      (await Promise.all(recorded)).some(
        (sent) => sent.method === 'DELETE' && sent.url.pathname === '/session',
      ),
    )
    .toBe(true);

  const sent = await Promise.all(recorded);
  // The journey reached each kind of request the page makes.
  for (const kind of [
    /^GET \/api\/stores\/38\/products\b.* \(anonymous\)$/,
    /^POST \/api\/auth\/login \(signing in\)$/,
    /^POST \/session \(signing in\)$/,
    /^POST \/api\/me\/cart\/merge \(signing in\)$/,
    /^PUT \/api\/me\/cart\/items\/\d+ \(signed in\)$/,
    /^POST \/api\/uploadprofilepic \(signed in\)$/,
    /^POST \/api\/remote-loads \(signed in\)$/,
    /^POST \/api\/auth\/logout \(signing out\)$/,
    /^DELETE \/session \(signing out\)$/,
  ])
    expect(sent.map(named), String(kind)).toContainEqual(expect.stringMatching(kind));

  // A token is stored from the sign-in's answer until the sign-out's request.
  let stored = false;
  for (const each of sent) {
    const { headers } = each;
    const signingIn = each.method === 'POST' && each.url.pathname === '/api/auth/login';
    if (UPLOAD_PATHS.some((path) => each.url.pathname.includes(path))) {
      // The spec's exception: multipart bodies, so neither JSON header of the
      // page's (the browser writes its own Accept: */* for any XHR).
      expect(headers.accept ?? '*/*', named(each)).toBe('*/*');
      expect(headers['content-type'], named(each)).toMatch(/^multipart\/form-data; boundary=/);
    } else {
      expect(headers.accept, named(each)).toBe('application/json');
      if (each.hasBody) expect(headers['content-type'], named(each)).toBe('application/json');
    }
    expect(headers.authkey, named(each)).toBe(stored ? token : undefined);
    if (signingIn) stored = true;
    if (each.method === 'POST' && each.url.pathname === '/api/auth/logout') stored = false;
  }
});
