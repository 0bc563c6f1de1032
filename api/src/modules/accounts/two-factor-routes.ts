import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  recoveryCodesResponseSchema,
  twoFactorAnswerSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnrolmentSchema,
  twoFactorSignInResponseSchema,
  twoFactorStatusSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { accountSubject } from '../../lib/sign-in-backoff';
import { toAccount } from './service';
import { signInPaused } from './sign-in-routes';

// Under /api/auth, not /api/operator: these are a person's own sign-in
// settings, so they need no staff permission and stay out of the role matrix.

/** The second step of signing in: the challenge from POST /auth/login, answered with a code. */
export async function twoFactorSignInRoutes(
  app: FastifyInstance,
  { authRateLimit }: { authRateLimit: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/auth/two-factor',
    {
      config: { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with a code from the authenticator app, or a recovery code',
        description:
          'The challenge lasts 5 minutes and takes 5 wrong answers, then dies (sign in again). ' +
          'A code works once. When the challenge was a setup, the answer also holds the ten ' +
          'recovery codes, shown this once.',
        body: twoFactorAnswerSchema,
        response: {
          200: twoFactorSignInResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { challenge, code, recoveryCode } = request.body;
      const proof = code !== undefined ? { code } : { recoveryCode: recoveryCode! };
      // Wrong codes count against the account's sign-in pause as wrong
      // passwords do, so asking for new challenges buys no more guesses.
      const challenger = await app.accounts.twoFactor.challengeUserId(challenge);
      const subject = challenger ? accountSubject(challenger) : undefined;
      const attempt = subject ? await app.signInBackoff.attempt(subject) : undefined;
      if (attempt?.status === 'paused') throw signInPaused(reply, attempt.retryAfterMs);
      let answered;
      try {
        answered = await app.accounts.twoFactor.answer(challenge, proof);
      } catch (error) {
        const wrong = error instanceof HttpError && error.statusCode === 401;
        if (wrong && subject && attempt) await app.signInBackoff.failed(subject, attempt.count);
        throw error;
      }
      if (subject) await app.signInBackoff.clear(subject);
      const { userId, recoveryCodes } = answered;
      const user = await app.accounts.findById(userId);
      if (!user) throw new HttpError(401, 'INVALID_CREDENTIALS', 'Sign in again.');
      const token = await app.accounts.startSession(user.id);
      return { token, user: toAccount(user), ...(recoveryCodes ? { recoveryCodes } : {}) };
    },
  );
}

/** A signed-in member of staff's own two-factor settings. */
export async function twoFactorSettingsRoutes(
  app: FastifyInstance,
  { authRateLimit }: { authRateLimit: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Each takes a code, so each is limited like signing in.
  const config = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };
  const security = [{ authKey: [] }];
  const refusals = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
  };

  routes.get(
    '/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether two-factor sign-in is on, and whether the role needs it',
        security,
        response: { 200: twoFactorStatusSchema, 401: apiErrorSchema },
      },
    },
    (request) => app.accounts.twoFactor.status(request.customer),
  );

  routes.post(
    '/auth/two-factor/setup',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Start turning on two-factor sign-in: a new secret and its QR code',
        security,
        response: { 200: twoFactorEnrolmentSchema, ...refusals },
      },
    },
    (request) => app.accounts.twoFactor.startSetup(request.customer),
  );

  routes.post(
    '/auth/two-factor/setup/confirm',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Turn it on with the first code from the app; answers the recovery codes, once',
        security,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      recoveryCodes: await app.accounts.twoFactor.confirmSetup(request.customer, request.body.code),
    }),
  );

  routes.post(
    '/auth/two-factor/recovery-codes',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Ten new recovery codes for a current code; the old ones stop working',
        security,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      recoveryCodes: await app.accounts.twoFactor.regenerateRecoveryCodes(
        request.customer,
        request.body.code,
      ),
    }),
  );

  routes.post(
    '/auth/two-factor/disable',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Turn it off with a current code (not for roles that need it: owner, manager)',
        security,
        body: twoFactorCodeRequestSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await app.accounts.twoFactor.disable(request.customer, request.body.code);
      return reply.code(204).send(null);
    },
  );
}
