import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { sharedRedisStore, SnapshotLocalStore } from '../lib/rate-limit-store';

async function securityPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  // helmet's middleware is built once here: @fastify/helmet builds it again on
  // every request, which cost the catalogue list throughput (docs/performance.md).
  const setSecurityHeaders = helmet({
    // Swagger UI at /api/docs needs its own stylesheet and script inline-free CSP.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
    // Product images are shown on the storefront's origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authKey', 'Content-Type', 'Accept'],
    // The verify screen counts down to the next allowed OTP from this header; a
    // download (my data) is saved under the name the API gives it.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  // Off by default; sign-in, registration and OTP routes opt in with their own limits.
  // With Redis every instance counts against the same limit; without, this process counts.
  const store = app.redis
    ? sharedRedisStore(app.redis, `${config.REDIS_KEY_PREFIX}rate-limit:`)
    : SnapshotLocalStore;
  await app.register(rateLimit, { global: false, store });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['redis'] });
