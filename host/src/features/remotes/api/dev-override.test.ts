import type { RemoteManifestMap } from '@storefront/shared';
import { DEV_OVERRIDE_KEY, DEV_OVERRIDE_URL, withDevOverride } from './dev-override';

const REMOTES: RemoteManifestMap = {
  storefront: 'http://localhost:8081/mf-manifest.json',
  verify: 'http://localhost:8082/mf-manifest.json',
  dashboard: 'http://localhost:8083/mf-manifest.json',
  operator: 'http://localhost:8084/mf-manifest.json',
};
const DEV_VERIFY = 'http://localhost:3082/mf-manifest.json';
const DEV_STOREFRONT = 'http://localhost:3081/mf-manifest.json';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A dev server that serves `file` as /remotes.override.json, or answers 404. */
function devServer(file?: unknown) {
  return jest.fn((url: RequestInfo | URL) =>
    Promise.resolve(
      url === DEV_OVERRIDE_URL && file !== undefined
        ? Response.json(file)
        : new Response('Not found', { status: 404 }),
    ),
  );
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('withDevOverride', () => {
  it('keeps remotes.json as it is when there is no override (404)', async () => {
    const fetch = devServer();
    const result = await withDevOverride(REMOTES, { fetch, search: '', storage: memoryStorage() });
    expect(result).toEqual(REMOTES);
    expect(fetch).toHaveBeenCalledWith(DEV_OVERRIDE_URL, { cache: 'no-store' });
  });

  it('merges the override file over remotes.json', async () => {
    const result = await withDevOverride(REMOTES, {
      fetch: devServer({ verify: DEV_VERIFY }),
      search: '',
      storage: memoryStorage(),
    });
    expect(result).toEqual({ ...REMOTES, verify: DEV_VERIFY });
  });

  it('ignores unknown names and non-string URLs in the file', async () => {
    const result = await withDevOverride(REMOTES, {
      fetch: devServer({ checkout: 'http://x/mf-manifest.json', dashboard: 3083 }),
      search: '',
      storage: memoryStorage(),
    });
    expect(result).toEqual(REMOTES);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps remotes.json when the override cannot be fetched', async () => {
    const fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await withDevOverride(REMOTES, { fetch, search: '', storage: memoryStorage() });
    expect(result).toEqual(REMOTES);
  });

  it('takes ?remotes= over the file and keeps it for the session', async () => {
    const storage = memoryStorage();
    const fetch = devServer({ verify: DEV_VERIFY, storefront: 'http://file/mf-manifest.json' });
    const first = await withDevOverride(REMOTES, {
      fetch,
      search: `?remotes=storefront@${DEV_STOREFRONT}`,
      storage,
    });
    expect(first).toEqual({ ...REMOTES, storefront: DEV_STOREFRONT, verify: DEV_VERIFY });
    expect(storage.getItem(DEV_OVERRIDE_KEY)).toBe(`storefront@${DEV_STOREFRONT}`);

    // A later page of the same tab, without the parameter, keeps it.
    const later = await withDevOverride(REMOTES, { fetch: devServer(), search: '', storage });
    expect(later).toEqual({ ...REMOTES, storefront: DEV_STOREFRONT });
  });

  it('reads several remotes from one parameter, and ?remotes= forgets them', async () => {
    const storage = memoryStorage();
    const search = `?remotes=${encodeURIComponent(`storefront@${DEV_STOREFRONT},verify@${DEV_VERIFY}`)}`;
    const result = await withDevOverride(REMOTES, { fetch: devServer(), search, storage });
    expect(result).toEqual({ ...REMOTES, storefront: DEV_STOREFRONT, verify: DEV_VERIFY });

    const cleared = await withDevOverride(REMOTES, {
      fetch: devServer(),
      search: '?remotes=',
      storage,
    });
    expect(cleared).toEqual(REMOTES);
    expect(storage.getItem(DEV_OVERRIDE_KEY)).toBeNull();
  });

  it('returns the map untouched in a production build, without fetching', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const fetch = devServer({ verify: DEV_VERIFY });
      const result = await withDevOverride(REMOTES, {
        fetch,
        search: `?remotes=storefront@${DEV_STOREFRONT}`,
        storage: memoryStorage(),
      });
      expect(result).toBe(REMOTES);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
