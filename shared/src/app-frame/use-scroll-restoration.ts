import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
// Content of a remote may arrive after the route changes; keep trying to reach
// the saved position for this long before settling for what the page allows.
const RESTORE_PATIENCE_MS = 2000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }));
  } catch {
    // Storage full or refused: back simply starts at the top.
  }
}

/** Scrolls to y once the page is tall enough, or gives up after a while. */
function restoreWhenReachable(y: number): () => void {
  const giveUpAt = performance.now() + RESTORE_PATIENCE_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < giveUpAt)
      frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

// The first entry of a document has no key of its own: the router calls every
// one "default", whatever its URL, so its position is kept under its URL.
const entryKey = ({ key, pathname, search }: Location) =>
  key === 'default' ? `default ${pathname}${search}` : key;

/**
 * Whether the browser brought the document back (a reload, or back and forward
 * across documents) rather than opened it anew. The router reports both as POP.
 */
function browserReturned(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * docs/routes.md: a new page starts at the top (or at its #anchor), and back
 * or forward returns to where the customer was on that entry, across reloads
 * of the tab too.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Where the entry on screen is scrolled to, as the last scroll event said:
  // read live at the moment of a route change, it would already be the new page's.
  const shown = useRef({ key: entryKey(location), pathname: location.pathname, y: 0 });
  const firstEntry = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const track = () => {
      shown.current.y = window.scrollY;
    };
    const remember = () => savePosition(shown.current.key, shown.current.y);
    addEventListener('scroll', track, { passive: true });
    addEventListener('pagehide', remember);
    return () => {
      removeEventListener('scroll', track);
      removeEventListener('pagehide', remember);
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location);
    // A page that names what is chosen on it in its own query (a product's
    // variant) replaces its entry: the same page, where the customer is.
    if (navigationType === 'REPLACE' && shown.current.pathname === location.pathname) {
      shown.current = { ...shown.current, key };
      return undefined;
    }
    if (shown.current.key !== key) savePosition(shown.current.key, shown.current.y);
    shown.current = { key, pathname: location.pathname, y: 0 };
    if (firstEntry.current) {
      firstEntry.current = false;
      // A document the browser opened anew starts at the top (or its #anchor) by
      // itself, and the router may mount after the customer has begun to scroll a
      // page the server drew: only a reload or back/forward is brought back.
      const saved = browserReturned() ? readPositions()[key] : undefined;
      return saved === undefined ? undefined : restoreWhenReachable(saved);
    }
    if (navigationType === 'POP') {
      const saved = readPositions()[key];
      if (saved !== undefined) return restoreWhenReachable(saved);
    }
    const anchor = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
    // The key changes with every navigation, and with it the type and the hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
