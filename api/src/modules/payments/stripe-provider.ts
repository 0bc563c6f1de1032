import Stripe from 'stripe';
import type { PaymentProvider } from './provider';
import { PaymentProviderError } from './provider';

// Stripe keeps a checkout page open for at least 30 minutes; an order waits
// that long for its card, then the session's expiry cancels it.
const CHECKOUT_OPEN_SECONDS = 30 * 60;

export interface StripeSettings {
  secretKey: string;
  /** Another address for Stripe's API (a local server that answers as it does); unset is Stripe's. */
  apiUrl?: string;
}

/** What a card checkout needs to open Stripe's payment page. */
export interface CardCheckout {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  email: string | null;
  /** Where Stripe sends the customer back: paid, or having given up. */
  returnUrl: string;
  cancelUrl: string;
}

/** The official SDK, pointed at Stripe or at apiUrl; it retries a failed call itself. */
export function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const address = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(address && {
      host: address.hostname,
      port: Number(address.port) || (address.protocol === 'https:' ? 443 : 80),
      protocol: address.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Runs one call to Stripe; a failure becomes PaymentProviderError with Stripe's message. */
async function ask<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = error instanceof Stripe.errors.StripeError ? error.message : String(error);
    // A card's or a request's error is Stripe's answer; the rest is Stripe not answering.
    const refused =
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError;
    throw new PaymentProviderError(`Stripe could not ${what}: ${reason}`, error, refused);
  }
}

/**
 * Card payments through Stripe. Checkout opens a Stripe-hosted payment page
 * whose PaymentIntent only holds the money (capture_method manual): it is
 * captured when the order completes, released when it is cancelled first,
 * and refunded through Stripe after. Every call that changes money carries an
 * idempotency key made from our own ids, so a retry never charges twice.
 */
export function stripeProvider(stripe: Stripe) {
  const provider: PaymentProvider = {
    async capture(payment, amountMinor) {
      // Less than the hold lets the rest go: Stripe releases what is not captured.
      await ask('capture the card payment', () =>
        stripe.paymentIntents.capture(
          payment.providerRef!,
          { amount_to_capture: amountMinor },
          { idempotencyKey: `capture-${payment.id}` },
        ),
      );
    },
    async raiseHold(payment, amountMinor) {
      // Only a card that allowed it at checkout (request_incremental_authorization) can be raised.
      await ask('raise the card hold', () =>
        stripe.paymentIntents.incrementAuthorization(
          payment.providerRef!,
          { amount: amountMinor },
          { idempotencyKey: `raise-${payment.id}-${amountMinor}` },
        ),
      );
    },
    async release(payment) {
      if (payment.status === 'pending') {
        // Nothing is held yet: closing the page is enough, and Stripe
        // refuses to cancel an intent its open session still owns.
        const session = await ask('read the payment page', () =>
          stripe.checkout.sessions.retrieve(payment.providerSessionRef!),
        );
        if (session.status === 'open') {
          await ask('close the payment page', () =>
            stripe.checkout.sessions.expire(payment.providerSessionRef!),
          );
        }
        return;
      }
      await ask('release the card payment', () =>
        stripe.paymentIntents.cancel(payment.providerRef!, undefined, {
          idempotencyKey: `release-${payment.id}`,
        }),
      );
    },
    async refund(_tx, payment, refund) {
      await ask('refund the card payment', () =>
        stripe.refunds.create(
          {
            payment_intent: payment.providerRef!,
            amount: refund.amountMinor,
            metadata: { orderNumber: refund.orderNumber },
          },
          { idempotencyKey: refund.key },
        ),
      );
    },
  };

  return {
    ...provider,
    /** Opens Stripe's payment page for a new order's card part. */
    async startCheckout(checkout: CardCheckout) {
      const session = await ask('open a payment page', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: checkout.orderId,
            customer_email: checkout.email ?? undefined,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: checkout.currency.toLowerCase(),
                  unit_amount: checkout.amountMinor,
                  product_data: { name: `Order ${checkout.orderNumber}` },
                },
              },
            ],
            // A weighed line may come to more than was held: the customer can agree to pay it.
            payment_method_options: { card: { request_incremental_authorization: 'if_available' } },
            payment_intent_data: {
              capture_method: 'manual',
              metadata: { orderId: checkout.orderId, paymentId: checkout.paymentId },
            },
            metadata: { orderId: checkout.orderId, paymentId: checkout.paymentId },
            success_url: checkout.returnUrl,
            cancel_url: checkout.cancelUrl,
            expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_OPEN_SECONDS,
          },
          { idempotencyKey: `checkout-${checkout.paymentId}` },
        ),
      );
      if (!session.url)
        throw new PaymentProviderError('Stripe opened a payment page without an address');
      // Stripe makes the PaymentIntent when the customer pays; its id comes with the webhook.
      return { providerSessionRef: session.id, payUrl: session.url };
    },
  };
}

export type StripeProvider = ReturnType<typeof stripeProvider>;
