import { useSearchParams } from '@storefront/shared';
import {
  DEFAULT_LOAD_WINDOW,
  LOAD_WINDOW_HOURS,
  parseLoadWindow,
  type LoadWindow,
} from '../lib/load-windows';
import { pageFrom } from '@storefront/ui';

/**
 * The span and page on screen live in the URL (?window=7-days&page=2), so
 * reload, back and shared links show the same figures; the default span,
 * 24 hours, and the first page are left out of it.
 */
export function useLoadWindow() {
  const [params, setParams] = useSearchParams();
  const loadWindow = parseLoadWindow(params.get('window'));
  const page = pageFrom(params);

  /** The query string of `target` page of `span`, e.g. '?window=7-days&page=2'. */
  function searchFor(target: number, span: LoadWindow = loadWindow): string {
    const query = new URLSearchParams();
    if (span !== DEFAULT_LOAD_WINDOW) query.set('window', span);
    if (target > 1) query.set('page', String(target));
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  /** Another span starts again at the first page. */
  const setLoadWindow = (next: LoadWindow) => setParams(new URLSearchParams(searchFor(1, next)));

  return { loadWindow, hours: LOAD_WINDOW_HOURS[loadWindow], page, searchFor, setLoadWindow };
}
