import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  otpSentSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { maskMobile } from '../../lib/otp';
import { duration, otpRefusal, sendRefusal, textCode } from '../../lib/otp-words';
import { toAccount } from './service';

export interface OtpRouteOptions {
  ttlSeconds: number;
  resendSeconds: number;
  maxSendsPerHour: number;
  rateLimit: number;
}

export async function otpRoutes(app: FastifyInstance, options: OtpRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  routes.post(
    '/otp/send',
    {
      config: { rateLimit },
      schema: {
        tags: ['verification'],
        summary: 'Text a new 6-digit code to the signed-in account’s mobile number',
        description:
          `A code lasts ${duration(options.ttlSeconds)}. A new one may be asked for after ` +
          `${duration(options.resendSeconds)}, at most ${options.maxSendsPerHour} an hour per ` +
          'number (429 with Retry-After); a new code makes older ones stop working.',
        security,
        body: z.object({}).strict().nullish(),
        response: {
          200: otpSentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.customer;
      const result = await app.accounts.issueOtp(account.id);
      switch (result.status) {
        case 'already-verified':
          throw new HttpError(
            409,
            'MOBILE_ALREADY_VERIFIED',
            'Your mobile number is already verified.',
          );
        case 'too-soon':
        case 'hourly-limit':
          throw sendRefusal(result, reply, options.maxSendsPerHour);
      }
      const store = await app.store.find(account.storeId);
      await textCode(
        app,
        result,
        (code) =>
          `Your ${store?.name ?? 'store'} code is ${code}. ` +
          `It expires in ${duration(options.ttlSeconds)}.`,
      );
      return {
        sentTo: maskMobile(result.mobile),
        expiresInSeconds: options.ttlSeconds,
        resendInSeconds: options.resendSeconds,
      };
    },
  );

  routes.post(
    '/otp/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['verification'],
        summary: 'Check the texted code and mark the mobile number verified',
        description:
          'Only the newest code counts, once. Each wrong try is counted; the last allowed ' +
          'wrong try kills the code.',
        security,
        body: verifyOtpSchema,
        response: { 200: verifyOtpResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const account = request.customer;
      const result = await app.accounts.checkOtp(account.id, account.mobile, request.body.code);
      if (result.status !== 'verified') throw otpRefusal(result);
      return { user: toAccount(result.user) };
    },
  );
}
