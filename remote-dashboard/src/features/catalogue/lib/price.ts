import { formatMoney } from '@storefront/shared';
import type { ProductUnit } from '@storefront/shared/contracts';
import { PRODUCT_UNIT_LABELS } from '@storefront/shared/constants';

/** '£2.49 each', '£3.20 per kg'. */
export function unitPrice(product: { priceMinor: number; currency: string; unit: ProductUnit }) {
  return `${formatMoney(product.priceMinor, product.currency)} ${PRODUCT_UNIT_LABELS[product.unit]}`;
}
