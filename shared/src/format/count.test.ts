import { countText } from './count';

describe('countText', () => {
  it('groups thousands, and marks a capped count', () => {
    expect(countText(7)).toBe('7');
    expect(countText(1234)).toBe('1,234');
    expect(countText(10_000, true)).toBe('10,000+');
    expect(countText(10_000, false)).toBe('10,000');
  });
});
