import { remoteForPath } from '../../../app/routes';
import {
  listenForIntent,
  loadPage,
  prefetchInViewWhenLoaded,
  prefetchLinkedRemotesWhenIdle,
  shouldSaveData,
} from './intent-listeners';
import { load, prefetch } from './remote-loader';

jest.mock('./remote-loader', () => ({ load: jest.fn(), prefetch: jest.fn() }));

const connection = { saveData: false, effectiveType: '4g' };
beforeAll(() => Object.defineProperty(navigator, 'connection', { value: connection }));
beforeEach(() => {
  Object.assign(connection, { saveData: false, effectiveType: '4g' });
  window.history.pushState(null, '', '/');
  jest
    .mocked(load)
    .mockReset()
    .mockResolvedValue({ default: () => null });
  jest.mocked(prefetch).mockReset().mockResolvedValue(undefined);
});

describe('prefetching the other remotes when idle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prefetches one linked remote per idle moment, never the one on screen', async () => {
    document.body.innerHTML =
      '<a href="/products">Products</a><a href="/verify/mobile">Verify</a><a href="/dashboard/profile">My Dashboard</a>';
    prefetchLinkedRemotesWhenIdle(remoteForPath);
    await jest.advanceTimersByTimeAsync(2000);
    expect(prefetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(jest.mocked(prefetch).mock.calls).toEqual([['verify'], ['dashboard']]);
    await jest.advanceTimersByTimeAsync(4000);
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a remote the page has no link into', async () => {
    document.body.innerHTML =
      '<a href="/products">Products</a><a href="/dashboard/profile">My Dashboard</a><a href="https://elsewhere.test/verify/mobile">Elsewhere</a>';
    prefetchLinkedRemotesWhenIdle(remoteForPath);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(jest.mocked(prefetch).mock.calls).toEqual([['dashboard']]);
  });
});

describe('a person saving data', () => {
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

  it('gets nothing fetched while idle or in view, and nothing on hover or focus; a press still loads the page', async () => {
    jest.useFakeTimers();
    Object.assign(connection, { saveData: true });
    document.body.innerHTML = '<a href="/dashboard/profile">My Dashboard</a>';
    const link = document.querySelector('a')!;

    const watchInView = jest.fn();
    window.IntersectionObserver = watchInView;
    listenForIntent(remoteForPath);
    prefetchLinkedRemotesWhenIdle(remoteForPath);
    prefetchInViewWhenLoaded(remoteForPath);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(watchInView).not.toHaveBeenCalled();
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.focus();
    expect(prefetch).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();

    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledWith('dashboard', '/dashboard/profile');
    jest.useRealTimers();
  });
});

describe('listenForIntent', () => {
  beforeAll(() => listenForIntent(remoteForPath));
  beforeEach(() => {
    document.body.innerHTML =
      '<a href="/dashboard/profile">My Dashboard</a><a href="/products">Products</a>';
  });
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;

  it.each([
    [
      'pointerover',
      () => link('My Dashboard').dispatchEvent(new Event('pointerover', { bubbles: true })),
    ],
    ['focus', () => link('My Dashboard').focus()],
  ])('loads the remote and page behind a link on %s, before the click', (_intent, act) => {
    act();
    expect(load).toHaveBeenCalledWith('dashboard', '/dashboard/profile');
  });

  it('loads the remote behind a link on a click with no pointer before it, before the router renders', () => {
    const dashboardLink = link('My Dashboard');
    // The router takes the click over, as React Router's links do.
    dashboardLink.addEventListener('click', (event) => event.preventDefault());
    dashboardLink.click();
    expect(load).toHaveBeenCalledWith('dashboard', '/dashboard/profile');
  });

  it('loads the remote a move back or forward opens', () => {
    window.history.pushState(null, '', '/verify/mobile');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(load).toHaveBeenCalledWith('verify', '/verify/mobile');
  });

  it('only fetches the page behind a link into the remote already on screen', () => {
    link('Products').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledWith('storefront', '/products');
  });

  it('listens once, however often it is started', () => {
    listenForIntent(remoteForPath);
    link('My Dashboard').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('loadPage', () => {
  it('swallows a failed load: the visit shows the error and retries', async () => {
    jest.mocked(load).mockRejectedValueOnce(new Error('remoteEntry.js 503'));
    await expect(loadPage(remoteForPath, '/dashboard/profile')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledWith('dashboard', '/dashboard/profile');
  });
});
