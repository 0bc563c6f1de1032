import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ASSETS_DIR, type AppConfig } from './config';
import { serializerCompiler } from './lib/response-serializer';
import auth from './plugins/auth';
import catalogueCache from './plugins/catalogue-cache';
import database from './plugins/database';
import docs from './plugins/docs';
import drain from './plugins/drain';
import errors, { frameworkErrors } from './plugins/errors';
import redis from './plugins/redis';
import security from './plugins/security';
import signInBackoff from './plugins/sign-in-backoff';
import storage from './plugins/storage';
import healthRoutes from './routes/health';
import accountsModule, { accountRoutes } from './modules/accounts';
import addressesModule, { addressRoutes } from './modules/addresses';
import auditModule from './modules/audit';
import cartModule, { cartRoutes } from './modules/cart';
import catalogueModule, { catalogueRoutes } from './modules/catalogue';
import discountsModule from './modules/discounts';
import documentsModule, { documentRoutes } from './modules/documents';
import favouritesModule, { favouriteRoutes } from './modules/favourites';
import importsModule from './modules/imports';
import paymentsModule, { paymentRoutes } from './modules/payments';
import problemReportsModule, { problemReportRoutes } from './modules/problem-reports';
import receiptsModule, { receiptRoutes } from './modules/receipts';
import referralsModule, { referralRoutes } from './modules/referrals';
import remoteLoadsModule, { remoteLoadRoutes } from './modules/remote-loads';
import rewardsModule, { rewardRoutes } from './modules/rewards';
import { customerScope } from './modules/module-routes';
import notificationsModule, { notificationRoutes } from './modules/notifications';
import ordersModule, { orderRoutes } from './modules/orders';
import storeModule, { storeRoutes } from './modules/store';
import walletModule, { walletRoutes } from './modules/wallet';
import slotsModule, { slotRoutes } from './modules/slots';
import pickingModule from './modules/picking';
import operatorRoutes from './routes/operator';

/**
 * Builds the API without listening, so tests drive it with inject(). Plugins
 * load in order: external (security, docs), then the app's own (errors,
 * database, auth, notifications, storage, the import queue, the modules), then routes.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Ids in logs tie every line of one request together.
    requestIdHeader: 'x-request-id',
    trustProxy: config.TRUST_PROXY ?? false,
    // Opening embedded PGlite and running migrations and the seed can take
    // well over Fastify's default 10 s on a cold, busy 2-core machine.
    pluginTimeout: 120_000,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(redis, { config });
  await app.register(security, { config });
  await app.register(signInBackoff, { config });
  await app.register(docs);
  await app.register(errors);
  await app.register(drain);
  await app.register(database, { config });
  await app.register(catalogueCache, { config });
  await app.register(auth);
  await app.register(notificationsModule, { config });
  await app.register(storage, { config });
  await app.register(paymentsModule, { config });
  await app.register(ordersModule, { config });
  await app.register(accountsModule, { config });
  await app.register(auditModule);
  await app.register(favouritesModule);
  await app.register(addressesModule);
  await app.register(storeModule, { config });
  await app.register(remoteLoadsModule, { config });
  await app.register(problemReportsModule);
  await app.register(catalogueModule);
  await app.register(importsModule, { config });
  await app.register(discountsModule);
  await app.register(cartModule);
  await app.register(walletModule);
  await app.register(rewardsModule);
  await app.register(referralsModule);
  await app.register(slotsModule);
  await app.register(pickingModule);
  await app.register(receiptsModule);
  await app.register(documentsModule);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountRoutes.public);
      await api.register(customerScope(accountRoutes.customer));
      await api.register(storeRoutes.public);
      await api.register(slotRoutes.public);
      await api.register(catalogueRoutes.public);
      await api.register(customerScope(cartRoutes.customer));
      await api.register(cartRoutes.public);
      await api.register(customerScope(favouriteRoutes.customer));
      await api.register(customerScope(addressRoutes.customer));
      await api.register(customerScope(orderRoutes.customer));
      await api.register(customerScope(receiptRoutes.customer));
      await api.register(customerScope(problemReportRoutes.customer));
      await api.register(problemReportRoutes.public);
      await api.register(paymentRoutes.public);
      await api.register(customerScope(walletRoutes.customer));
      await api.register(customerScope(rewardRoutes.customer));
      await api.register(customerScope(referralRoutes.customer));
      await api.register(remoteLoadRoutes.public);
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(customerScope(documentRoutes.customer));
      // Shows every texted code and e-mailed link to anyone: only when switched on by name.
      if (config.DEV_OUTBOX) {
        app.log.warn(
          'DEV_OUTBOX=true: /api/dev/* shows every texted code and e-mailed link to anyone who asks. Never on a copy others can reach.',
        );
        await api.register(notificationRoutes.dev);
      }
      // Catalogue images ship with the API; their names never change, so cache them long.
      await api.register(fastifyStatic, {
        root: ASSETS_DIR,
        prefix: '/images/',
        maxAge: '30d',
        immutable: true,
      });
      // Last, so the routes before it keep their places in the OpenAPI document
      // (and the fuzz test's per-route seeds).
    },
    { prefix: '/api' },
  );
  return app;
}
