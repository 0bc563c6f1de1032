import { formatMoney } from '@storefront/shared';
import { DiscountTotal } from '../components/discount-total';

export interface OrderChargesProps {
  order: {
    subtotalMinor: number;
    deliveryFeeMinor: number;
    discountCode: string | null;
    discountMinor: number;
    currency: string;
  };
  /** The delivery row's name: "Delivery" unless the page says "Delivery fee". */
  deliveryLabel?: string;
}

/**
 * The rows of an order's totals (a <dl>) above its total: the subtotal, the
 * delivery fee (or Free) and any discount. The customer's confirmation, their
 * order page and the store's order page all start their totals with them.
 */
export function OrderCharges({ order, deliveryLabel = 'Delivery' }: OrderChargesProps) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <>
      <div>
        <dt>Subtotal</dt>
        <dd>{money(order.subtotalMinor)}</dd>
      </div>
      <div>
        <dt>{deliveryLabel}</dt>
        <dd>{order.deliveryFeeMinor === 0 ? 'Free' : money(order.deliveryFeeMinor)}</dd>
      </div>
      <DiscountTotal
        code={order.discountCode}
        discountMinor={order.discountMinor}
        currency={order.currency}
      />
    </>
  );
}
