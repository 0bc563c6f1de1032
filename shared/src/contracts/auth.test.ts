import { loginRequestSchema, registerRequestSchema } from './auth';
import { toE164 } from './mobile-number';

describe('toE164', () => {
  it.each([
    ['07911 123456', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('reads %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['12', 'not a number', '+44 123'])('refuses %s', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('registerRequestSchema', () => {
  const valid = {
    name: ' Ada Lovelace ',
    email: 'Ada@Example.COM',
    mobile: '07911 123456',
    password: 'correct horse',
  };

  it('normalises name, e-mail and mobile', () => {
    expect(registerRequestSchema.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '+447911123456',
      password: 'correct horse',
    });
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'ada@' }],
    ['mobile', { mobile: '123' }],
    ['password', { password: 'short' }],
    ['ref', { ref: 'x'.repeat(40) }],
  ])('names the %s field when it is wrong', (field, change) => {
    const result = registerRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('loginRequestSchema', () => {
  it('needs both an identifier and a password', () => {
    const result = loginRequestSchema.safeParse({ identifier: ' ', password: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['identifier', 'password']);
  });
});
