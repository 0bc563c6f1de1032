import { formatMoney } from '@storefront/shared';
import type { ProductUnit } from '@storefront/shared/contracts';
import { PRODUCT_UNIT_LABELS } from '@storefront/shared/constants';

/** '2.49' (or '£2.49') → 249; null when it is not an amount with at most two decimals. */
export function parsePrice(text: string): number | null {
  const amount = text.trim().replace(/^[£$€]\s*/, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 249 → '2.49', as the price field shows it. */
export function priceText(priceMinor: number): string {
  return (priceMinor / 100).toFixed(2);
}

/** 'GBP' → '£', for the price field's label. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** '£2.49 each', '£3.20 per kg'. */
export function unitPrice(product: { priceMinor: number; currency: string; unit: ProductUnit }) {
  return `${formatMoney(product.priceMinor, product.currency)} ${PRODUCT_UNIT_LABELS[product.unit]}`;
}
