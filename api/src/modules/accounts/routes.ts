import type { FastifyInstance } from 'fastify';
import type { ModuleRoutes } from '../module-routes';
import { claimRoutes } from './claim-routes';
import { meRoutes } from './me-routes';
import { otpRoutes } from './otp-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { signInRoutes, signOutRoutes } from './sign-in-routes';

// Each part of signing in has a file of its own; these gather them by who may call.

/** Sign-up and sign-in, an imported customer's claim, and "forgot password?". */
async function publicRoutes(app: FastifyInstance) {
  const { otp, resetLink, authRateLimit, publicUrl } = app.accounts.settings;
  await app.register(signInRoutes, { authRateLimit });
  await app.register(claimRoutes, {
    ttlSeconds: otp.ttlSeconds,
    resendSeconds: otp.resendSeconds,
    rateLimit: authRateLimit,
  });
  await app.register(passwordResetRoutes, {
    publicUrl,
    codeTtlSeconds: otp.ttlSeconds,
    linkTtlSeconds: resetLink.ttlSeconds,
    resendSeconds: otp.resendSeconds,
    rateLimit: authRateLimit,
  });
}

/** The signed-in account: signing out, its details, and proving its mobile number. */
async function customerRoutes(app: FastifyInstance) {
  const { otp, authRateLimit } = app.accounts.settings;
  await app.register(signOutRoutes);
  await app.register(meRoutes);
  await app.register(otpRoutes, {
    ttlSeconds: otp.ttlSeconds,
    resendSeconds: otp.resendSeconds,
    maxSendsPerHour: otp.maxSendsPerHour,
    rateLimit: authRateLimit,
  });
}

export const accountRoutes = {
  public: publicRoutes,
  customer: customerRoutes,
} satisfies ModuleRoutes;
