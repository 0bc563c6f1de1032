import { addressInputSchema, normalisePostcode } from './address';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' SW1A  1AA ', 'SW1A 1AA'],
    ['ec1a 1bb', 'EC1A 1BB'],
    ['m11ae', 'M1 1AE'],
    ['CR2 6XH', 'CR2 6XH'],
  ])('writes %j as %j', (typed, expected) => {
    expect(normalisePostcode(typed)).toBe(expected);
  });

  it.each(['', 'SW1A', 'SW1A 1A', '12345', 'SW1A 1AA X'])('refuses %j', (typed) => {
    expect(normalisePostcode(typed)).toBeNull();
  });
});

describe('addressInputSchema', () => {
  const address = { recipient: 'Ada', line1: '1 High Street', city: 'London' };

  it('keeps the postcode as Royal Mail writes it', () => {
    expect(addressInputSchema.parse({ ...address, postcode: 'sw1a1aa' }).postcode).toBe('SW1A 1AA');
  });

  it('names the postcode when it is not a UK postcode', () => {
    const result = addressInputSchema.safeParse({ ...address, postcode: '90210' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['postcode'],
        message: 'Enter a valid UK postcode, like SW1A 1AA',
      }),
    ]);
  });
});
