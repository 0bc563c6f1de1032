import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  STORE_ID,
  toE164,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { toAccount } from '../../repositories/users-repository';

// Same words whether the account is missing or the password is wrong.
const invalidCredentials = () =>
  new HttpError(
    401,
    'INVALID_CREDENTIALS',
    'That mobile number or e-mail and password do not match.',
  );

export default async function authRoutes(
  app: FastifyInstance,
  { authRateLimit }: { authRateLimit: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  routes.post(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { ref, password, ...details } = request.body;
      const referrer = ref ? await app.repos.users.findByReferralCode(ref) : undefined;
      const user = await app.repos.users.create({
        ...details,
        storeId: STORE_ID,
        passwordHash: await hashPassword(password),
        referredByUserId: referrer?.id ?? null,
      });
      if (!user) {
        throw new HttpError(
          409,
          'ACCOUNT_UNAVAILABLE',
          'We could not create an account with these details. If you already have one, sign in.',
        );
      }
      const token = await app.repos.sessions.start(user.id);
      return reply.code(201).send({ token, user: toAccount(user) });
    },
  );

  routes.post(
    '/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a mobile number or e-mail and a password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { identifier, password } = request.body;
      const mobile = identifier.includes('@') ? null : toE164(identifier);
      const user = identifier.includes('@')
        ? await app.repos.users.findByEmail(identifier.toLowerCase())
        : mobile
          ? await app.repos.users.findByMobile(mobile)
          : undefined;
      // Always pay for one hash check, so a missing account answers no faster.
      const matches = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!user?.passwordHash || !matches) throw invalidCredentials();
      const token = await app.repos.sessions.start(user.id);
      return { token, user: toAccount(user) };
    },
  );

  routes.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token this request was sent with',
        security: [{ authKey: [] }],
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.repos.sessions.revoke(request.sessionId!);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: revoke every token of the signed-in account',
        security: [{ authKey: [] }],
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.repos.sessions.revokeAllForUser(request.account!.id);
      return reply.code(204).send(null);
    },
  );
}
