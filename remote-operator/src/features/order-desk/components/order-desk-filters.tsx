import { useId, useState } from 'react';
import type { DeliveryOption, OrderStatus } from '@storefront/shared/contracts';
import {
  DELIVERY_OPTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@storefront/shared/constants';
import { DELIVERY_OPTION_LABELS, parseDelivery, parseStatus } from '../lib/order-desk-words';

export interface OrderDeskFiltersProps {
  status: OrderStatus | null;
  delivery: DeliveryOption | null;
  q: string;
  onChange: (change: {
    status?: OrderStatus | null;
    delivery?: DeliveryOption | null;
    q?: string;
  }) => void;
}

/** The search box and the status and delivery selects above the store's orders. */
export function OrderDeskFilters({ status, delivery, q, onChange }: OrderDeskFiltersProps) {
  const id = useId();
  return (
    <div className="db-desk-filters">
      {/* Keyed by the URL's search, so back and forward refill the box. */}
      <OrderSearch key={q} q={q} onSearch={(text) => onChange({ q: text })} />
      <div className="db-desk-filters__selects">
        <div className="db-filter">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => onChange({ status: parseStatus(event.target.value) })}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="db-filter">
          <label htmlFor={`${id}-delivery`}>Delivery</label>
          <select
            id={`${id}-delivery`}
            value={delivery ?? ''}
            onChange={(event) => onChange({ delivery: parseDelivery(event.target.value) })}
          >
            <option value="">Delivery and pickup</option>
            {DELIVERY_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {DELIVERY_OPTION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

function OrderSearch({ q, onSearch }: { q: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(q);
  const id = useId();
  return (
    <form
      role="search"
      className="db-desk-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id}>Order number or customer</label>
      <div className="db-desk-search__row">
        <input
          id={id}
          type="search"
          name="q"
          maxLength={100}
          value={text}
          placeholder="CM-000123, a name, e-mail or mobile"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="db-action">
          Search
        </button>
        {q && (
          <button type="button" className="db-action db-op-quiet" onClick={() => onSearch('')}>
            Clear search
          </button>
        )}
      </div>
    </form>
  );
}
