import { createAnswerCache } from '../src/lib/answer-cache';

// An aged answer is sent while one re-read runs beside it, so readers never
// wait for the database; an operator's change drops answers at once, and a
// stock move has them read again within a bound.

beforeEach(() => jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

/** A read the test finishes by hand. */
function pendingRead() {
  let finish!: (answer: unknown) => void;
  let fail!: (error: Error) => void;
  const read = jest.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { read, finish: (answer: unknown) => finish(answer), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Keeps `answer` under the key as a request's own read would, with `reread` to read it again. */
async function keep(
  cache: ReturnType<typeof createAnswerCache>,
  key: string,
  answer: unknown,
  reread: () => Promise<unknown>,
) {
  const first = jest.fn().mockResolvedValueOnce(answer).mockImplementation(reread);
  return cache.read(key, first);
}

describe('answer cache', () => {
  it('answers a read with its JSON and sends it again while fresh, without reading', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    expect(await keep(cache, 'list', { stock: 1 }, reread.read)).toBe('{"stock":1}');
    jest.setSystemTime(999);
    expect(cache.get('list')).toBe('{"stock":1}');
    expect(reread.read).not.toHaveBeenCalled();
  });

  it('sends an aged answer at once, reads it again once for all, then sends the new one', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    await keep(cache, 'list', { stock: 1 }, reread.read);
    jest.setSystemTime(1000);
    expect(cache.get('list')).toBe('{"stock":1}');
    expect(cache.get('list')).toBe('{"stock":1}');
    expect(reread.read).toHaveBeenCalledTimes(1);

    reread.finish({ stock: 2 });
    await settle();
    expect(cache.get('list')).toBe('{"stock":2}');
    expect(reread.read).toHaveBeenCalledTimes(1);
  });

  it('stops sending an answer past staleMs', async () => {
    const cache = createAnswerCache({ freshMs: 1000, staleMs: 5000 });
    await keep(cache, 'list', { stock: 1 }, pendingRead().read);
    jest.setSystemTime(5001);
    expect(cache.get('list')).toBeUndefined();
  });

  it('drops every answer on a change, and keeps no read that began before it', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    await keep(cache, 'list', { stock: 1 }, reread.read);
    jest.setSystemTime(1000);
    cache.get('list');
    const ownRead = pendingRead();
    const answered = cache.read('detail', ownRead.read);
    cache.clear();
    expect(cache.get('list')).toBeUndefined();

    reread.finish({ stock: 'read before the change' });
    ownRead.finish({ id: 'read before the change' });
    // The request that read it still gets its answer; it is only not kept.
    expect(await answered).toBe('{"id":"read before the change"}');
    await settle();
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('detail')).toBeUndefined();
  });

  it('drops an answer whose re-read failed, so the next request reads it itself', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    await keep(cache, 'product', { id: 7 }, reread.read);
    jest.setSystemTime(1000);
    expect(cache.get('product')).toBe('{"id":7}');
    reread.fail(new Error('gone'));
    await settle();
    expect(cache.get('product')).toBeUndefined();
  });

  it('keeps the newer of two reads of one answer, whichever ends last', async () => {
    const cache = createAnswerCache();
    const older = pendingRead();
    const newer = pendingRead();
    const first = cache.read('list', older.read);
    jest.setSystemTime(10);
    const second = cache.read('list', newer.read);
    newer.finish({ stock: 'newer' });
    await second;
    older.finish({ stock: 'older' });
    await first;
    expect(cache.get('list')).toBe('{"stock":"newer"}');
  });
});

describe('answer cache after a stock move', () => {
  it('still sends the answer, and reads it again in the background', async () => {
    const cache = createAnswerCache({ freshMs: 5000, rereadEveryMs: 250 });
    const reread = pendingRead();
    await keep(cache, 'list', { stock: 10 }, reread.read);
    jest.setSystemTime(300);
    cache.stockMoved();
    expect(cache.get('list')).toBe('{"stock":10}');
    expect(cache.get('list')).toBe('{"stock":10}');
    expect(reread.read).toHaveBeenCalledTimes(1);

    reread.finish({ stock: 7 });
    await settle();
    expect(cache.get('list')).toBe('{"stock":7}');
  });

  it('reads one answer again at most once per rereadEveryMs, however often stock moves', async () => {
    const cache = createAnswerCache({ freshMs: 5000, rereadEveryMs: 250 });
    const reread = jest.fn().mockResolvedValue({ stock: 'read again' });
    await keep(cache, 'list', { stock: 10 }, reread);
    for (let at = 0; at < 250; at += 50) {
      jest.setSystemTime(at);
      cache.stockMoved();
      expect(cache.get('list')).toBe('{"stock":10}');
    }
    expect(reread).not.toHaveBeenCalled();
    jest.setSystemTime(250);
    cache.get('list');
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('sends no answer from before the move stockLagMs after it', async () => {
    const cache = createAnswerCache({ freshMs: 5000, stockLagMs: 1000 });
    const reread = pendingRead();
    await keep(cache, 'list', { stock: 10 }, reread.read);
    jest.setSystemTime(2000);
    cache.stockMoved();
    expect(cache.get('list')).toBe('{"stock":10}');
    jest.setSystemTime(2999);
    expect(cache.get('list')).toBe('{"stock":10}');
    // The re-read has not come back: the request reads it itself.
    jest.setSystemTime(3000);
    expect(cache.get('list')).toBeUndefined();
  });

  it('reads an answer again when stock moved while it was read: it may be from before', async () => {
    const cache = createAnswerCache({ freshMs: 5000, rereadEveryMs: 250, stockLagMs: 1000 });
    const ownRead = pendingRead();
    const reread = pendingRead();
    const reader = jest.fn(ownRead.read).mockImplementation(reread.read);
    reader.mockImplementationOnce(ownRead.read);
    const answered = cache.read('list', reader);
    jest.setSystemTime(100);
    cache.stockMoved();
    ownRead.finish({ stock: 10 });
    expect(await answered).toBe('{"stock":10}');

    expect(cache.get('list')).toBe('{"stock":10}');
    expect(reader).toHaveBeenCalledTimes(1);
    jest.setSystemTime(250);
    expect(cache.get('list')).toBe('{"stock":10}');
    expect(reader).toHaveBeenCalledTimes(2);
    // Bound from when the first read began, not from when it ended.
    jest.setSystemTime(999);
    expect(cache.get('list')).toBe('{"stock":10}');
    jest.setSystemTime(1000);
    expect(cache.get('list')).toBeUndefined();
    reread.finish({ stock: 7 });
    await settle();
    expect(cache.get('list')).toBe('{"stock":7}');
  });
});
