import { forgetLoadFigures, measured, versionOf } from './load-figures';

jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  ensureRuntimeConfig: jest.fn(async () => ({ apiBaseUrl: 'http://api.test/api' })),
}));

const RELEASED = 'http://localhost:8081/releases/3f9a2c1b7d0e/mf-manifest.json';

const sendFetch = jest.fn(async (_url: string, _init?: RequestInit) => new Response(null));

/** What the page's beacons carried, in order. */
const beacons = () =>
  sendFetch.mock.calls.map(([url, init]) => ({ url, ...JSON.parse(String(init!.body)) }));

/** Lets the page go, as a visitor leaving it does, and waits for the beacon to go out. */
async function leavePage() {
  dispatchEvent(new Event('pagehide'));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  forgetLoadFigures();
  localStorage.clear();
  sendFetch.mockClear();
  globalThis.fetch = sendFetch as typeof fetch;
});

describe('versionOf', () => {
  it('names the release folder a manifest is in, or "unreleased" for a build folder', () => {
    expect(versionOf(RELEASED)).toBe('3f9a2c1b7d0e');
    expect(versionOf('http://localhost:8081/mf-manifest.json')).toBe('unreleased');
  });
});

describe('measured', () => {
  it('sends each load, with its version and time, once the page is left', async () => {
    await expect(
      measured(
        'storefront',
        () => RELEASED,
        async () => 'app',
      ),
    ).resolves.toBe('app');
    await measured(
      'verify',
      () => 'http://localhost:8082/mf-manifest.json',
      async () => 'app',
    );
    expect(sendFetch).not.toHaveBeenCalled();

    await leavePage();

    expect(beacons()).toEqual([
      {
        url: 'http://api.test/api/remote-loads',
        loads: [
          { remote: 'storefront', version: '3f9a2c1b7d0e', ms: expect.any(Number), ok: true },
          { remote: 'verify', version: 'unreleased', ms: expect.any(Number), ok: true },
        ],
      },
    ]);
  });

  it('records a failed load as a failure and passes its error on', async () => {
    const failure = new Error('remoteEntry.js 503');
    await expect(
      measured(
        'dashboard',
        () => RELEASED,
        () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure);

    await leavePage();

    expect(beacons()[0].loads).toEqual([
      { remote: 'dashboard', version: '3f9a2c1b7d0e', ms: expect.any(Number), ok: false },
    ]);
  });

  it('sends when the page is hidden, and sends nothing twice', async () => {
    await measured(
      'storefront',
      () => RELEASED,
      async () => 'app',
    );
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await leavePage();

    expect(sendFetch).toHaveBeenCalledTimes(1);
    expect(beacons()[0].loads).toHaveLength(1);
  });

  it('sends as every request of the page does, kept alive past the page', async () => {
    localStorage.setItem('token', 'tok-123');
    await measured(
      'storefront',
      () => RELEASED,
      async () => 'app',
    );
    await leavePage();

    const [, init] = sendFetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(Object.fromEntries(new Headers(init!.headers))).toEqual({
      accept: 'application/json',
      authkey: 'tok-123',
      'content-type': 'application/json',
    });
  });
});
