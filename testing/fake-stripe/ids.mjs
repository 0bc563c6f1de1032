// Object ids shaped as Stripe's are: a type prefix, an underscore and random
// letters and digits, so code that checks a prefix (`pi_`, `cs_test_`) or
// stores an id in a column sized for Stripe's accepts these too.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * @param {string} prefix e.g. 'pi', 'cs_test'
 * @param {number} [length] of the random part (Checkout Session ids are long)
 */
export function newId(prefix, length = 24) {
  let random = '';
  // 256 is not a multiple of 62, so a few letters come up a little more
  // often; that does not matter for ids that only need to be unique.
  for (const byte of randomBytes(length)) random += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${random}`;
}

/** Seconds since the epoch, the unit of every Stripe timestamp. */
export const unixNow = () => Math.floor(Date.now() / 1000);
