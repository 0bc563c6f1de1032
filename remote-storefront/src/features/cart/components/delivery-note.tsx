import { formatMoney } from '@storefront/shared';
import { FREE_DELIVERY_FROM_MINOR } from '@storefront/shared/constants';

export function DeliveryNote({
  subtotalMinor,
  currency,
}: {
  subtotalMinor: number;
  currency: string;
}) {
  const missing = FREE_DELIVERY_FROM_MINOR - subtotalMinor;
  if (missing <= 0) {
    return <p className="sf-delivery-note">Your order qualifies for free delivery.</p>;
  }
  return (
    <p className="sf-delivery-note">
      Free delivery on orders of {formatMoney(FREE_DELIVERY_FROM_MINOR, currency)} or more. Add{' '}
      {formatMoney(missing, currency)} more to get it. Store pickup is always free.
    </p>
  );
}
