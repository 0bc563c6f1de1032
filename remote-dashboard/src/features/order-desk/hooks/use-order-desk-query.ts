import { useSearchParams } from '@storefront/shared';
import type { DeliveryOption, OrderStatus } from '@storefront/shared/contracts';
import { pageFrom } from '../../../lib/page-from';
import { parseDelivery, parseStatus } from '../lib/order-desk-words';

export interface OrderDeskFilters {
  status: OrderStatus | null;
  delivery: DeliveryOption | null;
  /** The search text, as typed (trimmed); '' searches nothing. */
  q: string;
  page: number;
}

/** The API refuses longer searches; the URL may hold anything. */
const MAX_SEARCH = 100;

/**
 * The store orders' filters, search and page live in the URL
 * (?status=&delivery=&q=&page=), so back, forward and shared links work.
 */
export function useOrderDeskQuery() {
  const [params, setParams] = useSearchParams();
  const filters: OrderDeskFilters = {
    status: parseStatus(params.get('status')),
    delivery: parseDelivery(params.get('delivery')),
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: pageFrom(params),
  };

  /** The query string for these filters with `change` applied; page 1 unless given. */
  function searchFor(change: Partial<OrderDeskFilters>): string {
    const next = { ...filters, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.delivery) query.set('delivery', next.delivery);
    if (next.q) query.set('q', next.q);
    if (next.page > 1) query.set('page', String(next.page));
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  /** A new filter or search starts again at page 1. */
  function setFilters(change: Partial<Omit<OrderDeskFilters, 'page'>>) {
    setParams(new URLSearchParams(searchFor(change)));
  }

  return { ...filters, searchFor, setFilters };
}
