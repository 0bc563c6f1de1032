import { formatMoney } from '@storefront/shared';

/** Minor units as the customer types them: 250 → '2.50'. */
export function minorToTyped(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * An amount typed in currency units ('2', '2.5', '£2.50') as whole minor
 * units, checked against 0..most. No floating point on the way.
 */
export function parseWalletAmount(
  typed: string,
  most: number,
  currency: string,
): { minor: number; error?: undefined } | { minor?: undefined; error: string } {
  const text = typed.trim().replace(/^[^\d.-]+/, '');
  if (text === '') return { error: 'Enter the amount to pay from your wallet' };
  if (text.startsWith('-')) return { error: 'The amount cannot be negative' };
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return { error: 'Enter an amount like 2.50' };
  const minor = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor > most) return { error: `Pay at most ${formatMoney(most, currency)} from your wallet` };
  return { minor };
}
