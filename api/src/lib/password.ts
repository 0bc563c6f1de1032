import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** log2 of scrypt's N: OWASP's minimum (N=2^17, r=8, p=1). */
export const PRODUCTION_HASH_COST = 17;
const PARAMS = { r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * The cost new hashes get: PASSWORD_HASH_COST, which config.ts checks at start
 * (never below 17 in production). Read from the environment, not the app's
 * config, because the test suites' template database is seeded outside any app
 * and they lower it: a hash at 2^17 takes a loaded CI core 2.6 s.
 */
const currentCost = () => Number(process.env.PASSWORD_HASH_COST ?? PRODUCTION_HASH_COST);

/** scrypt$N$r$p$salt$hash, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost = currentCost()): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, N });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A real hash of nothing, checked when no account matches, so a miss takes as long as a hit. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
