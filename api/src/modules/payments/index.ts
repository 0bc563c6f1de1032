import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createPaymentsService, paymentProviders, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes an order's money (the card only where Stripe is set up), and Stripe's events. */
    payments: PaymentsService;
  }
}

/**
 * Stripe's SDK, client and provider where cards are set up (the secret key and
 * the webhooks' secret), else null. The SDK is about 220 modules: it loads only then.
 */
async function stripeSetUp(config: AppConfig) {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const { stripeClient, stripeProvider } = await import('./stripe-provider');
  const client = stripeClient({
    secretKey: config.STRIPE_SECRET_KEY,
    apiUrl: config.STRIPE_API_URL,
  });
  return { client, webhookSecret: config.STRIPE_WEBHOOK_SECRET, provider: stripeProvider(client) };
}

/** The payments module: its service on `app.payments`. */
async function paymentsModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  const stripe = await stripeSetUp(config);
  app.decorate(
    'payments',
    createPaymentsService({
      db: app.db,
      providers: paymentProviders(stripe?.provider ?? null),
      stripe: stripe && { client: stripe.client, webhookSecret: stripe.webhookSecret },
      // Read when an event comes, by then the order rules are in place.
      cancelUnpaidOrder: (orderId, note) => app.orders.cancelUnpaid(orderId, note),
      log: app.log,
    }),
  );
}

export default fp(paymentsModule, { name: 'payments', dependencies: ['database'] });
export { paymentRoutes } from './routes';
