import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import { paymentProviders, type PaymentProviders } from '../payments/payment-providers';
import { stripeClient, stripeProvider } from '../payments/stripe-provider';
import {
  createCatalogueService,
  type CatalogueService,
} from '../services/catalogue/catalogue-service';
import { createOrderService, type OrderService } from '../services/orders/order-service';
import {
  createProblemReportService,
  type ProblemReportService,
} from '../services/orders/problem-reports';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order rules: placing, the customer's cancel, the operator's moves. */
    orderService: OrderService;
    /** Customers' reports of missing or damaged lines, and the store's decision on each. */
    problemReportService: ProblemReportService;
    /** The operator's catalogue: products, pictures, stock adjustments, categories. */
    catalogue: CatalogueService;
    /** Who takes an order's money: the card one only where Stripe is set up. */
    payments: PaymentProviders;
    /** Stripe's SDK and the secret its webhooks are signed with; null without STRIPE_SECRET_KEY. */
    stripe: { client: Stripe; webhookSecret: string } | null;
  }
}

/** The services: business rules that run inside one transaction, over the repositories' SQL. */
async function servicesPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
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
  app.decorate('stripe', stripe);
  app.decorate('payments', paymentProviders(stripe && stripeProvider(stripe.client)));
  app.decorate(
    'orderService',
    createOrderService({
      db: app.db,
      orders: app.repos.orders,
      notifyCustomer: app.notifications.notifyCustomer,
      onStockChange: app.stockMoved,
      payments: app.payments,
      publicUrl: config.PUBLIC_URL,
    }),
  );
  app.decorate(
    'problemReportService',
    createProblemReportService({
      db: app.db,
      problemReports: app.repos.problemReports,
      notifyCustomer: app.notifications.notifyCustomer,
      payments: app.payments,
    }),
  );
  app.decorate(
    'catalogue',
    createCatalogueService({
      db: app.db,
      stock: app.repos.stock,
      onChange: app.catalogChanged,
    }),
  );
}

export default fp(servicesPlugin, {
  name: 'services',
  dependencies: ['database', 'catalog-cache', 'notifications'],
});
