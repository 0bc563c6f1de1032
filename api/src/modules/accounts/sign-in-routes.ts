import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  STORE_ID,
  toE164,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { duration } from '../../lib/otp-words';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { accountSubject, identifierSubject } from '../../lib/sign-in-backoff';
import { toAccount } from './service';

// Same words whether the account is missing or the password is wrong.
const invalidCredentials = () =>
  new HttpError(
    401,
    'INVALID_CREDENTIALS',
    'That mobile number or e-mail and password do not match.',
  );

/** A paused account's answer, the same whether or not the account exists, naming when to retry. */
export function signInPaused(reply: FastifyReply, retryAfterMs: number): HttpError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  reply.header('Retry-After', String(seconds));
  const wait = duration(seconds > 90 ? Math.ceil(seconds / 60) * 60 : seconds);
  return new HttpError(
    429,
    'SIGN_IN_PAUSED',
    `Too many wrong passwords: signing in to this account is paused. Try again in ${wait}, or set a new password with “Forgot password?”.`,
  );
}

/** Signing up and signing in, each limited per client and minute. */
export async function signInRoutes(
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
      const referrer = ref ? await app.accounts.findByReferralCode(ref) : undefined;
      const user = await app.accounts.create({
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
      const token = await app.accounts.startSession(user.id);
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
        description:
          'After SIGN_IN_BACKOFF_AFTER wrong passwords in a row for one account, from any client, ' +
          'its sign-in is paused: 1 s, then twice as long after each further wrong password, up ' +
          'to SIGN_IN_BACKOFF_MAX_SECONDS. While paused every attempt, the right password too, ' +
          'is a 429 SIGN_IN_PAUSED with Retry-After, and the owner is told when a pause begins. ' +
          'An identifier without an account is paused alike. A sign-in or a password reset ' +
          'lifts it. Staff with two-factor sign-in on, and owners and managers without it, get ' +
          'no session yet: the answer is `twoFactor`, a challenge to answer at ' +
          'POST /auth/two-factor (for a setup, with the QR code to scan first).',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const email = identifier.includes('@') ? identifier.toLowerCase() : null;
      const mobile = email ? null : toE164(identifier);
      const user = email
        ? await app.accounts.findByEmail(email)
        : mobile
          ? await app.accounts.findByMobile(mobile)
          : undefined;
      const subject = user
        ? accountSubject(user.id)
        : identifierSubject(email ?? mobile ?? identifier.toLowerCase());
      // A paused account's password is not even checked, so a pause is no oracle.
      const attempt = await app.signInBackoff.attempt(subject);
      if (attempt.status === 'paused') throw signInPaused(reply, attempt.retryAfterMs);
      // Always pay for one hash check, so a missing account answers no faster.
      const matches = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!user?.passwordHash || !matches) {
        await app.signInBackoff.failed(subject, attempt.count);
        if (user && attempt.firstPause) {
          await app.db.transaction((tx) =>
            app.notifications.notifyCustomer(tx, user.id, { topic: 'sign_in_paused' }),
          );
        }
        throw invalidCredentials();
      }
      const twoFactor = await app.accounts.twoFactor.secondStep(user);
      // With a second step the pause is lifted by its right code, not by the
      // password alone: else each sign-in would reset the count of wrong codes.
      if (twoFactor) return { twoFactor };
      await app.signInBackoff.clear(subject);
      const token = await app.accounts.startSession(user.id);
      return { token, user: toAccount(user) };
    },
  );
}

/** Signing out: this session, or every session of the account. */
export async function signOutRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token this request was sent with',
        security: [{ authKey: [] }],
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.accounts.signOut(request.sessionId!);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: revoke every token of the signed-in account',
        security: [{ authKey: [] }],
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.accounts.signOutEverywhere(request.customer.id);
      return reply.code(204).send(null);
    },
  );
}
