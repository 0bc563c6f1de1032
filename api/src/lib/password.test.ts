import { hashPassword, PRODUCTION_HASH_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    // The production cost, whatever the test run's own (PASSWORD_HASH_COST).
    const stored = await hashPassword('correct horse battery', PRODUCTION_HASH_COST);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('hashes at the cost PASSWORD_HASH_COST names, and verifies at the cost a hash names', async () => {
    const saved = process.env.PASSWORD_HASH_COST;
    process.env.PASSWORD_HASH_COST = '11';
    try {
      const cheap = await hashPassword('cheap');
      expect(cheap).toMatch(/^scrypt\$2048\$8\$1\$/);
      expect(await verifyPassword('cheap', cheap)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.PASSWORD_HASH_COST;
      else process.env.PASSWORD_HASH_COST = saved;
    }
  });

  it('refuses a stored value it does not understand', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
