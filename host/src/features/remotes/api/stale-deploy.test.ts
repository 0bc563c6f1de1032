import {
  isChunkLoadError,
  reloadOnceForStaleChunks,
  STALE_RELOAD_KEY,
  STALE_RELOAD_WINDOW_MS,
} from './stale-deploy';

function chunkError() {
  const error = new Error(
    'Loading chunk 412 failed.\n(error: http://localhost:8081/412.abcd1234.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnceForStaleChunks', () => {
  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status code 500'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then shows the error while the guard holds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };

    expect(reloadOnceForStaleChunks(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STALE_RELOAD_KEY)).toBe(String(now));

    now += 5_000;
    expect(reloadOnceForStaleChunks(chunkError(), deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += STALE_RELOAD_WINDOW_MS;
    expect(reloadOnceForStaleChunks(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = jest.fn();
    expect(
      reloadOnceForStaleChunks(new Error('Network Error'), { storage: memoryStorage(), reload }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads without a working sessionStorage', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForStaleChunks(chunkError(), { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
