import {
  GTIN_CHECK_DIGIT_MESSAGE,
  GTIN_FORMAT_MESSAGE,
  gtin14,
  gtinSchema,
  optionalGtinSchema,
  withCheckDigit,
} from './gtin';

const messageOf = (value: unknown) => {
  const parsed = gtinSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('a GTIN', () => {
  it.each(['4006381333931', '96385074', '036000291452'])('takes %s as it is', (code) => {
    expect(gtinSchema.parse(code)).toBe(code);
  });

  it('leaves out the spaces and hyphens printed under some barcodes', () => {
    expect(gtinSchema.parse(' 4 006381-333931 ')).toBe('4006381333931');
  });

  it('refuses a wrong check digit, and what is not 8, 12 or 13 digits', () => {
    expect(messageOf('4006381333932')).toBe(GTIN_CHECK_DIGIT_MESSAGE);
    expect(messageOf('04006381333931')).toBe(GTIN_FORMAT_MESSAGE);
    expect(messageOf('ABCDEFGH')).toBe(GTIN_FORMAT_MESSAGE);
  });

  it('is none when a form leaves it blank', () => {
    expect(optionalGtinSchema.parse('  ')).toBeNull();
    expect(optionalGtinSchema.parse(null)).toBeNull();
  });

  it('compares a UPC-A and its EAN-13 as one code', () => {
    expect(gtin14('036000291452')).toBe(gtin14('0036000291452'));
  });

  it('completes a code with its check digit', () => {
    expect(withCheckDigit('400638133393')).toBe('4006381333931');
    expect(withCheckDigit('9638507')).toBe('96385074');
  });
});
