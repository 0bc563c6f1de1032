import { createAnswerCache } from '../src/lib/answer-cache';

// An aged answer is sent while one re-read runs beside it, so readers never
// wait for the database; a change drops answers at once.

beforeEach(() => jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

/** A re-read the test finishes by hand. */
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

describe('answer cache', () => {
  it('sends a fresh answer without reading it again', () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    cache.set('list', { stock: 1 }, reread.read);
    jest.setSystemTime(999);
    expect(cache.get('list')).toBe('{"stock":1}');
    expect(reread.read).not.toHaveBeenCalled();
  });

  it('sends an aged answer at once, reads it again once for all, then sends the new one', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    cache.set('list', { stock: 1 }, reread.read);
    jest.setSystemTime(1000);
    expect(cache.get('list')).toBe('{"stock":1}');
    expect(cache.get('list')).toBe('{"stock":1}');
    expect(reread.read).toHaveBeenCalledTimes(1);

    reread.finish({ stock: 2 });
    await settle();
    expect(cache.get('list')).toBe('{"stock":2}');
    expect(reread.read).toHaveBeenCalledTimes(1);
  });

  it('stops sending an answer past staleMs', () => {
    const cache = createAnswerCache({ freshMs: 1000, staleMs: 5000 });
    cache.set('list', { stock: 1 }, pendingRead().read);
    jest.setSystemTime(5001);
    expect(cache.get('list')).toBeUndefined();
  });

  it('drops every answer on a change, and keeps no re-read that began before it', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    cache.set('list', { stock: 1 }, reread.read);
    jest.setSystemTime(1000);
    cache.get('list');
    cache.clear();
    expect(cache.get('list')).toBeUndefined();

    reread.finish({ stock: 'read before the change' });
    await settle();
    expect(cache.get('list')).toBeUndefined();
  });

  it('drops an answer whose re-read failed, so the next request reads it itself', async () => {
    const cache = createAnswerCache({ freshMs: 1000 });
    const reread = pendingRead();
    cache.set('product', { id: 7 }, reread.read);
    jest.setSystemTime(1000);
    expect(cache.get('product')).toBe('{"id":7}');
    reread.fail(new Error('gone'));
    await settle();
    expect(cache.get('product')).toBeUndefined();
  });
});
