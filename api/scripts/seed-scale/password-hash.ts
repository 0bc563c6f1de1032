import { createHash, scryptSync } from 'node:crypto';
import { PRODUCTION_HASH_COST } from '../../src/lib/password';
import { SCALE_CUSTOMER_PASSWORD } from './sizes';

/**
 * The one password hash every scale customer shares, in lib/password.ts's
 * format (scrypt$N$r$p$salt$hash) so sign-in verifies it. Its salt comes
 * from the seed, not from randomBytes, so the data stay the same run to run;
 * its cost is PASSWORD_HASH_COST's, as every hash the API makes.
 */
export function scaleCustomerPasswordHash(seed: number): string {
  const cost = Number(process.env.PASSWORD_HASH_COST ?? PRODUCTION_HASH_COST);
  const N = 2 ** cost;
  const salt = createHash('sha256').update(`storefront-scale:${seed}`).digest().subarray(0, 16);
  const hash = scryptSync(SCALE_CUSTOMER_PASSWORD, salt, 32, {
    N,
    r: 8,
    p: 1,
    maxmem: 256 * 1024 * 1024,
  });
  return ['scrypt', N, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}
