import { useLocation, useSearchParams } from '@storefront/shared';

/**
 * The page of one of several paged lists on a page, each in its own query
 * parameter (e.g. ?walletPage=2), so every list pages on its own and the URL
 * keeps them all. Its links end in the list's #anchor, so the browser lands on it.
 */
export function useSectionPage(param: string, anchor: string) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const asked = Number(search.get(param) ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    if (target > 1) next.set(param, String(target));
    else next.delete(param);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}#${anchor}`;
  };

  return { page, hrefFor };
}
