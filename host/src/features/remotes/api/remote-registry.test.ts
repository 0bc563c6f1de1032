import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteApp } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  ensureRuntimeConfig: jest.fn(async () => undefined),
}));

const REMOTES = {
  storefront: 'http://remotes.test:8081/mf-manifest.json',
  verify: 'http://remotes.test:8082/mf-manifest.json',
  dashboard: 'http://remotes.test:8083/mf-manifest.json',
};
const App = () => null;

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(REMOTES))) as typeof fetch;
});

describe('loadRemoteApp', () => {
  it('registers the remotes from remotes.json and loads an App once, however often it is asked', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    const [first, second] = await Promise.all([
      loadRemoteApp('dashboard'),
      loadRemoteApp('dashboard'),
    ]);
    expect(first.default).toBe(App);
    expect(second).toBe(first);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('dashboard/App');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: REMOTES.storefront },
      { name: 'verify', entry: REMOTES.verify },
      { name: 'dashboard', entry: REMOTES.dashboard },
    ]);
  });

  it('forgets a failed load, so asking again fetches again', async () => {
    jest.mocked(loadRemote).mockReset();
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('remoteEntry.js 503'))
      .mockResolvedValueOnce({ default: App });
    await expect(loadRemoteApp('verify')).rejects.toThrow('remoteEntry.js 503');
    await expect(loadRemoteApp('verify')).resolves.toEqual({ default: App });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
