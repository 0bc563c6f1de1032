import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows 0 until started, then the whole seconds left, down to 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('counts from the clock, so a throttled tab that missed ticks still shows the right number', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock jumps 40 s while only one tick fires, as in a background tab.
    act(() => {
      jest.setSystemTime(Date.now() + 39_000);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(20);
  });
});
