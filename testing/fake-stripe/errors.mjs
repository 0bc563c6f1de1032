// Stripe's error answers: `{ error: { type, code?, param?, message, doc_url? } }`
// with the status Stripe gives each, so the SDK raises the very classes it
// raises against Stripe (it picks them by status and type: 400/404 →
// StripeInvalidRequestError or StripeIdempotencyError, 401 →
// StripeAuthenticationError, 5xx → StripeAPIError).

/**
 * @typedef {{
 *   type: 'invalid_request_error' | 'idempotency_error' | 'api_error',
 *   message: string,
 *   code?: string,
 *   param?: string,
 *   doc_url?: string,
 *   payment_intent?: object,
 * }} StripeErrorBody
 */

export class StripeApiError extends Error {
  /**
   * @param {number} status
   * @param {StripeErrorBody} error
   * @param {{ replayable?: boolean }} [options] replayable: the request got as far
   *   as the endpoint's own checks (a state it cannot move from, an amount too
   *   large), so an idempotent retry answers the same error. Stripe keeps no
   *   answer for a request that failed validation or authentication, and a
   *   retry of it with the same key runs again.
   */
  constructor(status, error, { replayable = false } = {}) {
    super(error.message);
    this.status = status;
    this.error = error.code
      ? {
          ...error,
          doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}`,
        }
      : error;
    this.replayable = replayable;
  }

  get body() {
    return { error: this.error };
  }
}

/**
 * Stripe shows a key's start and its last four characters, never the whole key.
 * @param {string} key
 */
function maskKey(key) {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

/** @param {string | null} key the key the caller sent, null when it sent none */
export function authenticationError(key) {
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message:
      key === null
        ? "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
        : `Invalid API Key provided: ${maskKey(key)}`,
  });
}

/**
 * @param {string} objectName Stripe's name of the type, e.g. 'payment_intent', 'checkout.session'
 * @param {string} id
 * @param {string} [param]
 */
export function resourceMissing(objectName, id, param = 'id') {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${objectName}: '${id}'`,
  });
}

/** @param {string} param */
export function parameterMissing(param) {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

/**
 * A parameter Stripe would refuse as it is written.
 * @param {string} param
 * @param {string} message
 * @param {string} [code]
 */
export function parameterInvalid(param, message, code = 'parameter_invalid_string') {
  return new StripeApiError(400, { type: 'invalid_request_error', code, param, message });
}

/**
 * A request the endpoint checked against the object's state and refused; kept
 * for an idempotent replay, as Stripe keeps it.
 * @param {string} message
 * @param {{ code?: string, param?: string, payment_intent?: object }} [details]
 */
export function stateError(message, details = {}) {
  return new StripeApiError(
    400,
    { type: 'invalid_request_error', message, ...details },
    { replayable: true },
  );
}

/**
 * @param {{ id: string, status: string }} paymentIntent
 * @param {string} action as Stripe words it: 'captured', 'canceled'
 * @param {string[]} allowed the statuses the action may start from
 */
export function unexpectedState(paymentIntent, action, allowed) {
  const from =
    action === 'canceled'
      ? 'You cannot cancel this PaymentIntent because it'
      : `This PaymentIntent could not be ${action} because it`;
  return stateError(
    `${from} has a status of ${paymentIntent.status}. Only a PaymentIntent with one of the following statuses may be ${action}: ${allowed.join(', ')}.`,
    { code: 'payment_intent_unexpected_state', payment_intent: structuredClone(paymentIntent) },
  );
}

/**
 * @param {string} key
 * @param {string | null} endpoint the endpoint the key was first used for, when
 *   this request went to another
 */
export function idempotencyError(key, endpoint) {
  return new StripeApiError(400, {
    type: 'idempotency_error',
    message: endpoint
      ? `Keys for idempotent requests can only be used for the same endpoint they were first used for (${endpoint}). Try using a key other than '${key}' if you meant to execute a different request.`
      : `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

/** @param {number} status what a test asked the next calls to fail with */
export function apiError(status) {
  return new StripeApiError(status, {
    type: 'api_error',
    message: 'An unknown error occurred',
  });
}

/**
 * @param {string} method
 * @param {string} path
 */
export function unrecognizedUrl(method, path) {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}
