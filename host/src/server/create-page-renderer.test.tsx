import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { mockApi } from '@storefront/shared/testing';
import { sessionStore, type VisitorCookies } from '@storefront/shared';
import { forgetRemotes } from '../features/remotes/api/remote-loader';
import { createPageRenderer } from './create-page-renderer';
import { startFileServer } from '../testing/file-server';
import { REVALIDATE_AFTER_MS } from './remote-files';
import { PAGE_TTL_MS } from './recent-pages';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// A remote's server build as webpack writes it: CommonJS, requiring React from the host.
const serverBuild = (heading: string) => `
  const { jsx } = require('react/jsx-runtime');
  exports.default = function App() { return jsx('h1', { children: ${JSON.stringify(heading)} }); };
  exports.renderOnServer = (pathname) => pathname !== '/checkout';
`;

// A cart page as the storefront draws it, from the visitor's cart cookie, numbered by drawing.
const CART_BUILD = `
  const { jsx } = require('react/jsx-runtime');
  const { usePageData } = require('@storefront/shared');
  let drawings = 0;
  exports.default = function App() {
    const lines = usePageData().visitor.cartLines.map((line) => line.productId + 'x' + line.quantity);
    drawings += 1;
    return jsx('h1', { children: 'Lines ' + lines.join(' ') + ', drawing ' + drawings });
  };
  exports.renderOnServer = () => true;
`;

const MANIFEST = JSON.stringify({
  exposes: [{ name: 'App', assets: { css: { sync: ['app.css'], async: [] } } }],
});

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Any page">' +
  '<link rel=stylesheet href=/styles.0bc1865a.css data-href=styles.0bc1865a.css></head>' +
  '<body><div id="root"></div></body></html>';

const STORE = { id: 38, name: 'Corner Market', currency: 'GBP', shopLink: 'corner-market' };

describe('createPageRenderer', () => {
  let remote: Awaited<ReturnType<typeof startFileServer>>;
  let dir: string;
  let api: ReturnType<typeof mockApi>;
  const warnings: string[] = [];

  const runtimeWith = (remotes: Record<string, string>) => ({
    remotes,
    config: { apiBaseUrl: 'http://api.invalid/api' },
  });

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'styles.0bc1865a.css'), 'body{margin:0}');
  });

  beforeEach(async () => {
    forgetRemotes();
    warnings.length = 0;
    api = mockApi({ 'GET /stores/38': [200, STORE] });
    remote = await startFileServer({
      '/mf-manifest.json': MANIFEST,
      '/server/app.js': serverBuild('Fresh from the server'),
      '/app.css': 'h1{color:green}',
    });
  });
  afterEach(() => remote.close());

  /** A renderer drawing for an anonymous visitor of https://shop.example. */
  const renderer = () => {
    const drawPage = createPageRenderer({ dir, warn: (message) => warnings.push(message) });
    return (url: string, runtime: Parameters<typeof drawPage>[1]) =>
      drawPage(url, runtime, {}, 'https://shop.example');
  };
  const storefrontAt = (origin: string) =>
    runtimeWith({ storefront: `${origin}/mf-manifest.json` });

  it('draws the remote’s page into index.html, with its data', async () => {
    const page = await renderer()('/', storefrontAt(remote.origin));
    expect(page).toMatchObject({ personal: false, sessionRejected: false });
    expect(page!.html).toContain('<h1>Fresh from the server</h1>');
    expect(page!.html).toContain('id="page-data"');
    expect(page!.html).toContain('<h2>Corner Market</h2>');
  });

  it('carries the host’s and the remote’s stylesheets in the page, each allowed by its hash', async () => {
    const page = await renderer()('/', storefrontAt(remote.origin));
    expect(page!.html).toContain('<style data-href="styles.0bc1865a.css">body{margin:0}</style>');
    expect(page!.html).toContain('<style data-href="app.css">h1{color:green}</style>');
    // Each file's link stays, disabled (never fetched): the federation runtime looks for it.
    expect(page!.html.match(/<link rel="?stylesheet"?[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/styles.0bc1865a.css" disabled>',
      `<link rel="stylesheet" href="${remote.origin}/app.css" disabled>`,
    ]);
    expect(page!.styleSources).toEqual([sha256('body{margin:0}'), sha256('h1{color:green}')]);
  });

  it('links a remote stylesheet it cannot fetch, as a page the browser draws has it', async () => {
    delete remote.files['/app.css'];
    const page = await renderer()('/', storefrontAt(remote.origin));
    expect(page!.html).toContain(
      `<link rel="stylesheet" href="${remote.origin}/app.css" data-href="app.css">`,
    );
    expect(page!.styleSources).toEqual([sha256('body{margin:0}')]);
  });

  it('changes nothing process-wide for a page: the store stays in the page', async () => {
    await renderer()('/', storefrontAt(remote.origin));
    expect(sessionStore.current('store')).toBeNull();
  });

  it('sends a page that did not read the visitor again without drawing it', async () => {
    const drawPage = renderer();
    const first = await drawPage('/', storefrontAt(remote.origin));
    const again = await drawPage('/', storefrontAt(remote.origin));
    expect(again!.html).toBe(first!.html);
    expect(api.to('GET /stores/38')).toHaveLength(1);
  });

  it('asks the API for the store once for every page it draws, until the news says the store may have changed', async () => {
    const drawPage = renderer();
    await drawPage('/', storefrontAt(remote.origin));
    await drawPage('/?page=2', storefrontAt(remote.origin));
    expect(api.to('GET /stores/38')).toHaveLength(1);
    const forgetting = createPageRenderer({ dir });
    await forgetting('/', storefrontAt(remote.origin), {}, 'https://shop.example');
    forgetting.forgetPages();
    await forgetting('/?page=2', storefrontAt(remote.origin), {}, 'https://shop.example');
    expect(api.to('GET /stores/38')).toHaveLength(3);
  });

  it('sends a page past its few seconds as kept while the news is heard, and draws it again behind', async () => {
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const drawPage = createPageRenderer({ dir, warn: (message) => warnings.push(message) });
    const draw = () => drawPage('/', storefrontAt(remote.origin), {}, 'https://shop.example');
    api = mockApi({
      'GET /stores/38': [
        [200, STORE],
        [200, { ...STORE, name: 'Corner Market & Deli' }],
        [200, { ...STORE, name: 'Corner Market Express' }],
      ],
    });
    drawPage.followingNews(true);
    const first = await draw();
    now += PAGE_TTL_MS + 1;
    const sentAsKept = await draw();
    expect(sentAsKept!.html).toBe(first!.html);
    // Drawn again once the answer has gone (the server calls it then), once however often asked.
    expect(api.to('GET /stores/38')).toHaveLength(1);
    sentAsKept!.drawAgain!();
    sentAsKept!.drawAgain!();
    await waitFor(() => expect(api.to('GET /stores/38')).toHaveLength(2));
    await waitFor(async () => expect((await draw())!.html).toContain('Corner Market &amp; Deli'));
    // Without the news, a page past its few seconds is drawn while the visitor waits.
    drawPage.followingNews(false);
    now += PAGE_TTL_MS + 1;
    expect((await draw())!.html).toContain('Corner Market Express');
    jest.restoreAllMocks();
  });

  it('draws a page a visitor waits for with the store as kept while the news is heard, and asks for the store behind it', async () => {
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const drawPage = createPageRenderer({ dir, warn: (message) => warnings.push(message) });
    const draw = (url: string) =>
      drawPage(url, storefrontAt(remote.origin), {}, 'https://shop.example');
    api = mockApi({
      'GET /stores/38': [
        [200, STORE],
        [200, { ...STORE, name: 'Corner Market & Deli' }],
      ],
    });
    drawPage.followingNews(true);
    await draw('/');
    now += PAGE_TTL_MS + 1;
    expect((await draw('/?page=2'))!.html).toContain('<h2>Corner Market</h2>');
    await waitFor(() => expect(api.to('GET /stores/38')).toHaveLength(2));
    await waitFor(async () =>
      expect((await draw('/?page=3'))!.html).toContain('Corner Market &amp; Deli'),
    );
    jest.restoreAllMocks();
  });

  it('draws a kept page again once told to forget (the API’s catalogue news)', async () => {
    const drawPage = createPageRenderer({ dir, warn: (message) => warnings.push(message) });
    const draw = () => drawPage('/', storefrontAt(remote.origin), {}, 'https://shop.example');
    await draw();
    drawPage.forgetPages();
    await draw();
    expect(api.to('GET /stores/38')).toHaveLength(2);
  });

  it('keeps a page drawn from an anonymous cart for the visitors with the same lines, as their own', async () => {
    remote.files['/server/app.js'] = CART_BUILD;
    const drawPage = createPageRenderer({ dir, warn: (message) => warnings.push(message) });
    const draw = (visitor: VisitorCookies) =>
      drawPage('/cart', storefrontAt(remote.origin), visitor, 'https://shop.example');
    const first = await draw({ cart: '12x2.15x1' });
    expect(first!.html).toContain('Lines 12x2 15x1, drawing');
    expect(await draw({ cart: '12x2.15x1' })).toMatchObject({ html: first!.html, personal: true });
    expect((await draw({ cart: '12x3' }))!.html).toContain('Lines 12x3, drawing');
    // A code's terms change without the catalogue's news; a session makes the page the customer's.
    for (const visitor of [
      { cart: '12x2.15x1~SPRING-10' },
      { cart: '12x2.15x1', session: 'tok-ada' },
    ]) {
      const [once, twice] = [await draw(visitor), await draw(visitor)];
      expect(twice!.html).not.toBe(once!.html);
      expect(twice!.personal).toBe(true);
    }
    drawPage.forgetPages();
    expect((await draw({ cart: '12x2.15x1' }))!.html).not.toBe(first!.html);
    expect(warnings).toEqual([]);
  });

  it('draws with a remote’s new build once a page has asked for it, a second after the last', async () => {
    const drawPage = renderer();
    await drawPage('/', storefrontAt(remote.origin));
    remote.files['/server/app.js'] = serverBuild('Deployed a moment ago');
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS + 50));
    // This page is sent with the build kept, and asks for the new one behind it.
    const asking = await drawPage('/', storefrontAt(remote.origin));
    expect(asking!.html).toContain('<h1>Fresh from the server</h1>');
    await waitFor(async () =>
      expect((await drawPage('/', storefrontAt(remote.origin)))!.html).toContain(
        '<h1>Deployed a moment ago</h1>',
      ),
    );
  });

  it('leaves to the browser a path the remote keeps there, and a remote without a server build', async () => {
    expect(await renderer()('/checkout', storefrontAt(remote.origin))).toBeNull();
    delete remote.files['/server/app.js'];
    expect(await renderer()('/', storefrontAt(remote.origin))).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('leaves the page to the browser, saying why, when a remote fails', async () => {
    remote.files['/server/app.js'] = { status: 503 };
    expect(await renderer()('/', storefrontAt(remote.origin))).toBeNull();
    expect(warnings).toEqual([
      expect.stringMatching(/^\/ is drawn in the browser: .*answered 503/),
    ]);
  });

  it('draws nothing when the runtime config names no remote or no API', async () => {
    expect(await renderer()('/', runtimeWith({}))).toBeNull();
    expect(
      await renderer()('/', { remotes: { storefront: `${remote.origin}/mf-manifest.json` } }),
    ).toBeNull();
  });
});
