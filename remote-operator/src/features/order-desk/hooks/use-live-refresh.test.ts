import { act, renderHook } from '@testing-library/react';
import { useLiveRefresh } from './use-live-refresh';

let onEvent: () => void = () => undefined;
jest.mock('@storefront/shared/order-events', () => ({
  useOrderEvents: (_path: string | null, handler: () => void) => {
    onEvent = handler;
    return true;
  },
}));

/** A read the test answers when it likes. */
function deferredReads() {
  const answers: ((value: number) => void)[] = [];
  const load = jest.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
  return { load, answer: (index: number, value: number) => answers[index]!(value) };
}

describe('useLiveRefresh', () => {
  it('answers a burst of events with the read under way and one more after it', async () => {
    const { load, answer } = deferredReads();
    const apply = jest.fn();
    renderHook(() => useLiveRefresh('/operator/orders/events', load, apply));

    act(() => {
      for (let event = 0; event < 5; event += 1) onEvent();
    });
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => answer(0, 1));
    // The events that came during the first read: one read after it, begun after the last of them.
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answer(1, 2));
    expect(apply.mock.calls.map(([data]) => data)).toEqual([1, 2]);

    act(() => onEvent());
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps what the page shows when a read fails, and reads on the next event', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    const apply = jest.fn();
    renderHook(() => useLiveRefresh('/operator/orders/events', load, apply));

    await act(async () => onEvent());
    expect(apply).not.toHaveBeenCalled();
    await act(async () => onEvent());
    expect(apply).toHaveBeenCalledWith(7);
  });
});
