import { generateSecret, generateURI, verify } from 'otplib';

// Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), as every common
// app makes them. otplib computes them; this file only fixes our choices.

const PERIOD_SECONDS = 30;
/** One step either side: a phone a little fast or slow, or a code typed as it turned. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new random secret (20 bytes, base32), as the app will store it. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, issuer: string, label: string): string =>
  generateURI({ issuer, label, secret });

/**
 * The QR code as an SVG data URL: drawn here, so the page shows it with a
 * plain <img> (the CSP's img-src allows data:) and loads no QR library.
 */
export async function qrDataUrl(text: string): Promise<string> {
  // Drawn once per set-up: the library (and its PNG encoder) loads only then.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step the code belongs to when it is right now (within one step
 * either side) and newer than `afterTimeStep`, the last one accepted, so no
 * code works twice; otherwise null. The clock is Date.now(), which the tests
 * freeze to agree on an instant.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // The union's HOTP side has no time step; a TOTP answer always does.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
