import {
  forgetPrefetchedRemotes,
  prefetchRemote,
  shouldSaveData,
  startRemotePrefetching,
} from './prefetch-remotes';
import { remoteForPath } from '../../../app/routes';
import { prefetchedManifests } from './prefetched-manifests';
import { loadRemoteApp, prepareRemotes } from './remote-registry';

jest.mock('./remote-registry', () => ({ prepareRemotes: jest.fn(), loadRemoteApp: jest.fn() }));

const MANIFESTS = {
  storefront: 'http://remotes.test:8081/mf-manifest.json',
  verify: 'http://remotes.test:8082/mf-manifest.json',
  dashboard: 'http://remotes.test:8083/mf-manifest.json',
};
const dashboardManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'App',
      assets: {
        js: { sync: ['860.aa.js', '__federation_expose_App.bb.js'], async: ['412.cc.js'] },
      },
    },
  ],
};
const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => link.href,
  );

describe('prefetchRemote', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    forgetPrefetchedRemotes();
    jest.mocked(prepareRemotes).mockResolvedValue(MANIFESTS);
  });

  it('prefetches the manifest and the entry it names, never page code or library copies, once', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(dashboardManifest)));
    globalThis.fetch = fetchMock as typeof fetch;

    await prefetchRemote('dashboard');
    await prefetchRemote('dashboard');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(prefetchLinks()).toEqual(['http://remotes.test:8083/remoteEntry.js']);
    // The federation runtime gets the same manifest rather than asking again.
    const answer = await prefetchedManifests().fetch!(MANIFESTS.dashboard, {});
    expect(await (answer as Response).json()).toEqual(dashboardManifest);
  });

  it('forgets a failed prefetch, so the next one tries again', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(dashboardManifest)));
    globalThis.fetch = fetchMock as typeof fetch;

    await prefetchRemote('dashboard');
    expect(prefetchLinks()).toEqual([]);
    await prefetchRemote('dashboard');
    expect(prefetchLinks()).toHaveLength(1);
  });
});

describe('prefetching the other remotes when idle', () => {
  afterEach(() => jest.useRealTimers());

  const fetchMock = jest.fn(
    async (_url: RequestInfo | URL) => new Response(JSON.stringify(dashboardManifest)),
  );
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    forgetPrefetchedRemotes();
    jest.mocked(prepareRemotes).mockResolvedValue(MANIFESTS);
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as typeof fetch;
    window.history.pushState(null, '', '/');
  });

  it('prefetches one linked remote per idle moment, never the one on screen', async () => {
    document.body.innerHTML =
      '<a href="/products">Products</a><a href="/verify/mobile">Verify</a><a href="/dashboard/profile">My Dashboard</a>';

    startRemotePrefetching(remoteForPath);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(4000);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      MANIFESTS.verify,
      MANIFESTS.dashboard,
    ]);
    expect(prefetchLinks()).toEqual([
      'http://remotes.test:8082/remoteEntry.js',
      'http://remotes.test:8083/remoteEntry.js',
    ]);
  });

  it('leaves a remote the page has no link into', async () => {
    document.body.innerHTML =
      '<a href="/products">Products</a><a href="/dashboard/profile">My Dashboard</a><a href="https://elsewhere.test/verify/mobile">Elsewhere</a>';

    startRemotePrefetching(remoteForPath);
    await jest.advanceTimersByTimeAsync(10_000);

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([MANIFESTS.dashboard]);
    expect(prefetchLinks()).toEqual(['http://remotes.test:8083/remoteEntry.js']);
  });
});

describe('a person saving data', () => {
  const connection = { saveData: false, effectiveType: '4g' };
  beforeAll(() => Object.defineProperty(navigator, 'connection', { value: connection }));
  afterEach(() => {
    Object.assign(connection, { saveData: false, effectiveType: '4g' });
    jest.useRealTimers();
  });

  it.each([
    ['saveData', { saveData: true }],
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
  ])('with %s, is told to save', (_case, settings) => {
    Object.assign(connection, settings);
    expect(shouldSaveData()).toBe(true);
  });

  it('on 3g without saveData, is not', () => {
    Object.assign(connection, { effectiveType: '3g' });
    expect(shouldSaveData()).toBe(false);
  });

  it('gets nothing fetched while idle, and nothing on hover or focus; a press still loads the page', async () => {
    jest.useFakeTimers();
    Object.assign(connection, { saveData: true });
    document.head.innerHTML = '';
    forgetPrefetchedRemotes();
    jest.mocked(prepareRemotes).mockResolvedValue(MANIFESTS);
    jest
      .mocked(loadRemoteApp)
      .mockReset()
      .mockResolvedValue({ default: () => null });
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(dashboardManifest)));
    globalThis.fetch = fetchMock as typeof fetch;
    window.history.pushState(null, '', '/');
    document.body.innerHTML = '<a href="/dashboard/profile">My Dashboard</a>';
    const link = document.querySelector('a')!;

    startRemotePrefetching(remoteForPath);
    await jest.advanceTimersByTimeAsync(10_000);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.focus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetchLinks()).toEqual([]);
    expect(loadRemoteApp).not.toHaveBeenCalled();

    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loadRemoteApp).toHaveBeenCalledWith('dashboard');
  });
});

describe('startRemotePrefetching', () => {
  beforeAll(() => startRemotePrefetching(remoteForPath));
  beforeEach(() => {
    window.history.pushState(null, '', '/');
    document.body.innerHTML =
      '<a href="/dashboard/profile">My Dashboard</a><a href="/products">Products</a>';
    jest
      .mocked(loadRemoteApp)
      .mockReset()
      .mockResolvedValue({ default: () => null });
  });
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;

  it.each([
    [
      'pointerover',
      () => link('My Dashboard').dispatchEvent(new Event('pointerover', { bubbles: true })),
    ],
    ['focus', () => link('My Dashboard').focus()],
  ])('loads the remote behind a link on %s, before the click', (_intent, act) => {
    act();
    expect(loadRemoteApp).toHaveBeenCalledWith('dashboard');
  });

  it('loads the remote behind a link on a click with no pointer before it, before the router renders', () => {
    const dashboardLink = link('My Dashboard');
    // The router takes the click over, as React Router's links do.
    dashboardLink.addEventListener('click', (event) => event.preventDefault());
    dashboardLink.click();
    expect(loadRemoteApp).toHaveBeenCalledWith('dashboard');
  });

  it('loads the remote a move back or forward opens', () => {
    window.history.pushState(null, '', '/verify/mobile');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(loadRemoteApp).toHaveBeenCalledWith('verify');
  });

  it('asks the remote behind a link for the code of the page it opens', async () => {
    const preload = jest.fn();
    jest.mocked(loadRemoteApp).mockResolvedValue({ default: () => null, preload });
    link('My Dashboard').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(preload).toHaveBeenCalledWith('/dashboard/profile');
  });

  it('only fetches the page behind a link into the remote already on screen', async () => {
    const preload = jest.fn();
    jest.mocked(loadRemoteApp).mockResolvedValue({ default: () => null, preload });
    link('Products').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(loadRemoteApp).toHaveBeenCalledWith('storefront');
    expect(preload).toHaveBeenCalledWith('/products');
  });

  it('swallows a page that fails to preload: its visit shows the error', async () => {
    const preload = jest.fn().mockRejectedValue(new Error('Loading chunk 412 failed'));
    jest.mocked(loadRemoteApp).mockResolvedValue({ default: () => null, preload });
    link('My Dashboard').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed load: the visit shows the error and retries', async () => {
    jest.mocked(loadRemoteApp).mockRejectedValueOnce(new Error('remoteEntry.js 503'));
    link('My Dashboard').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(loadRemoteApp).toHaveBeenCalledTimes(1);
  });
});
