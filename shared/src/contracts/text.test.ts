import { z } from 'zod';
import { text } from './text';
import { CONTROL_CHARACTER_MESSAGE, searchTextProblem } from './text-rules';

describe('text', () => {
  const name = text().trim().min(1).max(20);

  it.each([
    ['a NUL', 'Ann\u0000'],
    ['a bell', 'Ann\u0007'],
    ['an escape', '\u001b[31mAnn'],
    ['a vertical tab', 'Ann\u000bSmith'],
    ['a DEL', 'Ann\u007f'],
    ['a C1 next line', 'Ann\u0085Smith'],
  ])('refuses %s, saying so', (_case, value) => {
    const result = z.object({ name }).safeParse({ name: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
  });

  it.each([
    ['a tab', 'Ann\tSmith'],
    ['line breaks', 'Flat 2\r\nHigh Street'],
    ['accents and emoji', 'Zoë 🍋'],
  ])('keeps %s, which people type', (_case, value) => {
    expect(text().safeParse(value)).toEqual({ success: true, data: value });
  });

  it('still trims and checks length after it', () => {
    expect(name.parse('  Ann  ')).toBe('Ann');
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
  });
});

describe('searchTextProblem', () => {
  it('says what the API would', () => {
    expect(searchTextProblem('tea')).toBeNull();
    expect(searchTextProblem('tea\u0000')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(searchTextProblem('t'.repeat(101))).toBe('Search for at most 100 characters');
    expect(searchTextProblem(` ${'t'.repeat(100)} `)).toBeNull();
  });
});
