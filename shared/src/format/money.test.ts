import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats minor units in the store currency', () => {
    expect(formatMoney(1299, 'GBP')).toBe('£12.99');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(100000, 'EUR')).toBe('€1,000.00');
  });
});
