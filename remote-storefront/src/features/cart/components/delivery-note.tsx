import { formatMoney } from '@storefront/shared';
import { minimumBasketMessage, useSessionDeliveryTerms } from '../../../lib/delivery-terms';

/** What the cart's goods mean for delivery: the store's minimum basket, then its free-delivery threshold. */
export function DeliveryNote({
  subtotalMinor,
  currency,
}: {
  subtotalMinor: number;
  currency: string;
}) {
  const terms = useSessionDeliveryTerms();
  // Said once the store has loaded: the page never guesses at its terms.
  if (!terms) return null;
  const belowMinimum = minimumBasketMessage(subtotalMinor, terms, currency);
  if (belowMinimum) return <p className="sf-delivery-note">{belowMinimum}</p>;
  const freeFrom = terms.freeDeliveryFromMinor;
  if (freeFrom === null) {
    return (
      <p className="sf-delivery-note">
        Delivery costs {formatMoney(terms.deliveryFeeMinor, currency)}. Store pickup is always free.
      </p>
    );
  }
  const missing = freeFrom - subtotalMinor;
  if (missing <= 0) {
    return <p className="sf-delivery-note">Your order qualifies for free delivery.</p>;
  }
  return (
    <p className="sf-delivery-note">
      Free delivery on orders of {formatMoney(freeFrom, currency)} or more. Add{' '}
      {formatMoney(missing, currency)} more to get it. Store pickup is always free.
    </p>
  );
}
