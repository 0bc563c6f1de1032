import { AHEAD_MS, fetchAhead, takeAhead } from './answers-ahead';

describe('answers fetched ahead', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('start once per window, and are taken once', async () => {
    const load = jest.fn(async () => 'tea');
    fetchAhead('product-7', load);
    fetchAhead('product-7', load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takeAhead('product-7')).resolves.toBe('tea');
    expect(takeAhead('product-7')).toBeUndefined();
  });

  it('are not taken once older than the API’s own answers', () => {
    fetchAhead('product-8', async () => 'old');
    now = AHEAD_MS;
    expect(takeAhead('product-8')).toBeUndefined();
  });

  it('forget a failure, so the next intent asks again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('tea');
    fetchAhead('product-9', load);
    await Promise.resolve();
    await Promise.resolve();
    fetchAhead('product-9', load);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(takeAhead('product-9')).resolves.toBe('tea');
  });
});
