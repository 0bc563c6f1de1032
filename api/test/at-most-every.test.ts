import { atMostEvery } from '../src/lib/at-most-every';

// Stock news is coalesced: at once, then at most once per window, and the
// last call in a window is never lost.

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('atMostEvery', () => {
  it('runs the first call at once', () => {
    const run = jest.fn();
    atMostEvery(50, run).call();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('makes the calls inside a window one run, at its end', () => {
    const run = jest.fn();
    const limited = atMostEvery(50, run);
    limited.call();
    jest.advanceTimersByTime(10);
    limited.call();
    limited.call();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(39);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again once a window has passed quietly', () => {
    const run = jest.fn();
    const limited = atMostEvery(50, run);
    limited.call();
    jest.advanceTimersByTime(50);
    limited.call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing more once cancelled', () => {
    const run = jest.fn();
    const limited = atMostEvery(50, run);
    limited.call();
    limited.call();
    limited.cancel();
    jest.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
