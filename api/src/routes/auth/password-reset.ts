import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { duration, otpRefusal } from '../../lib/otp-words';
import { hashPassword } from '../../lib/password';
import { accountSubject } from '../../lib/sign-in-backoff';
import { sendPasswordReset } from '../../services/password-reset/send-reset';
import { setNewPassword } from '../../services/password-reset/set-new-password';

export interface PasswordResetRouteOptions {
  publicUrl: string;
  codeTtlSeconds: number;
  linkTtlSeconds: number;
  resendSeconds: number;
  rateLimit: number;
}

/**
 * "Forgot password?": a texted code or an e-mailed one-time link, then a new
 * password. Neither step tells a caller whether an account exists.
 */
export default async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRouteOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  // Sending happens after the answer, so a request for an account that exists
  // takes no longer than one for an account that does not. What is still being
  // sent finishes before the server closes.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  routes.post(
    '/auth/password-reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Text a code, or e-mail a one-time link, to set a new password',
        description:
          'identifier is a mobile number (a 6-digit code is texted, under the OTP rules) or an ' +
          `e-mail address (a link that works once, for ${duration(options.linkTtlSeconds)}; a new ` +
          'link replaces older ones). Always 202 with the same body for the same kind of ' +
          'identifier, whether or not an account matches and whether or not the send limits ' +
          'allowed a message this time.',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const target = request.body.identifier;
      const delivery = sendPasswordReset(app, options, target)
        .catch((error: unknown) => request.log.error({ err: error }, 'Password reset not sent'))
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
      return reply.code(202).send(
        target.channel === 'sms'
          ? {
              channel: 'sms' as const,
              message:
                'If an account has this mobile number, we have texted it a 6-digit code. ' +
                `It works for ${duration(options.codeTtlSeconds)}.`,
              expiresInSeconds: options.codeTtlSeconds,
              resendInSeconds: options.resendSeconds,
            }
          : {
              channel: 'email' as const,
              message:
                'If an account has this e-mail address, we have sent it a link to set a new ' +
                `password. It works for ${duration(options.linkTtlSeconds)}.`,
              expiresInSeconds: options.linkTtlSeconds,
              resendInSeconds: options.resendSeconds,
            },
      );
    },
  );

  routes.post(
    '/auth/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the texted code or the e-mailed link',
        description:
          'Send password with either token (from the link) or mobile and code. On success every ' +
          'session of the account is signed out, a pause on its sign-in is lifted, and the ' +
          'customer is told by text and e-mail; they then sign in with the new password. A ' +
          'wrong, expired or used code or link is a 400 naming code or token, and changes ' +
          'nothing (a wrong code still counts as a try).',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, mobile, code, password } = request.body;
      // Hashed before anything is looked at, so every answer costs the same time.
      const passwordHash = await hashPassword(password);
      const setPassword = (tx: Database, userId: string) =>
        setNewPassword(tx, app.notifications.notifyCustomer, userId, passwordHash);

      let userId: string;
      if (token !== undefined) {
        const spent = await app.repos.passwordResetLinks.spend(token, setPassword);
        if (spent.status !== 'spent') {
          throw new HttpError(
            400,
            'RESET_LINK_INVALID',
            'This link has expired or has already been used. Ask for a new one.',
            'token',
          );
        }
        userId = spent.userId;
      } else {
        const user = await app.repos.users.findByMobile(mobile!);
        if (!user) throw otpRefusal({ status: 'not-found' });
        const result = await app.repos.otp.check(user.id, user.mobile, code!, {
          purpose: 'password_reset',
          alsoDo: (tx) => setPassword(tx, user.id),
        });
        if (result.status !== 'verified') throw otpRefusal(result);
        userId = user.id;
      }
      // The new password works at once, even on an account paused by wrong ones.
      await app.signInBackoff
        .clear(accountSubject(userId))
        .catch((error: unknown) => request.log.warn({ err: error }, 'Sign-in pause not lifted'));
      return reply.code(204).send(null);
    },
  );
}
