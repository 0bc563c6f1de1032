import { act, renderHook } from '@testing-library/react';
import { LIVE_REFRESH_MS, useLiveRefresh } from './use-live-refresh';
import { showTab, wait } from '../testing/visible-tab';

describe('useLiveRefresh', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refreshes every 30 s while the tab is visible, not at once on opening', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    renderHook(() => useLiveRefresh(refresh));

    await wait(LIVE_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await wait(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await wait(2 * LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(LIVE_REFRESH_MS).toBe(30_000);
  });

  it('refreshes at once when the tab becomes visible again, and not while it is hidden', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    renderHook(() => useLiveRefresh(refresh));

    showTab('hidden');
    await wait(5 * LIVE_REFRESH_MS);
    expect(refresh).not.toHaveBeenCalled();

    showTab('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    // The 30 s count starts again from there.
    await wait(LIVE_REFRESH_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('waits for the tab to be shown when the page opens in a hidden tab', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const refresh = jest.fn(() => Promise.resolve());
    renderHook(() => useLiveRefresh(refresh));

    await wait(3 * LIVE_REFRESH_MS);
    expect(refresh).not.toHaveBeenCalled();
    showTab('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while a refresh is on its way, and carries on after one fails', async () => {
    let answer: (() => void) | undefined;
    let fail: ((reason: Error) => void) | undefined;
    const refresh = jest.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    renderHook(() => useLiveRefresh(refresh));

    showTab('hidden');
    showTab('visible');
    showTab('hidden');
    showTab('visible');
    await wait(2 * LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);

    await act(async () => fail!(new Error('offline')));
    await wait(LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await act(async () => answer!());
    await wait(LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops, and aborts the refresh on its way, when the page goes', async () => {
    const signals: AbortSignal[] = [];
    const refresh = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>(() => undefined);
    });
    const { unmount } = renderHook(() => useLiveRefresh(refresh));
    await wait(LIVE_REFRESH_MS);
    expect(signals[0]?.aborted).toBe(false);

    unmount();
    expect(signals[0]?.aborted).toBe(true);
    showTab('hidden');
    showTab('visible');
    await wait(3 * LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
