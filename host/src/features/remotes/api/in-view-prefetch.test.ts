import { remoteForPath } from '../../../app/routes';
import { IN_VIEW_DWELL_MS, prefetchInView } from './in-view-prefetch';
import { whenIdle } from './intent-listeners';

// The page behind a link, as intent-listeners.ts's loadPage fetches it.
const fetchPage = jest.fn((_pathname: string) => Promise.resolve());
beforeEach(() => fetchPage.mockClear());

describe('prefetching the pages of cards in view', () => {
  // jsdom draws nothing, so nothing is ever in view: the test says what is.
  let observed: Set<Element>;
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void;
  beforeEach(() => {
    jest.useFakeTimers();
    observed = new Set();
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      report = (entries) => callback(entries as IntersectionObserverEntry[], {} as never);
      // This test's own: an observer started by an earlier test still watches the page.
      const watched = observed;
      return {
        observe: (target: Element) => watched.add(target),
        unobserve: (target: Element) => watched.delete(target),
      };
    }) as unknown as typeof IntersectionObserver;
    window.history.pushState(null, '', '/products');
    document.body.innerHTML =
      '<a data-prefetch-in-view href="/products/12">Oat milk</a>' +
      '<a data-prefetch-in-view href="/products/15">Rye bread</a>' +
      '<a data-prefetch-in-view href="/dashboard/orders">Orders</a>' +
      '<a href="/products/18">Not marked</a>';
  });
  afterEach(() => jest.useRealTimers());
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;
  const started = async () => {
    prefetchInView(remoteForPath, { fetchPage, whenIdle });
    await jest.advanceTimersByTimeAsync(0);
  };

  it('fetches the page behind a marked card once it has stayed in view, one page at a time', async () => {
    await started();
    expect([...observed].map((each) => each.textContent)).toEqual([
      'Oat milk',
      'Rye bread',
      'Orders',
    ]);
    report([
      { target: link('Oat milk'), isIntersecting: true },
      { target: link('Rye bread'), isIntersecting: true },
    ]);
    await jest.advanceTimersByTimeAsync(IN_VIEW_DWELL_MS - 10);
    expect(fetchPage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(10 + 2000);
    expect(fetchPage.mock.calls).toEqual([['/products/12']]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchPage.mock.calls).toEqual([['/products/12'], ['/products/15']]);
    // Each once: neither is watched any more.
    expect(observed.has(link('Oat milk'))).toBe(false);
  });

  it('leaves a card scrolled past, a link into another remote, and a card that has gone', async () => {
    await started();
    report([
      { target: link('Oat milk'), isIntersecting: true },
      { target: link('Orders'), isIntersecting: true },
    ]);
    await jest.advanceTimersByTimeAsync(IN_VIEW_DWELL_MS / 2);
    report([{ target: link('Oat milk'), isIntersecting: false }]);
    link('Rye bread').remove();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(observed.has(link('Oat milk'))).toBe(true);
    expect([...observed].some((each) => each.textContent === 'Rye bread')).toBe(false);
  });

  it('watches cards drawn after the start', async () => {
    await started();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div><a data-prefetch-in-view href="/products/21">Honey</a></div>',
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(observed.has(link('Honey'))).toBe(true);
  });
});
