import { DISCOUNT_CODE_REFUSED } from '@storefront/shared/contracts';
/** An expected failure with its HTTP status, machine code and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** More for the caller to act on, by code (ANSWERS_AWAITED's orders). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue.');

export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Your account may not do this.');

export const notFound = (what: string, field?: string) =>
  new HttpError(404, 'NOT_FOUND', `${what} was not found.`, field);

/** A discount code that does not apply; the message says why. */
export const discountRefused = (message: string) =>
  new HttpError(409, DISCOUNT_CODE_REFUSED, message, 'discountCode');

/** A payment provider (Stripe) could not do its part of a change, so nothing changed. */
export const paymentProviderFailed = (message: string) =>
  new HttpError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', `${message}. Nothing was changed; try again.`);
