import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createAccountsService, type AccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, their sessions, and the codes and links that prove who someone is. */
    accounts: AccountsService;
  }
}

/** The accounts module: its service on `app.accounts`. */
async function accountsModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate(
    'accounts',
    createAccountsService({
      db: app.db,
      notifyCustomer: app.notifications.notifyCustomer,
      settings: {
        sessionTtlDays: config.SESSION_TTL_DAYS,
        otp: {
          ttlSeconds: config.OTP_TTL_SECONDS,
          resendSeconds: config.OTP_RESEND_SECONDS,
          maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR,
          maxAttempts: config.OTP_MAX_ATTEMPTS,
        },
        resetLink: {
          ttlSeconds: config.PASSWORD_RESET_LINK_TTL_SECONDS,
          resendSeconds: config.OTP_RESEND_SECONDS,
          maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR,
        },
        authRateLimit: config.AUTH_RATE_LIMIT,
        publicUrl: config.PUBLIC_URL,
        twoFactor: {
          challengeTtlSeconds: 5 * 60,
          maxAttempts: 5,
          issuer: new URL(config.PUBLIC_URL).hostname,
        },
      },
    }),
  );
}

export default fp(accountsModule, {
  name: 'accounts',
  dependencies: ['database', 'notifications'],
});
export { accountRoutes } from './routes';
export { toAccount, type UserRow } from './service';
