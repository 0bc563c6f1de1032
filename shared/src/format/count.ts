/**
 * A list's count as people read it: 1,234, or 10,000+ when the API stopped
 * counting at its cap (a page answer's totalCapped).
 */
export const countText = (total: number, capped?: boolean) =>
  `${total.toLocaleString('en-GB')}${capped ? '+' : ''}`;
