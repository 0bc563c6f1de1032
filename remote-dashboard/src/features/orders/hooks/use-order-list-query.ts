import { useSearchParams } from '@storefront/shared';
import type { OrderStatus } from '@storefront/shared/contracts';
import { parseStatus } from '../lib/order-status';
import { pageFrom } from '@storefront/ui';

/**
 * The status filter and page of the order history live in
 * the URL, so back and forward work.
 */
export function useOrderListQuery() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = pageFrom(params);

  /** The query string of another page under the same filter. */
  function searchFor(next: { page?: number; status?: OrderStatus | null }): string {
    const query = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    const nextPage = next.page ?? 1;
    if (nextStatus) query.set('status', nextStatus);
    if (nextPage > 1) query.set('page', String(nextPage));
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  /** A new filter starts again at page 1. */
  function setStatus(next: OrderStatus | null) {
    setParams(new URLSearchParams(searchFor({ status: next, page: 1 })));
  }

  return { status, page, searchFor, setStatus };
}
