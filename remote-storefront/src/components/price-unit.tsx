import type { ProductUnit } from '@storefront/shared/contracts';
import { PRODUCT_UNIT_LABELS } from '@storefront/shared/constants';
import './product-card.css';

/** What a price is for, after the price: ' per kg' when sold by weight, nothing by the piece. */
export function PriceUnit({ unit }: { unit: ProductUnit | undefined }) {
  if (unit !== 'per_kg') return null;
  return <span className="sf-price__unit"> {PRODUCT_UNIT_LABELS[unit]}</span>;
}
