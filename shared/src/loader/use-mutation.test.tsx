import { act, renderHook } from '@testing-library/react';
import { loaderService, MESSAGE_DISPLAY_MS } from './loader-service';
import { useMutation } from './use-mutation';
import { recordLoaderResults, type LoaderResults } from '../testing/loader-results';

const busy = () => ({ title: 'Adding to your cart', subtitle: 'Order CM-000012' });

describe('useMutation’s result', () => {
  let results: LoaderResults;
  beforeEach(() => {
    loaderService.close();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows a success message as a success', async () => {
    const { result } = renderHook(() =>
      useMutation(async (n: number) => n, { busy, success: () => 'Added to your cart' }),
    );
    await act(() => result.current.mutate(1));
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Added to your cart',
    });
  });

  it('shows a whole result (a warning) as it is', async () => {
    const warning = { type: 'warning', msg: 'Some items are not available.' } as const;
    const { result } = renderHook(() =>
      useMutation(async (n: number) => n, { busy, success: () => warning }),
    );
    const outcome = await act(() => result.current.mutate(1));
    expect(outcome).toEqual({ ok: true, result: 1 });
    expect(results.last()).toEqual(warning);
  });

  it('just closes the loader without one', async () => {
    const { result } = renderHook(() => useMutation(async (n: number) => n, { busy }));
    await act(() => result.current.mutate(1));
    expect(loaderService.state$.getValue()).toEqual({ busy: null, result: null });
    expect(results.all()).toEqual([]);
  });

  it('just closes the loader when it has nothing to say for this result', async () => {
    const { result } = renderHook(() =>
      useMutation(async (n: number) => n, { busy, success: (n) => (n > 1 ? 'Placed' : undefined) }),
    );
    await act(() => result.current.mutate(1));
    expect(loaderService.state$.getValue()).toEqual({ busy: null, result: null });
    expect(results.all()).toEqual([]);
  });
});

const SAVED = { type: 'success', msg: 'Address saved' };

describe('how long useMutation’s success stays', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    loaderService.close();
  });
  afterEach(() => jest.useRealTimers());

  /** The loader's result `ms` after a write that succeeded. */
  const resultAfter = async (ms: number, glance?: boolean) => {
    const { result } = renderHook(() =>
      useMutation(async (n: number) => n, { busy, success: () => 'Address saved', glance }),
    );
    await act(() => result.current.mutate(1));
    act(() => jest.advanceTimersByTime(ms));
    return loaderService.state$.getValue().result;
  };

  it('stays long enough to read by default', async () => {
    expect(await resultAfter(MESSAGE_DISPLAY_MS - 1)).toEqual(SAVED);
    expect(await resultAfter(MESSAGE_DISPLAY_MS)).toBeNull();
  });

  it('goes after a glance when it is only a tick', async () => {
    expect(await resultAfter(0, true)).toEqual(SAVED);
    expect(await resultAfter(MESSAGE_DISPLAY_MS - 1, true)).toBeNull();
  });
});

const refuse = async () => {
  throw new Error('no');
};

describe('useMutation’s quiet failures', () => {
  let results: LoaderResults;
  beforeEach(() => {
    loaderService.close();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows a failure the caller does not answer itself', async () => {
    const { result } = renderHook(() =>
      useMutation(refuse, { busy, quiet: (failure) => failure.code === 'ELSEWHERE' }),
    );
    const outcome = await act(() => result.current.mutate(undefined));
    expect(outcome.ok).toBe(false);
    expect(results.last()).toEqual({
      type: 'error',
      msg: 'Something went wrong. Please try again.',
    });
  });

  it('just closes the loader on a failure the caller answers, and still hands it back', async () => {
    const { result } = renderHook(() => useMutation(refuse, { busy, quiet: () => true }));
    const outcome = await act(() => result.current.mutate(undefined));
    expect(outcome).toEqual({
      ok: false,
      failure: { message: 'Something went wrong. Please try again.', code: 'ERROR' },
    });
    expect(loaderService.state$.getValue()).toEqual({ busy: null, result: null });
    expect(results.all()).toEqual([]);
  });
});
