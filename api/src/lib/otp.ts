import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Six digits from a cryptographic source, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed by the row's own id, so two rows with the same code never share a hash. */
export function hashOtp(id: string, code: string): string {
  return createHmac('sha256', id).update(code).digest('hex');
}

export function otpMatches(id: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** '+447911123456' → '+44 ••• ••• 3456': enough to recognise the number, not to read it. */
export function maskMobile(e164: string): string {
  const countryCode = parsePhoneNumberFromString(e164)?.countryCallingCode;
  const prefix = countryCode ? `+${countryCode} ` : '';
  return `${prefix}••• ••• ${e164.slice(-4)}`;
}
