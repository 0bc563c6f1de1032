import { formatSlot, useSession } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { SLOT_LABELS } from '@storefront/ui';

/** 'Delivery slot: Fri 27 Nov, 10:00–12:00'; nothing for an order placed without a slot. */
function OrderSlot({ order }: { order: Order }) {
  if (!order.slot) return null;
  return (
    <p className="db-order-slot">
      <strong>{SLOT_LABELS[order.deliveryOption]}:</strong>{' '}
      <time dateTime={order.slot.startsAt}>{formatSlot(order.slot)}</time>
    </p>
  );
}

/** How and when the order arrives: its slot, and the delivery address or pickup at the store. */
export function OrderHandover({ order }: { order: Order }) {
  const storeName = useSession('store')?.name;
  const formatPhone = usePhoneFormat();
  if (order.deliveryOption === 'pickup' || !order.address) {
    return (
      <section className="db-card" aria-labelledby="db-order-handover">
        <h2 id="db-order-handover">Store pickup</h2>
        <OrderSlot order={order} />
        <p>Pick up at {storeName ?? 'the store'}.</p>
      </section>
    );
  }
  const { recipient, line1, line2, city, postcode, phone } = order.address;
  return (
    <section className="db-card" aria-labelledby="db-order-handover">
      <h2 id="db-order-handover">Home delivery</h2>
      <OrderSlot order={order} />
      <address className="db-order-address">
        <span>{recipient}</span>
        <span>{line1}</span>
        {line2 && <span>{line2}</span>}
        <span>{city}</span>
        <span>{postcode}</span>
        {phone && <span>{formatPhone ? formatPhone(phone) : phone}</span>}
      </address>
    </section>
  );
}
