import type { FastifyInstance } from 'fastify';
import type { ModuleRoutes } from '../module-routes';
import { myAccountRoutes } from './account-routes';
import { claimRoutes } from './claim-routes';
import { customerServiceRoutes } from './customer-routes';
import { meRoutes } from './me-routes';
import { otpRoutes } from './otp-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { avatarRoutes, profileRoutes } from './profile-routes';
import { signInRoutes, signOutRoutes } from './sign-in-routes';
import { staffInvitationRoutes } from './staff-invitation-routes';
import { staffRoutes } from './staff-routes';
import { teamRoutes } from './team-routes';
import { twoFactorSettingsRoutes, twoFactorSignInRoutes } from './two-factor-routes';

// Each part of signing in has a file of its own; these gather them by who may call.

/**
 * Sign-up and sign-in (with staff's second step), an imported customer's
 * claim, "forgot password?", a staff invitation's link, and profile pictures.
 */
async function publicRoutes(app: FastifyInstance) {
  const { otp, resetLink, authRateLimit, publicUrl } = app.accounts.settings;
  await app.register(signInRoutes, { authRateLimit });
  await app.register(twoFactorSignInRoutes, { authRateLimit });
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
  await app.register(staffInvitationRoutes, { authRateLimit });
  await app.register(avatarRoutes);
}

/**
 * The signed-in account: signing out, its details, proving its mobile number
 * or moving to a new one, its password and picture, a copy of its data, and
 * deleting it.
 */
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
  await app.register(myAccountRoutes, {
    ttlSeconds: otp.ttlSeconds,
    resendSeconds: otp.resendSeconds,
    maxSendsPerHour: otp.maxSendsPerHour,
    rateLimit: authRateLimit,
  });
  await app.register(profileRoutes, { authRateLimit });
  await app.register(twoFactorSettingsRoutes, { authRateLimit });
}

/** Customer service's view of the store's customers, who its operators are, and its staff. */
async function operatorRoutes(app: FastifyInstance) {
  await app.register(customerServiceRoutes);
  await app.register(teamRoutes);
  await app.register(staffRoutes, { publicUrl: app.accounts.settings.publicUrl });
}

export const accountRoutes = {
  public: publicRoutes,
  customer: customerRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
