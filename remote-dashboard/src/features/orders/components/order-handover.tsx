import { useSession } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { usePhoneFormat } from '../../../hooks/use-phone-format';

/** How the order reaches the customer: the delivery address, or pickup at the store. */
export function OrderHandover({ order }: { order: Order }) {
  const storeName = useSession('store')?.name;
  const formatPhone = usePhoneFormat();
  if (order.deliveryOption === 'pickup' || !order.address) {
    return (
      <section className="db-order-card" aria-labelledby="db-order-handover">
        <h2 id="db-order-handover">Store pickup</h2>
        <p>Pick up at {storeName ?? 'the store'}.</p>
      </section>
    );
  }
  const { recipient, line1, line2, city, postcode, phone } = order.address;
  return (
    <section className="db-order-card" aria-labelledby="db-order-handover">
      <h2 id="db-order-handover">Home delivery</h2>
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
