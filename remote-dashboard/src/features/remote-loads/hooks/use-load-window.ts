import { useSearchParams } from '@storefront/shared';
import {
  DEFAULT_LOAD_WINDOW,
  LOAD_WINDOW_HOURS,
  parseLoadWindow,
  type LoadWindow,
} from '../lib/load-windows';

/**
 * The span on screen lives in the URL (?window=7-days), so reload, back and
 * shared links show the same figures; the default, 24 hours, is left out of it.
 */
export function useLoadWindow() {
  const [params, setParams] = useSearchParams();
  const loadWindow = parseLoadWindow(params.get('window'));

  const setLoadWindow = (next: LoadWindow) =>
    setParams(
      next === DEFAULT_LOAD_WINDOW ? new URLSearchParams() : new URLSearchParams({ window: next }),
    );

  return { loadWindow, hours: LOAD_WINDOW_HOURS[loadWindow], setLoadWindow };
}
