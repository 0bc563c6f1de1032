import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mockApi } from '@storefront/shared/testing';
import { sessionStore } from '@storefront/shared';
import { forgetRemotes } from '../features/remotes/api/remote-loader';
import { createPageRenderer } from './create-page-renderer';
import { startFileServer } from '../testing/file-server';
import { REVALIDATE_AFTER_MS } from './remote-files';

// A remote's server build as webpack writes it: CommonJS, requiring React from the host.
const serverBuild = (heading: string) => `
  const { jsx } = require('react/jsx-runtime');
  exports.default = function App() { return jsx('h1', { children: ${JSON.stringify(heading)} }); };
  exports.renderOnServer = (pathname) => pathname !== '/checkout';
`;

const MANIFEST = JSON.stringify({
  exposes: [{ name: 'App', assets: { css: { sync: ['app.css'], async: [] } } }],
});

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Any page"></head>' +
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
  });

  beforeEach(async () => {
    forgetRemotes();
    warnings.length = 0;
    api = mockApi({ 'GET /stores/38': [200, STORE] });
    remote = await startFileServer({
      '/mf-manifest.json': MANIFEST,
      '/server/app.js': serverBuild('Fresh from the server'),
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

  it('draws the remote’s page into index.html, with its stylesheet and data', async () => {
    const page = await renderer()('/', storefrontAt(remote.origin));
    expect(page).toMatchObject({ personal: false, sessionRejected: false });
    expect(page!.html).toContain('<h1>Fresh from the server</h1>');
    expect(page!.html).toContain(`<link rel="stylesheet" href="${remote.origin}/app.css"`);
    expect(page!.html).toContain('id="page-data"');
    expect(page!.html).toContain('<h2>Corner Market</h2>');
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

  it('draws a kept page again once told to forget (the API’s catalogue news)', async () => {
    const drawPage = createPageRenderer({ dir, warn: (message) => warnings.push(message) });
    const draw = () => drawPage('/', storefrontAt(remote.origin), {}, 'https://shop.example');
    await draw();
    drawPage.forgetPages();
    await draw();
    expect(api.to('GET /stores/38')).toHaveLength(2);
  });

  it('draws with a remote’s new build within a second of its deploy', async () => {
    const drawPage = renderer();
    await drawPage('/', storefrontAt(remote.origin));
    remote.files['/server/app.js'] = serverBuild('Deployed a moment ago');
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS + 50));
    const page = await drawPage('/', storefrontAt(remote.origin));
    expect(page!.html).toContain('<h1>Deployed a moment ago</h1>');
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
