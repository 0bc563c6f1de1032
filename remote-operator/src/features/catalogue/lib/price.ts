import { formatMoney } from '@storefront/shared';
import type { ProductUnit } from '@storefront/shared/contracts';
import { PRODUCT_UNIT_LABELS } from '@storefront/shared/constants';
import { parseAmount } from '../../../lib/money-input';

/** '£2.49 each', '£3.20 per kg'. */
export function unitPrice(product: { priceMinor: number; currency: string; unit: ProductUnit }) {
  return `${formatMoney(product.priceMinor, product.currency)} ${PRODUCT_UNIT_LABELS[product.unit]}`;
}

/** A typed price ('2.49') as priceMinor, or why it cannot be read. */
export function readPrice(text: string): { priceMinor: number } | { problem: string } {
  const priceMinor = parseAmount(text);
  if (priceMinor !== null) return { priceMinor };
  return { problem: text.trim() ? 'Enter the price in pounds, e.g. 2.49' : 'Enter the price' };
}
