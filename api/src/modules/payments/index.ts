import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import {
  createPaymentsService,
  paymentProviders,
  stripeClient,
  stripeProvider,
  type PaymentsService,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes an order's money (the card only where Stripe is set up), and Stripe's events. */
    payments: PaymentsService;
  }
}

/** The payments module: its service on `app.payments`. */
async function paymentsModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? {
          client: stripeClient({
            secretKey: config.STRIPE_SECRET_KEY,
            apiUrl: config.STRIPE_API_URL,
          }),
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        }
      : null;
  app.decorate(
    'payments',
    createPaymentsService({
      db: app.db,
      providers: paymentProviders(stripe && stripeProvider(stripe.client)),
      stripe,
      // Read when an event comes, by then the order rules are in place.
      cancelUnpaidOrder: (orderId, note) => app.orders.cancelUnpaid(orderId, note),
      log: app.log,
    }),
  );
}

export default fp(paymentsModule, { name: 'payments', dependencies: ['database'] });
export { paymentRoutes } from './routes';
