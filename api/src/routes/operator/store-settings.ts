import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, type PaymentOption } from '@storefront/shared/contracts';
import { operatorStoreSchema, storeSettingsSchema } from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';
import { readStoreSettings } from '../../repositories/stores-repository';
import { changeStoreSettings } from '../../services/store/store-settings';

/** The ways customers can pay, as this deployment has them, and what turns each on or off. */
function paymentOptions(cardOn: boolean): PaymentOption[] {
  return [
    {
      method: 'card',
      provider: 'stripe',
      label: 'Card, through Stripe',
      on: cardOn,
      explanation: cardOn
        ? 'Checkout offers card payment on Stripe’s page, for delivery and pickup. Removing ' +
          'STRIPE_SECRET_KEY from the API’s settings and restarting it turns it off.'
        : 'Off: checkout does not offer card payment, so no customer is shown a card option ' +
          'that cannot work. To turn it on, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET ' +
          '(from your Stripe dashboard, with a webhook to /api/payments/stripe/webhook) in the ' +
          'API’s settings and restart it.',
    },
    {
      method: 'cash_on_delivery',
      provider: 'manual',
      label: 'Cash on delivery',
      on: true,
      explanation: 'Always offered for home delivery; the driver takes the money on the doorstep.',
    },
    {
      method: 'pay_at_pickup',
      provider: 'manual',
      label: 'Pay at pickup',
      on: true,
      explanation: 'Always offered for store pickup; the customer pays at the counter.',
    },
    {
      method: 'wallet',
      provider: 'wallet',
      label: 'Wallet balance',
      on: true,
      explanation:
        'Customers whose documents are approved can pay all or part of an order from their ' +
        'wallet, whatever else they choose.',
    },
  ];
}

/**
 * The store's own settings: what customers read about it (name, address,
 * hours, legal pages), its VAT number for receipts, and its delivery terms.
 */
export default async function storeSettingsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  routes.get(
    '/store',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store’s settings, and which ways to pay are on and what turns each on',
        security,
        response: { 200: operatorStoreSchema, ...refused },
      },
    },
    async (request) => {
      const settings = await readStoreSettings(app.db, request.account!.storeId);
      if (!settings) throw notFound('That store');
      return { settings, payments: paymentOptions(app.stripe !== null) };
    },
  );

  routes.put(
    '/store',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set the store’s settings, all of them at once',
        description:
          'Audited as store.updated, naming what changed. Customers see the change on their ' +
          'next page (a page drawn on the server is kept at most 5 s); orders already placed ' +
          'keep the seller details and delivery fee they were placed with.',
        security,
        body: storeSettingsSchema,
        response: { 200: operatorStoreSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const operator = request.account!;
      const outcome = await app.db.transaction((tx) =>
        changeStoreSettings(tx, operator, request.body),
      );
      if (!outcome) throw notFound('That store');
      if (outcome.changed.length > 0) {
        request.log.info({ changed: outcome.changed }, 'Store settings changed');
      }
      return { settings: outcome.settings, payments: paymentOptions(app.stripe !== null) };
    },
  );
}
