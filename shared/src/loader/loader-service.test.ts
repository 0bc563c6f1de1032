import { LoaderService } from './loader-service';

describe('LoaderService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const busy = { title: 'Signing in', subtitle: 'One moment', loadingText: 'Checking…' };

  it('shows the busy state with title, subtitle and loading text', () => {
    const loader = new LoaderService();
    loader.show(busy);
    expect(loader.state$.getValue()).toEqual({ busy, result: null });
  });

  it('shows a result for 500 ms by default, then closes', () => {
    const loader = new LoaderService();
    loader.show(busy);
    loader.showResult({ type: 'error', msg: 'Wrong password' });
    expect(loader.state$.getValue()).toEqual({
      busy: null,
      result: { type: 'error', msg: 'Wrong password' },
    });
    jest.advanceTimersByTime(499);
    expect(loader.state$.getValue().result).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(loader.state$.getValue()).toEqual({ busy: null, result: null });
  });

  it('honours a longer display time', () => {
    const loader = new LoaderService();
    loader.success('Saved', 2000);
    jest.advanceTimersByTime(1999);
    expect(loader.state$.getValue().result?.type).toBe('success');
    jest.advanceTimersByTime(1);
    expect(loader.state$.getValue().result).toBeNull();
  });

  it('closes a keep-after-route-change busy state when the next navigation ends', () => {
    const loader = new LoaderService();
    loader.show(busy, { keepAfterRouteChange: true });
    jest.advanceTimersByTime(10_000);
    expect(loader.state$.getValue().busy).toEqual(busy);
    loader.navigationEnded();
    expect(loader.state$.getValue()).toEqual({ busy: null, result: null });
  });

  it('keeps an ordinary busy state across navigations', () => {
    const loader = new LoaderService();
    loader.show(busy);
    loader.navigationEnded();
    expect(loader.state$.getValue().busy).toEqual(busy);
  });

  it('drops the results of a page being left, until the next navigation ends', () => {
    const loader = new LoaderService();
    loader.show(busy);
    loader.closeWhileLeavingPage();
    expect(loader.state$.getValue()).toEqual({ busy: null, result: null });
    loader.error('Sign in to continue.');
    expect(loader.state$.getValue().result).toBeNull();
    loader.navigationEnded();
    loader.error('Wrong password');
    expect(loader.state$.getValue().result).toEqual({ type: 'error', msg: 'Wrong password' });
  });

  it('does not let an old result timer close a newer busy state', () => {
    const loader = new LoaderService();
    loader.error('Network error');
    loader.show(busy);
    jest.advanceTimersByTime(1000);
    expect(loader.state$.getValue().busy).toEqual(busy);
  });

  it('clears both states on close', () => {
    const loader = new LoaderService();
    loader.show(busy, { keepAfterRouteChange: true });
    loader.close();
    expect(loader.state$.getValue()).toEqual({ busy: null, result: null });
    loader.show(busy);
    loader.navigationEnded();
    expect(loader.state$.getValue().busy).toEqual(busy);
  });

  describe('run', () => {
    it('shows the spinner while the action runs, closes it after, and gives the result', async () => {
      const loader = new LoaderService();
      let finish: (value: number) => void = () => undefined;
      const outcome = loader.run(busy, () => new Promise<number>((resolve) => (finish = resolve)));
      expect(loader.state$.getValue().busy).toEqual(busy);
      finish(7);
      await expect(outcome).resolves.toEqual({ ok: true, result: 7 });
      expect(loader.state$.getValue()).toEqual({ busy: null, result: null });
    });

    it('shows a delayed spinner only when the action is still running by then', async () => {
      const loader = new LoaderService();
      const states: unknown[] = [];
      loader.state$.subscribe((state) => states.push(state.busy));
      await loader.run(busy, async () => 'quick', { delayMs: 200 });
      jest.advanceTimersByTime(500);
      expect(states.filter(Boolean)).toEqual([]);

      let finish: () => void = () => undefined;
      const slow = loader.run(busy, () => new Promise<void>((resolve) => (finish = resolve)), {
        delayMs: 200,
      });
      jest.advanceTimersByTime(200);
      expect(loader.state$.getValue().busy).toEqual(busy);
      finish();
      await slow;
      expect(loader.state$.getValue().busy).toBeNull();
    });

    it('shows a failure long enough to read and hands its words to the page', async () => {
      const loader = new LoaderService();
      const outcome = await loader.run(busy, () => Promise.reject(new Error('boom')));
      expect(outcome.ok).toBe(false);
      const { message } = (outcome as { failure: { message: string } }).failure;
      expect(loader.state$.getValue().result).toEqual({ type: 'error', msg: message });
      jest.advanceTimersByTime(2999);
      expect(loader.state$.getValue().result).not.toBeNull();
      jest.advanceTimersByTime(1);
      expect(loader.state$.getValue().result).toBeNull();
    });

    it('says a success for a glance, or long enough to read, and a warning whole', async () => {
      const loader = new LoaderService();
      await loader.run(busy, async () => 2, { success: (n) => `Saved ${n}`, glance: true });
      expect(loader.state$.getValue().result).toEqual({ type: 'success', msg: 'Saved 2' });
      jest.advanceTimersByTime(500);
      expect(loader.state$.getValue().result).toBeNull();

      await loader.run(busy, async () => 2, { success: () => 'Read me' });
      jest.advanceTimersByTime(2999);
      expect(loader.state$.getValue().result).toEqual({ type: 'success', msg: 'Read me' });

      const warning = { type: 'warning', msg: 'Saved, but not all of it' } as const;
      await loader.run(busy, async () => 2, { success: () => warning });
      expect(loader.state$.getValue().result).toEqual(warning);
    });

    it('closes on a failure the caller answers itself, and leaves a delayed spinner unshown', async () => {
      const loader = new LoaderService();
      const states: unknown[] = [];
      loader.state$.subscribe((state) => states.push(state.busy ?? state.result));
      const outcome = await loader.run(busy, () => Promise.reject(new Error('gone')), {
        delayMs: 200,
        quiet: () => true,
      });
      expect(outcome.ok).toBe(false);
      jest.advanceTimersByTime(500);
      expect(states.filter(Boolean)).toEqual([]);
    });
  });
});
