import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { SnapshotLocalStore } from '../lib/rate-limit-store';

async function securityPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authKey', 'Content-Type', 'Accept'],
    // The verify screen counts down to the next allowed OTP from this header.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Off by default; sign-in, registration and OTP routes opt in with their own limits.
  await app.register(rateLimit, { global: false, store: SnapshotLocalStore });
}

export default fp(securityPlugin, { name: 'security' });
