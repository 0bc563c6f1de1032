import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';

// jsdom has no layout: the window's scroll offset is a plain number here,
// moved by scrollTo and announced by a scroll event, as a browser would.
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

function renderAt(path: string, key?: string) {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  function Page() {
    useScrollRestoration();
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[key ? { pathname: path, key } : path]}>
      <Page />
    </MemoryRouter>,
  );
  return (to: string | number, options?: { replace: boolean }) =>
    act(() => void (typeof to === 'number' ? navigate(to) : navigate(to, options)));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

const getEntriesByType = performance.getEntriesByType;
afterEach(() => {
  performance.getEntriesByType = getEntriesByType;
});

/** How the browser says this document was opened: 'navigate', 'reload' or 'back_forward'. */
function documentOpenedBy(type: string) {
  performance.getEntriesByType = ((kind: string) =>
    kind === 'navigation' ? [{ type }] : []) as unknown as typeof performance.getEntriesByType;
}

describe('useScrollRestoration', () => {
  it('starts a new page at the top', async () => {
    const go = renderAt('/');
    scrollBy(700);
    await go('/cart');
    expect(scrollY).toBe(0);
  });

  it('returns to where the customer was when they go back, and forward again', async () => {
    const go = renderAt('/');
    scrollBy(700);
    await go('/cart');
    scrollBy(120);
    await go(-1);
    expect(scrollY).toBe(700);
    await go(1);
    expect(scrollY).toBe(120);
  });

  it('stays where the customer is when the page replaces its own query, as a chosen variant does', async () => {
    const go = renderAt('/products/51');
    scrollBy(380);
    await go('/products/51?variant=73', { replace: true });
    expect(scrollY).toBe(380);
    expect(scrollTo).not.toHaveBeenCalled();
    // Another page, even one put in place of this entry, starts at the top.
    await go('/login', { replace: true });
    expect(scrollY).toBe(0);
  });

  it('keeps the position of a replaced entry for back, under its new key', async () => {
    const go = renderAt('/products/51');
    scrollBy(380);
    await go('/products/51?variant=73', { replace: true });
    scrollBy(400);
    await go('/cart');
    await go(-1);
    expect(scrollY).toBe(400);
  });

  it('keeps the positions in sessionStorage, so they survive a reload of the tab', async () => {
    const go = renderAt('/');
    scrollBy(450);
    await go('/products');
    expect(Object.values(JSON.parse(sessionStorage.getItem('scroll-positions')!))).toContain(450);
  });

  it('opens a new document at the top, even where another document was scrolled before', () => {
    sessionStorage.setItem(
      'scroll-positions',
      // Where the last document was, under the router's shared "default" key too.
      JSON.stringify({ default: 176, 'default /products': 176 }),
    );
    documentOpenedBy('navigate');
    renderAt('/products', 'default');
    expect(scrollY).toBe(0);
  });

  it('leaves a new document where the customer has scrolled it before the router mounted', () => {
    documentOpenedBy('navigate');
    scrollY = 41;
    renderAt('/products', 'default');
    expect(scrollY).toBe(41);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings a reloaded document back to where it was', () => {
    sessionStorage.setItem('scroll-positions', JSON.stringify({ 'default /products': 320 }));
    documentOpenedBy('reload');
    renderAt('/products', 'default');
    expect(scrollY).toBe(320);
  });
});
