import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { AuthResponse, LoginResponse } from '@storefront/shared/contracts';
import { twoFactorSecrets, users } from '../src/db/schema';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';

/** The code an authenticator app shows for `secret` now (Date.now(), which a test may freeze). */
export const totpCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) });

const demoSecret = (email: string) =>
  Object.values(SEED_ACCOUNTS).find(
    (account): account is typeof account & { totpSecret: string } =>
      account.email === email && 'totpSecret' in account,
  )?.totpSecret;

/**
 * Signs in with the password and, for the demo owner and manager, the code
 * from their published secret. Tests sign one person in many times within a
 * code's 30 seconds, which the rule "a code works once" would refuse, so this
 * forgets the step last used first; two-factor.test.ts checks that rule itself.
 */
export async function signIn(
  app: FastifyInstance,
  identifier: string,
  password: string,
): Promise<AuthResponse> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const answer = login.json<LoginResponse>();
  if (!('twoFactor' in answer)) return answer;
  const secret = demoSecret(identifier);
  if (answer.twoFactor.kind !== 'code' || !secret) {
    throw new Error(`${identifier} has no demo authenticator secret: ${login.body}`);
  }
  const [user] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, identifier));
  await app.db
    .update(twoFactorSecrets)
    .set({ lastTimeStep: null })
    .where(eq(twoFactorSecrets.userId, user!.id));
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor',
    payload: { challenge: answer.twoFactor.challenge, code: await totpCode(secret) },
  });
  if (second.statusCode !== 200) throw new Error(`second step failed: ${second.body}`);
  return second.json<AuthResponse>();
}
