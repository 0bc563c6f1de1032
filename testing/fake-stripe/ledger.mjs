// The fake account's objects — Checkout Sessions, PaymentIntents, charges and
// refunds — kept in memory, and the moves Stripe makes between their states.
// Each move checks what Stripe checks, answers Stripe's object, and hands the
// events Stripe would send to `emit`, in the order Stripe sends them; nothing
// here knows about HTTP.
import {
  parameterInvalid,
  parameterMissing,
  resourceMissing,
  stateError,
  unexpectedState,
} from './errors.mjs';
import { newId, unixNow } from './ids.mjs';
import { formatAmount, isCurrency } from './money.mjs';
import {
  checkUrl,
  metadataOf,
  oneOf,
  optionalInteger,
  optionalList,
  optionalObject,
  optionalString,
  requiredString,
} from './params.mjs';

/**
 * @import { Params } from './params.mjs'
 */

/**
 * @typedef {'automatic' | 'automatic_async' | 'manual'} CaptureMethod
 * @typedef {'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled'} PaymentIntentStatus
 * @typedef {{
 *   id: string, object: 'payment_intent', amount: number, amount_capturable: number,
 *   amount_received: number, canceled_at: number | null, cancellation_reason: string | null,
 *   capture_method: CaptureMethod, client_secret: string, confirmation_method: 'automatic',
 *   created: number, currency: string, customer: null, description: string | null,
 *   last_payment_error: object | null, latest_charge: string | null, livemode: false,
 *   metadata: Record<string, string>, payment_method: string | null,
 *   payment_method_options: { card: { request_incremental_authorization: 'if_available' | 'never' } },
 *   payment_method_types: string[], receipt_email: string | null, status: PaymentIntentStatus,
 * }} PaymentIntent
 * @typedef {{
 *   id: string, object: 'charge', amount: number, amount_captured: number,
 *   amount_refunded: number, billing_details: { email: string | null }, captured: boolean,
 *   created: number, currency: string, livemode: false, metadata: Record<string, string>,
 *   paid: true, payment_intent: string, payment_method: string,
 *   payment_method_details: { type: 'card', card: { brand: string, last4: string, exp_month: number, exp_year: number, funding: string, country: string, incremental_authorization: { status: 'available' | 'unavailable' } } },
 *   refunded: boolean, status: 'succeeded',
 * }} Charge
 * @typedef {{
 *   id: string, object: 'refund', amount: number, charge: string, created: number,
 *   currency: string, metadata: Record<string, string>, payment_intent: string,
 *   reason: string | null, status: 'succeeded',
 * }} Refund
 * @typedef {{
 *   id: string, object: 'checkout.session', amount_subtotal: number, amount_total: number,
 *   cancel_url: string | null, client_reference_id: string | null, created: number,
 *   currency: string, customer: null, customer_details: { email: string | null } | null,
 *   customer_email: string | null, expires_at: number, livemode: false,
 *   metadata: Record<string, string>, mode: 'payment', payment_intent: string,
 *   payment_method_types: string[], payment_status: 'unpaid' | 'paid',
 *   status: 'open' | 'complete' | 'expired', success_url: string, url: string | null,
 * }} CheckoutSession
 * @typedef {{ name: string, quantity: number, unit_amount: number, amount_total: number, currency: string }} LineItem
 * @typedef {{ last4: string, exp_month: number, exp_year: number }} Card
 * @typedef {(type: string, object: object) => void} Emit
 * @typedef {PaymentIntent | Charge | Refund | CheckoutSession} StripeObject
 */

// Stripe's largest amount for a card payment: eight digits.
const MAX_AMOUNT = 99_999_999;
// A session's expires_at must fall between these after its creation.
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
// A caller asking for exactly 30 minutes from its own clock reaches here a
// moment later; a minute's grace keeps that from failing on a second's tick.
const EXPIRY_SLACK_S = 60;
const CANCELLABLE = /** @type {const} */ ([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
const CANCELLATION_REASONS = /** @type {const} */ ([
  'duplicate',
  'fraudulent',
  'requested_by_customer',
  'abandoned',
]);
const REFUND_REASONS = /** @type {const} */ (['duplicate', 'fraudulent', 'requested_by_customer']);

/**
 * @param {{ payPageUrl: (sessionId: string) => string }} options
 */
export function createLedger({ payPageUrl }) {
  /** @type {Map<string, CheckoutSession>} */
  const sessions = new Map();
  /** @type {Map<string, LineItem[]>} */
  const lineItems = new Map();
  /** @type {Map<string, PaymentIntent>} */
  const paymentIntents = new Map();
  /** @type {Map<string, Charge>} */
  const charges = new Map();
  /** @type {Map<string, Refund>} */
  const refunds = new Map();
  /** The session each PaymentIntent was made for. */
  /** @type {Map<string, string>} */
  const sessionOfIntent = new Map();

  /**
   * @template T
   * @param {Map<string, T>} map
   * @param {string} objectName
   * @param {string} id
   * @param {string} [param]
   */
  function get(map, objectName, id, param) {
    const found = map.get(id);
    if (!found) throw resourceMissing(objectName, id, param);
    return found;
  }

  /**
   * An open session past its expires_at expires when it is next looked at:
   * Stripe expires it on time, but nothing here runs on a timer.
   * @param {CheckoutSession} session
   * @param {Emit} emit
   */
  function expireIfDue(session, emit) {
    if (session.status === 'open' && unixNow() >= session.expires_at) expire(session, emit);
    return session;
  }

  /**
   * Stripe cancels the session's PaymentIntent with it, when it has one. The
   * fake's always has one, made with the session, and its cancellation sends
   * no event: at Stripe it would not have existed to be canceled.
   * @param {CheckoutSession} session
   * @param {Emit} emit
   */
  function expire(session, emit) {
    session.status = 'expired';
    session.url = null;
    const paymentIntent = paymentIntents.get(session.payment_intent);
    if (paymentIntent?.status === 'requires_payment_method') {
      Object.assign(paymentIntent, {
        status: 'canceled',
        canceled_at: unixNow(),
        cancellation_reason: 'abandoned',
      });
    }
    emit('checkout.session.expired', session);
  }

  /**
   * @param {Params} params
   * @returns {LineItem[]}
   */
  function readLineItems(params) {
    const items = optionalList(params, 'line_items');
    if (!items || items.length === 0) throw parameterMissing('line_items');
    return items.map((item, index) => {
      const path = `line_items[${index}]`;
      if (item.price !== undefined) {
        // Prices are objects this fake does not keep: only price_data works.
        throw resourceMissing('price', String(item.price), `${path}[price]`);
      }
      const priceData = optionalObject(item, 'price_data', `${path}[price_data]`);
      if (!priceData) throw parameterMissing(`${path}[price_data]`);
      const currency = requiredString(priceData, 'currency', `${path}[price_data][currency]`);
      if (!isCurrency(currency)) {
        throw parameterInvalid(`${path}[price_data][currency]`, `Invalid currency: ${currency}`);
      }
      const unitAmount = optionalInteger(
        priceData,
        'unit_amount',
        `${path}[price_data][unit_amount]`,
      );
      if (unitAmount === undefined) throw parameterMissing(`${path}[price_data][unit_amount]`);
      if (unitAmount < 0 || unitAmount > MAX_AMOUNT) {
        throw parameterInvalid(
          `${path}[price_data][unit_amount]`,
          `Invalid unit_amount: must be between 0 and ${MAX_AMOUNT}`,
          'parameter_invalid_integer',
        );
      }
      const productData = optionalObject(
        priceData,
        'product_data',
        `${path}[price_data][product_data]`,
      );
      if (!productData) throw parameterMissing(`${path}[price_data][product_data]`);
      const name = requiredString(productData, 'name', `${path}[price_data][product_data][name]`);
      const quantity = optionalInteger(item, 'quantity', `${path}[quantity]`);
      if (quantity === undefined) throw parameterMissing(`${path}[quantity]`);
      if (quantity < 1) {
        throw parameterInvalid(
          `${path}[quantity]`,
          'Quantity must be greater than 0.',
          'parameter_invalid_integer',
        );
      }
      return {
        name,
        quantity,
        unit_amount: unitAmount,
        amount_total: unitAmount * quantity,
        currency: currency.toLowerCase(),
      };
    });
  }

  /**
   * POST /v1/checkout/sessions, mode=payment with price_data line items.
   * @param {Params} params
   * @returns {CheckoutSession}
   */
  function createCheckoutSession(params) {
    const mode = requiredString(params, 'mode');
    if (mode !== 'payment') {
      throw parameterInvalid('mode', `This fake Stripe supports mode=payment only, not ${mode}.`);
    }
    const items = readLineItems(params);
    const currency = items[0].currency;
    const otherCurrency = items.findIndex((item) => item.currency !== currency);
    if (otherCurrency !== -1) {
      throw parameterInvalid(
        `line_items[${otherCurrency}][price_data][currency]`,
        'All line items must have the same currency.',
      );
    }
    const amount = items.reduce((sum, item) => sum + item.amount_total, 0);
    if (amount <= 0) {
      throw parameterInvalid(
        'line_items',
        `The Checkout Session's total amount due must add up to more than ${formatAmount(0, currency)}.`,
        'amount_too_small',
      );
    }
    if (amount > MAX_AMOUNT) {
      throw parameterInvalid(
        'line_items',
        `The Checkout Session's total amount due must be no more than ${formatAmount(MAX_AMOUNT, currency)}.`,
        'amount_too_large',
      );
    }
    const successUrl = requiredString(params, 'success_url');
    checkUrl(successUrl, 'success_url');
    const cancelUrl = optionalString(params, 'cancel_url') ?? null;
    checkUrl(cancelUrl, 'cancel_url');
    const clientReferenceId = optionalString(params, 'client_reference_id') ?? null;
    if (clientReferenceId && clientReferenceId.length > 200) {
      throw parameterInvalid(
        'client_reference_id',
        'client_reference_id must be at most 200 characters.',
      );
    }
    const customerEmail = optionalString(params, 'customer_email') ?? null;
    if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
      throw parameterInvalid(
        'customer_email',
        `Invalid email address: ${customerEmail}`,
        'email_invalid',
      );
    }
    const created = unixNow();
    const expiresAt = optionalInteger(params, 'expires_at') ?? created + MAX_EXPIRY_S;
    if (
      expiresAt < created + MIN_EXPIRY_S - EXPIRY_SLACK_S ||
      expiresAt > created + MAX_EXPIRY_S + EXPIRY_SLACK_S
    ) {
      throw parameterInvalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
      );
    }
    const intentData = optionalObject(params, 'payment_intent_data') ?? {};
    // Stripe's default since API version 2024-04-10.
    const captureMethod =
      oneOf(
        optionalString(intentData, 'capture_method', 'payment_intent_data[capture_method]'),
        /** @type {const} */ (['automatic', 'automatic_async', 'manual']),
        'payment_intent_data[capture_method]',
      ) ?? 'automatic_async';
    const cardOptions =
      optionalObject(
        optionalObject(params, 'payment_method_options') ?? {},
        'card',
        'payment_method_options[card]',
      ) ?? {};
    const incremental =
      oneOf(
        optionalString(
          cardOptions,
          'request_incremental_authorization',
          'payment_method_options[card][request_incremental_authorization]',
        ),
        /** @type {const} */ (['if_available', 'never']),
        'payment_method_options[card][request_incremental_authorization]',
      ) ?? 'never';

    // Stripe makes a Checkout Session's PaymentIntent only when the customer
    // pays (payment_intent is null until then). The fake makes it now, so a
    // caller can look it up, capture or cancel it with the id the session
    // answered; code meant for Stripe must not count on the id being there
    // before checkout.session.completed.
    /** @type {PaymentIntent} */
    const paymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      client_secret: '',
      confirmation_method: 'automatic',
      created,
      currency,
      customer: null,
      description:
        optionalString(intentData, 'description', 'payment_intent_data[description]') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(intentData, 'metadata', 'payment_intent_data[metadata]'),
      payment_method: null,
      payment_method_options: { card: { request_incremental_authorization: incremental } },
      payment_method_types: ['card'],
      receipt_email:
        optionalString(intentData, 'receipt_email', 'payment_intent_data[receipt_email]') ?? null,
      status: 'requires_payment_method',
    };
    paymentIntent.client_secret = `${paymentIntent.id}_secret_${newId('x').slice(2)}`;

    const id = newId('cs_test', 58);
    /** @type {CheckoutSession} */
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: expiresAt,
      livemode: false,
      metadata: metadataOf(params),
      mode: 'payment',
      payment_intent: paymentIntent.id,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: payPageUrl(id),
    };
    paymentIntents.set(paymentIntent.id, paymentIntent);
    sessions.set(id, session);
    lineItems.set(id, items);
    sessionOfIntent.set(paymentIntent.id, id);
    return session;
  }

  /**
   * @param {string} id
   * @param {Emit} emit
   */
  function retrieveCheckoutSession(id, emit) {
    return expireIfDue(get(sessions, 'checkout.session', id), emit);
  }

  /**
   * @param {string} id
   * @param {Emit} emit
   */
  function expireCheckoutSession(id, emit) {
    const session = retrieveCheckoutSession(id, emit);
    if (session.status !== 'open') {
      throw stateError(
        `This Checkout Session has a status of ${session.status}. Only a Checkout Session with a status of open can be expired.`,
      );
    }
    expire(session, emit);
    return session;
  }

  /**
   * The customer paid on the hosted page with a card that authorises.
   * @param {string} sessionId an open session's
   * @param {Card} card
   * @param {Emit} emit
   */
  function completeCheckout(sessionId, card, emit) {
    const session = get(sessions, 'checkout.session', sessionId);
    const paymentIntent = get(paymentIntents, 'payment_intent', session.payment_intent);
    const manual = paymentIntent.capture_method === 'manual';
    const paymentMethod = newId('pm');
    /** @type {Charge} */
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: paymentIntent.amount,
      amount_captured: manual ? 0 : paymentIntent.amount,
      amount_refunded: 0,
      billing_details: { email: session.customer_email },
      captured: !manual,
      created: unixNow(),
      currency: paymentIntent.currency,
      livemode: false,
      metadata: { ...paymentIntent.metadata },
      paid: true,
      payment_intent: paymentIntent.id,
      payment_method: paymentMethod,
      payment_method_details: {
        type: 'card',
        card: {
          brand: 'visa',
          funding: 'credit',
          country: 'US',
          ...card,
          // Every test card allows it when it was asked for; Stripe decides by card and region.
          incremental_authorization: {
            status:
              paymentIntent.payment_method_options.card.request_incremental_authorization ===
              'if_available'
                ? 'available'
                : 'unavailable',
          },
        },
      },
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    Object.assign(paymentIntent, {
      status: manual ? 'requires_capture' : 'succeeded',
      amount_capturable: manual ? paymentIntent.amount : 0,
      amount_received: manual ? 0 : paymentIntent.amount,
      latest_charge: charge.id,
      payment_method: paymentMethod,
      last_payment_error: null,
    });
    // An authorised but uncaptured payment leaves the session unpaid: its
    // funds are not in the account yet.
    Object.assign(session, {
      status: 'complete',
      payment_status: manual ? 'unpaid' : 'paid',
      customer_details: { email: session.customer_email },
      url: null,
    });
    emit(
      manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded',
      paymentIntent,
    );
    emit('checkout.session.completed', session);
    return session;
  }

  /**
   * The customer's card was declined: the PaymentIntent keeps waiting for a
   * payment method, with the error Stripe records on it, and the session stays
   * open for another try.
   * @param {string} sessionId
   * @param {string} message
   */
  function declineCheckout(sessionId, message) {
    const session = get(sessions, 'checkout.session', sessionId);
    const paymentIntent = get(paymentIntents, 'payment_intent', session.payment_intent);
    paymentIntent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message,
    };
  }

  /**
   * @param {string} id
   * @param {Params} params
   * @param {Emit} emit
   */
  function capturePaymentIntent(id, params, emit) {
    const paymentIntent = get(paymentIntents, 'payment_intent', id);
    if (paymentIntent.status !== 'requires_capture') {
      throw unexpectedState(paymentIntent, 'captured', ['requires_capture']);
    }
    const amount = optionalInteger(params, 'amount_to_capture') ?? paymentIntent.amount_capturable;
    if (amount <= 0) {
      throw parameterInvalid(
        'amount_to_capture',
        'Amount must be greater than 0.',
        'parameter_invalid_integer',
      );
    }
    if (amount > paymentIntent.amount_capturable) {
      throw stateError(
        `The amount to capture (${amount}) must be less than or equal to the amount capturable (${paymentIntent.amount_capturable}).`,
        { code: 'amount_too_large', param: 'amount_to_capture' },
      );
    }
    const charge = get(charges, 'charge', /** @type {string} */ (paymentIntent.latest_charge));
    // What is not captured is released, and Stripe counts it as refunded.
    Object.assign(charge, {
      captured: true,
      amount_captured: amount,
      amount_refunded: charge.amount - amount,
    });
    Object.assign(paymentIntent, {
      status: 'succeeded',
      amount_capturable: 0,
      amount_received: amount,
    });
    emit('payment_intent.succeeded', paymentIntent);
    return paymentIntent;
  }

  /**
   * Raises an authorised hold to `amount`, as Stripe's incremental
   * authorization does: only a PaymentIntent still to be captured, whose card
   * allowed it (requested at checkout), and only upwards.
   * @param {string} id
   * @param {Params} params
   * @param {Emit} emit
   */
  function incrementAuthorization(id, params, emit) {
    const paymentIntent = get(paymentIntents, 'payment_intent', id);
    const amount = optionalInteger(params, 'amount');
    if (amount === undefined) throw parameterMissing('amount');
    if (paymentIntent.status !== 'requires_capture') {
      throw unexpectedState(paymentIntent, 'incremented', ['requires_capture']);
    }
    const charge = get(charges, 'charge', /** @type {string} */ (paymentIntent.latest_charge));
    if (charge.payment_method_details.card.incremental_authorization.status !== 'available') {
      throw stateError(
        'This PaymentIntent is not eligible for incremental authorization: request it at checkout with payment_method_options[card][request_incremental_authorization].',
        { code: 'incremental_authorization_unavailable', param: 'amount' },
      );
    }
    if (amount <= paymentIntent.amount || amount > MAX_AMOUNT) {
      throw parameterInvalid(
        'amount',
        `The amount must be greater than the currently authorized amount (${paymentIntent.amount}).`,
        'parameter_invalid_integer',
      );
    }
    charge.amount = amount;
    Object.assign(paymentIntent, { amount, amount_capturable: amount });
    emit('payment_intent.amount_capturable_updated', paymentIntent);
    return paymentIntent;
  }

  /**
   * @param {string} id
   * @param {Params} params
   * @param {Emit} emit
   */
  function cancelPaymentIntent(id, params, emit) {
    const paymentIntent = get(paymentIntents, 'payment_intent', id);
    if (!(/** @type {readonly string[]} */ (CANCELLABLE).includes(paymentIntent.status))) {
      throw unexpectedState(paymentIntent, 'canceled', [...CANCELLABLE]);
    }
    const reason = oneOf(
      optionalString(params, 'cancellation_reason'),
      CANCELLATION_REASONS,
      'cancellation_reason',
    );
    const charge = paymentIntent.latest_charge ? charges.get(paymentIntent.latest_charge) : null;
    // Canceling an authorisation releases it all.
    if (charge) Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    Object.assign(paymentIntent, {
      status: 'canceled',
      canceled_at: unixNow(),
      cancellation_reason: reason ?? null,
      amount_capturable: 0,
    });
    emit('payment_intent.canceled', paymentIntent);
    // A session still open for this PaymentIntent could no longer be paid:
    // it expires with it. (At Stripe, the session would not have a
    // PaymentIntent to cancel yet; see createCheckoutSession.)
    const session = sessions.get(sessionOfIntent.get(id) ?? '');
    if (session?.status === 'open') expire(session, emit);
    return paymentIntent;
  }

  /**
   * POST /v1/refunds, of a succeeded PaymentIntent (or of its charge).
   * @param {Params} params
   * @param {Emit} emit
   */
  function createRefund(params, emit) {
    const chargeId = optionalString(params, 'charge');
    const intentId = optionalString(params, 'payment_intent');
    if (!chargeId && !intentId) throw parameterMissing('payment_intent');
    const paymentIntent = intentId
      ? get(paymentIntents, 'payment_intent', intentId, 'payment_intent')
      : get(
          paymentIntents,
          'payment_intent',
          get(charges, 'charge', /** @type {string} */ (chargeId), 'charge').payment_intent,
        );
    if (paymentIntent.status !== 'succeeded' || !paymentIntent.latest_charge) {
      throw stateError('This PaymentIntent does not have a successful charge to refund.', {
        code: 'payment_intent_unexpected_state',
        param: 'payment_intent',
        payment_intent: structuredClone(paymentIntent),
      });
    }
    const charge = get(charges, 'charge', paymentIntent.latest_charge);
    const refunded = [...refunds.values()]
      .filter((refund) => refund.charge === charge.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = charge.amount_captured - refunded;
    if (left <= 0) {
      throw stateError(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
        param: 'amount',
      });
    }
    const amount = optionalInteger(params, 'amount') ?? left;
    if (amount <= 0) {
      throw parameterInvalid(
        'amount',
        'Amount must be greater than 0.',
        'parameter_invalid_integer',
      );
    }
    if (amount > left) {
      throw stateError(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    /** @type {Refund} */
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: unixNow(),
      currency: charge.currency,
      metadata: metadataOf(params),
      payment_intent: paymentIntent.id,
      reason: oneOf(optionalString(params, 'reason'), REFUND_REASONS, 'reason') ?? null,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    emit('charge.refunded', charge);
    emit('refund.created', refund);
    return refund;
  }

  /** @type {Record<string, Map<string, StripeObject>>} */
  const byPrefix = {
    cs_: sessions,
    pi_: paymentIntents,
    ch_: charges,
    re_: refunds,
  };

  return {
    createCheckoutSession,
    retrieveCheckoutSession,
    expireCheckoutSession,
    completeCheckout,
    declineCheckout,
    capturePaymentIntent,
    incrementAuthorization,
    cancelPaymentIntent,
    createRefund,
    /** @param {string} id */
    retrievePaymentIntent: (id) => get(paymentIntents, 'payment_intent', id),
    /** @param {string} id */
    retrieveCharge: (id) => get(charges, 'charge', id),
    /** @param {string} id */
    retrieveRefund: (id) => get(refunds, 'refund', id),
    /**
     * Any object by its id, for `expand[]`.
     * @param {string} id
     * @returns {StripeObject | undefined}
     */
    find(id) {
      const prefix = Object.keys(byPrefix).find((start) => id.startsWith(start));
      return prefix ? byPrefix[prefix].get(id) : undefined;
    },
    /**
     * A session as its hosted page draws it, or null for an unknown id.
     * @param {string} id
     * @param {Emit} emit
     */
    checkoutPage(id, emit) {
      const session = sessions.get(id);
      if (!session) return null;
      return {
        session: expireIfDue(session, emit),
        lineItems: /** @type {LineItem[]} */ (lineItems.get(id)),
      };
    },
  };
}

/** @typedef {ReturnType<typeof createLedger>} Ledger */
