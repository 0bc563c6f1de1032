import { createHash, randomBytes } from 'node:crypto';

/** An opaque 32-byte session token for the client, and the hash the server keeps. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I), easy to read out to a friend. */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');
}
