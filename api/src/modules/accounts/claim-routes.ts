import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authResponseSchema,
  claimCompleteSchema,
  claimStartedSchema,
  claimStartSchema,
} from '@storefront/shared/contracts';
import { duration, otpRefusal, textCode } from '../../lib/otp-words';
import { hashPassword } from '../../lib/password';
import { isClaimable, toAccount } from './service';

export interface ClaimRouteOptions {
  ttlSeconds: number;
  resendSeconds: number;
  rateLimit: number;
}

/**
 * An imported customer's first sign-in: a code texted to the imported mobile,
 * then a password of their own. Neither step tells a caller whether a number
 * belongs to an imported account.
 */
export async function claimRoutes(app: FastifyInstance, options: ClaimRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  routes.post(
    '/auth/claim/start',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Text a code to an imported customer’s mobile, to claim the account',
        description:
          'Always 202 with the same body, whether or not the number belongs to an unclaimed ' +
          'imported account, and whether or not a code could be sent this time (the OTP send ' +
          'limits still apply).',
        body: claimStartSchema,
        response: { 202: claimStartedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.findByMobile(request.body.mobile);
      if (user && isClaimable(user)) {
        const result = await app.accounts.issueOtp(user.id);
        if (result.status === 'issued') {
          const store = await app.store.find(user.storeId);
          await textCode(
            app,
            result,
            (code) =>
              `Your ${store?.name ?? 'store'} code is ${code}. Use it to claim your ` +
              `account. It expires in ${duration(options.ttlSeconds)}.`,
          );
        }
      }
      return reply.code(202).send({
        expiresInSeconds: options.ttlSeconds,
        resendInSeconds: options.resendSeconds,
      });
    },
  );

  routes.post(
    '/auth/claim/complete',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Check the texted code, set the password and sign in',
        description:
          'Answers like sign-in. The account’s mobile becomes verified and addedFromCsv stays ' +
          'true until the customer completes their profile. A number without an unclaimed ' +
          'imported account answers like a code that was never sent.',
        body: claimCompleteSchema,
        response: { 200: authResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { mobile, code, password } = request.body;
      const user = await app.accounts.findByMobile(mobile);
      // Hashed before anything is looked at, so every answer costs the same time.
      const passwordHash = await hashPassword(password);
      if (!user || !isClaimable(user)) throw otpRefusal({ status: 'not-found' });
      const result = await app.accounts.checkOtp(user.id, user.mobile, code);
      if (result.status !== 'verified') throw otpRefusal(result);
      const claimed = await app.accounts.claim(user.id, passwordHash);
      if (!claimed) throw otpRefusal({ status: 'not-found' });
      const token = await app.accounts.startSession(claimed.id);
      return { token, user: toAccount(claimed) };
    },
  );
}
