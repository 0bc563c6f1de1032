import { formatPhoneNumber } from './mobile-number';

describe('formatPhoneNumber', () => {
  it.each([
    ['+447400538280', '07400 538280'],
    ['+447911123456', '07911 123456'],
    // A London landline, as the store's own number may be.
    ['+442079460000', '020 7946 0000'],
  ])('writes the store’s own country’s %s as dialled at home: %s', (e164, expected) => {
    expect(formatPhoneNumber(e164)).toBe(expected);
  });

  it('writes another country’s number in international form', () => {
    expect(formatPhoneNumber('+14155552671')).toBe('+1 415 555 2671');
  });

  it('reads a number as local to the country it is given', () => {
    expect(formatPhoneNumber('+14155552671', 'US')).toBe('(415) 555-2671');
  });

  it('writes a number of no country (international freephone) in international form', () => {
    expect(formatPhoneNumber('+80012345678')).toBe('+800 1234 5678');
  });

  it.each(['+999123', '+44 123', 'unknown'])(
    'shows %s as stored when it is not a valid number',
    (value) => {
      expect(formatPhoneNumber(value)).toBe(value);
    },
  );
});
