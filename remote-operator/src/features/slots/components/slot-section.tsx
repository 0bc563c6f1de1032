import { formatMoney, formatSlotTimes, Link } from '@storefront/shared';
import type { SlotDay } from '@storefront/shared/contracts';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { customerPath } from '../../../lib/urls/customers';
import { storeOrderPath } from '../../../lib/urls/orders';
import { DELIVERY_OPTION_LABELS } from '@storefront/ui';

export type DaySlot = SlotDay['slots'][number];

export interface SlotSectionProps {
  slot: DaySlot;
  currency: string;
}

/** One slot of the day: its times and option, how full it is, and the orders booked into it. */
export function SlotSection({ slot, currency }: SlotSectionProps) {
  const id = `db-slot-${slot.windowId}`;
  const full = slot.booked >= slot.capacity;
  return (
    <section className="db-op-card db-slot" aria-labelledby={id}>
      <div className="db-slot__header">
        <h2 id={id}>
          {formatSlotTimes(slot.startsAt, slot.endsAt)} ·{' '}
          {DELIVERY_OPTION_LABELS[slot.deliveryOption]}
        </h2>
        <p className={full ? 'db-slot__booked db-slot__booked--full' : 'db-slot__booked'}>
          {slot.booked} of {slot.capacity} booked{full && ' · Full'}
        </p>
      </div>
      {slot.orders.length === 0 ? (
        <p className="db-op-muted">No orders in this slot yet.</p>
      ) : (
        <table className="db-table db-stacked-table db-slot__orders">
          <caption className="db-visually-hidden">Orders in this slot</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col" className="db-table__number">
                Items
              </th>
              <th scope="col" className="db-table__number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {slot.orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={storeOrderPath(order.id)}>{order.number}</Link>
                </th>
                <td data-label="Customer">
                  <Link to={customerPath(order.customer.id)}>{order.customer.name}</Link>
                </td>
                <td data-label="Status">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td data-label="Items" className="db-table__number">
                  {order.itemCount}
                </td>
                <td data-label="Total" className="db-table__number">
                  {formatMoney(order.totalMinor, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
