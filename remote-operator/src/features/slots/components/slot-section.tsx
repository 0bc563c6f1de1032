import { formatMoney, formatSlotTimes, Link } from '@storefront/shared';
import type { SlotDay } from '@storefront/shared/operator-contracts';
import { DataTable, DELIVERY_OPTION_LABELS, OrderStatusBadge, type Column } from '@storefront/ui';
import { customerPath } from '../../../lib/urls/customers';
import { storeOrderPath } from '../../../lib/urls/orders';
import { useMay } from '../../../lib/staff-role';

export type DaySlot = SlotDay['slots'][number];
type SlotOrder = DaySlot['orders'][number];

/** The columns, linking the customer only for a role that may look customers up. */
const columnsIn = (currency: string, mayOpenCustomers: boolean): readonly Column<SlotOrder>[] => [
  { header: 'Order', cell: (order) => order.number },
  {
    header: 'Customer',
    cell: ({ customer }) =>
      mayOpenCustomers ? (
        <Link to={customerPath(customer.id)}>{customer.name}</Link>
      ) : (
        customer.name
      ),
  },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: 'Items', cell: (order) => order.itemCount, numeric: true },
  { header: 'Total', cell: (order) => formatMoney(order.totalMinor, currency), numeric: true },
];

export interface SlotSectionProps {
  slot: DaySlot;
  currency: string;
}

/** One slot of the day: its times and option, how full it is, and the orders booked into it. */
export function SlotSection({ slot, currency }: SlotSectionProps) {
  const id = `db-slot-${slot.windowId}`;
  const full = slot.booked >= slot.capacity;
  const mayOpenCustomers = useMay('customers.read');
  return (
    <section className="db-card db-slot" aria-labelledby={id}>
      <div className="db-slot__header">
        <h2 id={id}>
          {formatSlotTimes(slot.startsAt, slot.endsAt)} ·{' '}
          {DELIVERY_OPTION_LABELS[slot.deliveryOption]}
        </h2>
        <p className={full ? 'db-slot__booked db-slot__booked--full' : 'db-slot__booked'}>
          {slot.booked} of {slot.capacity} booked{full && ' · Full'}
        </p>
      </div>
      <DataTable
        caption="Orders in this slot"
        columns={columnsIn(currency, mayOpenCustomers)}
        rows={slot.orders}
        rowKey={(order) => order.id}
        rowHref={(order) => storeOrderPath(order.id)}
        what="the slot's orders"
        empty={<p className="db-op-muted">No orders in this slot yet.</p>}
      />
    </section>
  );
}
