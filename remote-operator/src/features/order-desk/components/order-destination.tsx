import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { PhoneLink } from '@storefront/ui';

/** Where the order goes: the delivery address with its phone, or the store's pickup point. */
export function OrderDestination({ order }: { order: OperatorOrder }) {
  if (order.address) {
    const { recipient, line1, line2, city, postcode, phone } = order.address;
    return (
      <section className="db-card" aria-labelledby="db-desk-destination">
        <h2 id="db-desk-destination">Home delivery</h2>
        <address className="db-desk-address">
          <span>{recipient}</span>
          <span>{line1}</span>
          {line2 && <span>{line2}</span>}
          <span>{city}</span>
          <span>{postcode}</span>
          {phone && (
            <span>
              Phone <PhoneLink mobile={phone} />
            </span>
          )}
        </address>
      </section>
    );
  }
  return (
    <section className="db-card" aria-labelledby="db-desk-destination">
      <h2 id="db-desk-destination">Store pickup</h2>
      {order.pickupPoint ? (
        <address className="db-desk-address">
          <span className="db-desk-address__name">{order.pickupPoint.name}</span>
          <span>{order.pickupPoint.address}</span>
          <span>Open {order.pickupPoint.hours}</span>
        </address>
      ) : (
        <p>The customer collects it from the store.</p>
      )}
    </section>
  );
}
