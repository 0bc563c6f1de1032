import { formatMoney } from '@storefront/shared';

export interface DiscountTotalProps {
  /** The code the order was placed with; null without one. */
  code: string | null;
  discountMinor: number;
  currency: string;
}

/**
 * The 'Discount (SAVE10): −£1.00' row of an order's totals (a <dl>), between
 * the delivery fee and the total; nothing when no discount came off.
 */
export function DiscountTotal({ code, discountMinor, currency }: DiscountTotalProps) {
  if (discountMinor <= 0) return null;
  return (
    <div>
      <dt>{code ? `Discount (${code})` : 'Discount'}</dt>
      <dd>{`\u2212${formatMoney(discountMinor, currency)}`}</dd>
    </div>
  );
}
