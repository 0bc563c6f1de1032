import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addReferrerSchema, apiErrorSchema, referralsSchema } from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';
import type { AddReferrerResult } from './service';

function refusal(status: Exclude<AddReferrerResult['status'], 'added'>): HttpError {
  switch (status) {
    case 'self-referral':
      return new HttpError(
        400,
        'SELF_REFERRAL',
        'That is your own code; enter a friend’s.',
        'code',
      );
    case 'unknown-code':
      return new HttpError(400, 'REFERRAL_CODE_UNKNOWN', 'No customer has that code.', 'code');
    case 'circular':
      return new HttpError(
        400,
        'REFERRAL_CIRCULAR',
        'That friend joined with your code, so you cannot add theirs.',
        'code',
      );
    case 'already-referred':
      return new HttpError(
        409,
        'ALREADY_REFERRED',
        'A friend’s code is already on your account.',
        'code',
      );
    case 'already-ordered':
      return new HttpError(
        409,
        'REFERRAL_TOO_LATE',
        'A friend’s code can only be added before your first order.',
        'code',
      );
  }
}

/** The signed-in customer's referral code, friends and rewards. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/me/referrals',
    {
      schema: {
        tags: ['referrals'],
        summary: 'The customer’s referral code and link, friends referred and rewards earned',
        description:
          'Both sides earn rewardMinor as wallet credit when the referred friend completes a ' +
          'first order, once per friend.',
        security,
        response: { 200: referralsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.referrals.get(request.customer.id),
  );

  routes.post(
    '/me/referrer',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Add the friend who referred you, until your first order',
        description:
          'Your own code answers 400 SELF_REFERRAL, an unknown one 400 REFERRAL_CODE_UNKNOWN; ' +
          'a second code or one after the first order answers 409.',
        security,
        body: addReferrerSchema,
        response: {
          200: referralsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.referrals.addReferrer(request.customer.id, request.body.code);
      if (result.status !== 'added') throw refusal(result.status);
      return result.referrals;
    },
  );
}

export const referralRoutes = { customer: customerRoutes } satisfies ModuleRoutes;
