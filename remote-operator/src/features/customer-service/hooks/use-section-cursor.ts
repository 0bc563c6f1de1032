import { useLocation, useSearchParams } from '@storefront/shared';
import { cursorFrom, setCursor, type ListCursor } from '@storefront/ui';

/**
 * The page of one of several lists on a page that is read by cursor, in its
 * own query parameters (e.g. ?ordersAfter=…), so every list pages on its own
 * and the URL keeps them all. Its links end in the list's #anchor.
 */
export function useSectionCursor(prefix: string, anchor: string) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const cursor = cursorFrom(search, prefix);

  const hrefFor = (target: ListCursor) => {
    const next = new URLSearchParams(search);
    setCursor(next, target, prefix);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}#${anchor}`;
  };

  return { cursor, hrefFor };
}
