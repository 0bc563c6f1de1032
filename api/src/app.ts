import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ASSETS_DIR, type AppConfig } from './config';
import auth from './plugins/auth';
import catalogCache from './plugins/catalog-cache';
import database from './plugins/database';
import docs from './plugins/docs';
import drain from './plugins/drain';
import errors, { frameworkErrors } from './plugins/errors';
import importQueue from './plugins/import-queue';
import notifications from './plugins/notifications';
import redis from './plugins/redis';
import security from './plugins/security';
import services from './plugins/services';
import signInBackoff from './plugins/sign-in-backoff';
import stripeWebhookRoutes from './routes/payments/stripe-webhook';
import storage from './plugins/storage';
import accountRoutes from './routes/account';
import authRoutes from './routes/auth';
import claimRoutes from './routes/auth/claim';
import passwordResetRoutes from './routes/auth/password-reset';
import cartRoutes from './routes/cart';
import catalogRoutes from './routes/catalog';
import devRoutes from './routes/dev';
import documentRoutes from './routes/documents';
import healthRoutes from './routes/health';
import meRoutes from './routes/me';
import orderRoutes from './routes/orders';
import problemReportRoutes from './routes/orders/problem-reports';
import otpRoutes from './routes/otp';
import profileRoutes from './routes/profile';
import addressesModule, { addressRoutes } from './modules/addresses';
import auditModule from './modules/audit';
import favouritesModule, { favouriteRoutes } from './modules/favourites';
import remoteLoadsModule, { remoteLoadRoutes } from './modules/remote-loads';
import { customerScope } from './modules/module-routes';
import storeModule, { storeRoutes } from './modules/store';
import catalogueNewsModule, { catalogueNewsRoutes } from './modules/catalogue-news';
import storeSlotRoutes from './routes/stores';
import operatorRoutes from './routes/operator';
import referralRoutes from './routes/referrals';
import rewardsRoutes from './routes/rewards';
import walletRoutes from './routes/wallet';

/**
 * Builds the API without listening, so tests drive it with inject(). Plugins
 * load in order: external (security, docs), then the app's own (errors,
 * database, auth, notifications, storage, the import queue, services), then routes.
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
  await app.register(catalogCache, { config });
  await app.register(auth);
  await app.register(notifications, { config });
  await app.register(storage, { config });
  await app.register(importQueue, { config });
  await app.register(services, { config });
  await app.register(auditModule);
  await app.register(favouritesModule);
  await app.register(addressesModule);
  await app.register(storeModule, { config });
  await app.register(remoteLoadsModule, { config });
  await app.register(catalogueNewsModule);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { authRateLimit: config.AUTH_RATE_LIMIT });
      await api.register(meRoutes);
      await api.register(storeRoutes.public);
      await api.register(storeSlotRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes);
      await api.register(customerScope(favouriteRoutes.customer));
      await api.register(customerScope(addressRoutes.customer));
      await api.register(orderRoutes);
      await api.register(problemReportRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(walletRoutes);
      await api.register(rewardsRoutes);
      await api.register(referralRoutes);
      await api.register(remoteLoadRoutes.public);
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(claimRoutes, {
        ttlSeconds: config.OTP_TTL_SECONDS,
        resendSeconds: config.OTP_RESEND_SECONDS,
        rateLimit: config.AUTH_RATE_LIMIT,
      });
      await api.register(passwordResetRoutes, {
        publicUrl: config.PUBLIC_URL,
        codeTtlSeconds: config.OTP_TTL_SECONDS,
        linkTtlSeconds: config.PASSWORD_RESET_LINK_TTL_SECONDS,
        resendSeconds: config.OTP_RESEND_SECONDS,
        rateLimit: config.AUTH_RATE_LIMIT,
      });
      await api.register(otpRoutes, {
        ttlSeconds: config.OTP_TTL_SECONDS,
        resendSeconds: config.OTP_RESEND_SECONDS,
        maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR,
        rateLimit: config.AUTH_RATE_LIMIT,
      });
      await api.register(accountRoutes, {
        ttlSeconds: config.OTP_TTL_SECONDS,
        resendSeconds: config.OTP_RESEND_SECONDS,
        maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR,
        rateLimit: config.AUTH_RATE_LIMIT,
      });
      await api.register(documentRoutes);
      await api.register(profileRoutes, { authRateLimit: config.AUTH_RATE_LIMIT });
      // Shows every texted code and e-mailed link to anyone: only when switched on by name.
      if (config.DEV_OUTBOX) {
        app.log.warn(
          'DEV_OUTBOX=true: /api/dev/* shows every texted code and e-mailed link to anyone who asks. Never on a copy others can reach.',
        );
        await api.register(devRoutes);
      }
      // Catalog images ship with the API; their names never change, so cache them long.
      await api.register(fastifyStatic, {
        root: ASSETS_DIR,
        prefix: '/images/',
        maxAge: '30d',
        immutable: true,
      });
      // Last, so the routes before it keep their places in the OpenAPI document
      // (and the fuzz test's per-route seeds).
      await api.register(catalogueNewsRoutes.public);
    },
    { prefix: '/api' },
  );
  return app;
}
