import { needsTwoFactor, twoFactorAnswerSchema } from './two-factor';

describe('twoFactorAnswerSchema', () => {
  it('takes six digits, dropping the space some apps show', () => {
    expect(twoFactorAnswerSchema.parse({ challenge: 'c', code: '123 456' })).toEqual({
      challenge: 'c',
      code: '123456',
    });
  });

  it('takes a recovery code in any case, with or without dashes', () => {
    expect(
      twoFactorAnswerSchema.parse({ challenge: 'c', recoveryCode: 'ABCD-efgh 2345' }).recoveryCode,
    ).toBe('abcdefgh2345');
  });

  it('names the code field when neither or both are given, or the code is not six digits', () => {
    for (const answer of [
      { challenge: 'c' },
      { challenge: 'c', code: '123456', recoveryCode: 'abcd-efgh-2345' },
      { challenge: 'c', code: '12345a' },
    ]) {
      const result = twoFactorAnswerSchema.safeParse(answer);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['code']);
    }
  });
});

describe('needsTwoFactor', () => {
  it('tells a second step from a session', () => {
    expect(needsTwoFactor({ twoFactor: { kind: 'code', challenge: 'c' } })).toBe(true);
    expect(
      needsTwoFactor({
        token: 't',
        user: {
          id: 'u',
          name: 'A',
          email: null,
          mobile: '+447700900000',
          role: 'customer',
          mobileVerified: true,
          documentStatus: 'none',
          referralCode: 'R',
          addedFromCsv: false,
          avatar: null,
        },
      }),
    ).toBe(false);
  });
});
