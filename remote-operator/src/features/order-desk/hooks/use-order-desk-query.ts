import { useSearchParams } from '@storefront/shared';
import type { DeliveryOption, OrderStatus } from '@storefront/shared/contracts';
import { parseDelivery, parseStatus } from '../lib/order-desk-words';
import { cursorFrom, setCursor, type ListCursor } from '@storefront/ui';

export interface OrderDeskFilters {
  status: OrderStatus | null;
  delivery: DeliveryOption | null;
  /** The search text, as typed (trimmed); '' searches nothing. */
  q: string;
  /** Which page: after or before a place the API gave; null for the newest orders. */
  cursor: ListCursor;
}

/** The API refuses longer searches; the URL may hold anything. */
const MAX_SEARCH = 100;

/**
 * The store orders' filters, search and page live in the URL
 * (?status=&delivery=&q=&after=|before=), so reload, back, forward and shared links work.
 */
export function useOrderDeskQuery() {
  const [params, setParams] = useSearchParams();
  const filters: OrderDeskFilters = {
    status: parseStatus(params.get('status')),
    delivery: parseDelivery(params.get('delivery')),
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    cursor: cursorFrom(params),
  };

  /** The query string for these filters with `change` applied; the first page unless given. */
  function searchFor(change: Partial<OrderDeskFilters>): string {
    const next = { ...filters, cursor: null, ...change };
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.delivery) query.set('delivery', next.delivery);
    if (next.q) query.set('q', next.q);
    setCursor(query, next.cursor);
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  /** A new filter or search starts again at the newest orders. */
  function setFilters(change: Partial<Omit<OrderDeskFilters, 'cursor'>>) {
    setParams(new URLSearchParams(searchFor(change)));
  }

  return { ...filters, searchFor, setFilters };
}
