import { useId, useState } from 'react';
import type { DeliveryOption, OrderStatus } from '@storefront/shared/contracts';
import {
  DELIVERY_OPTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@storefront/shared/constants';
import { FilterSelect } from '@storefront/ui';
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
  return (
    <div className="db-desk-filters">
      {/* Keyed by the URL's search, so back and forward refill the box. */}
      <OrderSearch key={q} q={q} onSearch={(text) => onChange({ q: text })} />
      <div className="db-desk-filters__selects">
        <FilterSelect
          label="Status"
          value={status}
          values={ORDER_STATUSES}
          labels={ORDER_STATUS_LABELS}
          all="All statuses"
          onChange={(value) => onChange({ status: parseStatus(value) })}
        />
        <FilterSelect
          label="Delivery"
          value={delivery}
          values={DELIVERY_OPTIONS}
          labels={DELIVERY_OPTION_LABELS}
          all="Delivery and pickup"
          onChange={(value) => onChange({ delivery: parseDelivery(value) })}
        />
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
