// The federation runtime here is its stand-in in host/__mocks__.
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTES } from '../../../testing/remotes';
import { forgetRemotes, load, loaded, prefetch, provide, RETRY_DELAYS_MS } from './remote-loader';

jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  ensureRuntimeConfig: jest.fn(async () => undefined),
}));

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
const App = () => null;

/** fetch as the page sees it: remotes.json, then whatever `manifest` answers for a manifest. */
function serve(manifest: () => Response = () => new Response(JSON.stringify(dashboardManifest))) {
  const fetchMock = jest.fn(async (url: RequestInfo | URL) =>
    String(url) === '/remotes.json' ? new Response(JSON.stringify(REMOTES)) : manifest(),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    manifestsFetched: () => fetchMock.mock.calls.filter(([url]) => url !== '/remotes.json'),
  };
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => link.href,
  );

/** The plugin the loader gave the runtime, asked for a manifest as the runtime asks. */
function askRuntime(url: string) {
  const [plugins] = jest.mocked(registerPlugins).mock.calls.at(-1)!;
  const plugin = plugins?.[0] as ModuleFederationRuntimePlugin;
  return plugin.fetch!(url, {});
}

/** A load's outcome once every retry has had its turn on jest's clock. */
async function settled<T>(loading: Promise<T>) {
  const outcome = loading.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay));
  return outcome;
}

afterEach(() => {
  jest.useRealTimers();
});

beforeEach(() => {
  forgetRemotes();
  document.head.innerHTML = '';
  jest.mocked(loadRemote).mockReset();
});

describe('load', () => {
  it('registers the remotes from remotes.json and loads an App once, however often it is asked', async () => {
    serve();
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    const [first, second] = await Promise.all([
      load('dashboard', '/dashboard/profile'),
      load('dashboard', '/dashboard/wallet'),
    ]);
    expect(first.default).toBe(App);
    expect(second).toBe(first);
    expect(loaded('dashboard')).toBe(first);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('dashboard/App');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: REMOTES.storefront },
      { name: 'verify', entry: REMOTES.verify },
      { name: 'dashboard', entry: REMOTES.dashboard },
      { name: 'operator', entry: REMOTES.operator },
    ]);
  });

  it('fetches the code of the page it opens, and settles when that is in', async () => {
    serve();
    let pageArrived: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (pageArrived = resolve)));
    jest.mocked(loadRemote).mockResolvedValue({ default: App, preload });
    let settled = false;
    const loading = load('dashboard', '/dashboard/wallet').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledWith('/dashboard/wallet');
    expect(settled).toBe(false);
    pageArrived();
    await loading;
    expect(settled).toBe(true);
  });

  it('leaves a page that fails to arrive to the remote, which shows that error itself', async () => {
    serve();
    const preload = jest.fn().mockRejectedValue(new Error('Loading chunk 412 failed'));
    jest.mocked(loadRemote).mockResolvedValue({ default: App, preload });
    await expect(load('dashboard', '/dashboard/wallet')).resolves.toMatchObject({ default: App });
  });

  it('tries a remote that failed to arrive again, after waiting 250, 500 and 1000 ms', async () => {
    jest.useFakeTimers();
    serve();
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('mf-manifest.json 503'))
      .mockRejectedValueOnce(new Error('Loading chunk 412 failed'))
      .mockResolvedValueOnce({ default: App });
    const loading = load('verify', '/verify/mobile');
    await jest.advanceTimersByTimeAsync(249);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(500);
    await expect(loading).resolves.toEqual({ default: App });
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('gives up after four tries, and forgets the failure, so asking again fetches again', async () => {
    jest.useFakeTimers();
    serve();
    jest.mocked(loadRemote).mockRejectedValue(new Error('remoteEntry.js 503'));
    await expect(settled(load('verify', '/verify/mobile'))).resolves.toEqual({
      error: new Error('remoteEntry.js 503'),
    });
    expect(loadRemote).toHaveBeenCalledTimes(4);
    expect(loaded('verify')).toBeUndefined();
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: App });
    await expect(load('verify', '/verify/mobile')).resolves.toEqual({ default: App });
    expect(loadRemote).toHaveBeenCalledTimes(5);
  });

  it('refuses a remote whose ./App draws nothing', async () => {
    jest.useFakeTimers();
    serve();
    jest.mocked(loadRemote).mockResolvedValue({});
    await expect(settled(load('verify', '/verify/mobile'))).resolves.toEqual({
      error: new Error('The verify remote exposes no ./App component'),
    });
  });

  it('reads a remotes.json that failed again, on the next try', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"storefront":1}'))
      .mockResolvedValue(new Response(JSON.stringify(REMOTES))) as typeof fetch;
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    await expect(settled(load('verify', '/verify/mobile'))).resolves.toEqual({
      value: { default: App },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('loads the remotes a remotes.json names when it leaves one out; that one fails, named', async () => {
    jest.useFakeTimers();
    const withoutOperator: Partial<typeof REMOTES> = { ...REMOTES };
    delete withoutOperator.operator;
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify(withoutOperator)),
    ) as typeof fetch;
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    await expect(settled(load('storefront', '/'))).resolves.toEqual({ value: { default: App } });
    await expect(settled(load('operator', '/operator/orders'))).resolves.toEqual({
      error: new Error('/remotes.json names no operator remote'),
    });
    expect(jest.mocked(registerRemotes).mock.calls.at(-1)![0]).toEqual([
      { name: 'storefront', entry: REMOTES.storefront },
      { name: 'verify', entry: REMOTES.verify },
      { name: 'dashboard', entry: REMOTES.dashboard },
    ]);
    expect(loadRemote).not.toHaveBeenCalledWith('operator/App');
  });

  it('draws what the server provides without loading it', async () => {
    provide('storefront', { default: App });
    expect(loaded('storefront')).toEqual({ default: App });
    await expect(load('storefront', '/')).resolves.toEqual({ default: App });
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('prefetch', () => {
  it('fetches the manifest once, and no script: neither the entry nor page code', async () => {
    const { manifestsFetched } = serve();
    await prefetch('dashboard');
    await prefetch('dashboard');
    expect(manifestsFetched()).toHaveLength(1);
    expect(prefetchLinks()).toEqual([]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('hands the runtime the manifest it fetched ahead, once; a retry asks the server', async () => {
    serve();
    await prefetch('dashboard');
    const answer = await askRuntime(REMOTES.dashboard);
    expect(await (answer as Response).json()).toEqual(dashboardManifest);
    expect(await askRuntime(REMOTES.dashboard)).toBeUndefined();
    expect(await askRuntime(REMOTES.verify)).toBeUndefined();
  });

  it('forgets a failed prefetch without throwing, so the next one tries again', async () => {
    let answer = new Response('down', { status: 503 });
    serve(() => answer);
    await expect(prefetch('dashboard')).resolves.toBeUndefined();
    answer = new Response(JSON.stringify(dashboardManifest));
    await prefetch('dashboard');
    expect(await askRuntime(REMOTES.dashboard)).toBeDefined();
  });
});
