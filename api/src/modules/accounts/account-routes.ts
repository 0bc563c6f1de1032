import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountSchema,
  apiErrorSchema,
  changeMobileSchema,
  confirmMobileSchema,
  deleteAccountSchema,
  otpSentSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { maskMobile } from '../../lib/otp';
import { duration, otpRefusal, plural, sendRefusal, textCode } from '../../lib/otp-words';
import { verifyPassword } from '../../lib/password';
import { toAccount, type UserRow } from './service';
import { exportAccount } from './export';

export interface AccountRouteOptions {
  ttlSeconds: number;
  resendSeconds: number;
  maxSendsPerHour: number;
  rateLimit: number;
}

const sameNumber = () =>
  new HttpError(400, 'SAME_MOBILE', 'This is already your mobile number.', 'mobile');

/**
 * The customer's own account: a new mobile number (proved by a code texted to
 * it), removing the picture, a copy of their data, and deleting the account.
 */
export async function myAccountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  /** Files nobody points at any more; a failure only leaves an unreachable file behind. */
  async function removeFiles(request: FastifyRequest, keys: string[]) {
    for (const key of keys) {
      await app.storage.remove(key).catch((error: unknown) => {
        request.log.warn({ err: error, key }, 'Could not remove a stored file');
      });
    }
  }

  /** Tells the old number and the e-mail that the number changed, in case it was not the owner. */
  async function tellOfNewMobile(request: FastifyRequest, before: UserRow, after: UserRow) {
    const store = await app.store.find(after.storeId);
    const words =
      `The mobile number of your ${store?.name ?? 'store'} account is now ` +
      `${maskMobile(after.mobile)}. If you did not change it, contact the store.`;
    const sends = [app.notifications.sms.send(before.mobile, words)];
    if (after.email) {
      sends.push(
        app.notifications.email.send({
          to: after.email,
          subject: 'Your mobile number changed',
          text: words,
        }),
      );
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') {
        request.log.warn({ err: result.reason }, 'Could not send the mobile change notice');
      }
    }
  }

  routes.post(
    '/me/mobile',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Text a 6-digit code to a new mobile number, to move the account to it',
        description:
          'The account keeps its number until the code is confirmed. The same limits as any ' +
          `code: it lasts ${duration(options.ttlSeconds)}, a new one after ` +
          `${duration(options.resendSeconds)}, at most ${options.maxSendsPerHour} an hour per number.`,
        security,
        body: changeMobileSchema,
        response: {
          200: otpSentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.customer;
      const { mobile } = request.body;
      if (mobile === account.mobile) throw sameNumber();
      // Whether another account has the number is only said once the code is proved:
      // otherwise this form would tell anyone which numbers have accounts.
      const result = await app.accounts.issueOtp(account.id, { newMobile: mobile });
      if (result.status === 'too-soon' || result.status === 'hourly-limit') {
        throw sendRefusal(result, reply, options.maxSendsPerHour);
      }
      if (result.status !== 'issued') throw new Error(`Unexpected OTP result ${result.status}`);
      const store = await app.store.find(account.storeId);
      await textCode(
        app,
        result,
        (code) =>
          `Your ${store?.name ?? 'store'} code is ${code}. Use it to make this your ` +
          `account's mobile number. It expires in ${duration(options.ttlSeconds)}.`,
      );
      return {
        sentTo: maskMobile(result.mobile),
        expiresInSeconds: options.ttlSeconds,
        resendInSeconds: options.resendSeconds,
      };
    },
  );

  routes.post(
    '/me/mobile/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Check the code texted to the new number; the account moves to it, verified',
        description:
          'Only the newest code counts, once, for the number it was sent to; wrong tries are ' +
          'counted as for any code. A number that another account has is refused (409) only ' +
          'after the code is proved, so nobody learns it without the phone.',
        security,
        body: confirmMobileSchema,
        response: {
          200: accountSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const account = request.customer;
      const { mobile, code } = request.body;
      if (mobile === account.mobile) throw sameNumber();
      let result: Awaited<ReturnType<typeof app.accounts.checkOtp>>;
      try {
        result = await app.accounts.checkOtp(account.id, mobile, code, { adopt: true });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new HttpError(
          409,
          'MOBILE_TAKEN',
          'Another account already uses this mobile number.',
          'mobile',
        );
      }
      if (result.status !== 'verified') throw otpRefusal(result);
      await tellOfNewMobile(request, account, result.user);
      return toAccount(result.user);
    },
  );

  routes.delete(
    '/me/picture',
    {
      schema: {
        tags: ['account'],
        summary: 'Remove the profile picture; the stored file is deleted',
        security,
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, removedKey } = await app.accounts.removePicture(request.customer.id);
      if (removedKey) await removeFiles(request, [removedKey]);
      return toAccount(user);
    },
  );

  routes.get(
    '/me/export',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Everything the store keeps about the signed-in customer, as a JSON download',
        description:
          'Profile, addresses, orders with their lines and status history, favourites, the ' +
          'wallet and points ledgers, referrals, submitted documents (not their files), ' +
          'notification choices and messages. Never a password or a session token.',
        security,
        response: { 200: accountExportSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(app, request.customer);
      const day = data.exportedAt.slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
      reply.header('Cache-Control', 'no-store');
      return data;
    },
  );

  routes.delete(
    '/me',
    {
      // Guessing the password from a stolen session costs as much as guessing a sign-in.
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Delete the account, confirmed with the password',
        description:
          'Personal details are anonymised; addresses, favourites, the cart, documents (and ' +
          'their files) and messages are removed; every session ends. Orders, with their ' +
          'lines and totals, stay for the store. Refused (409) while an order is still in ' +
          'progress, and for a store’s last owner.',
        security,
        body: deleteAccountSchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.customer;
      const matches = account.passwordHash
        ? await verifyPassword(request.body.password, account.passwordHash)
        : false;
      if (!matches) {
        throw new HttpError(400, 'WRONG_PASSWORD', 'That is not your password', 'password');
      }
      const result = await app.accounts.deleteAccount(account.id);
      switch (result.status) {
        case 'not-found':
          throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue.');
        case 'orders-open':
          throw new HttpError(
            409,
            'ORDERS_IN_PROGRESS',
            `You have ${plural(result.count, 'order')} in progress. You can delete your ` +
              'account once they are completed or cancelled.',
          );
        case 'last-owner':
          throw new HttpError(
            409,
            'LAST_OWNER',
            'You are the store’s only owner, so this account cannot be deleted.',
          );
      }
      await removeFiles(request, result.fileKeys);
      return reply.code(204).send(null);
    },
  );
}
