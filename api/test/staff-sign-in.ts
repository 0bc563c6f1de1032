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

/** The secrets that people set up through this helper, by identifier. */
const setUpSecrets = new Map<string, string>();

/**
 * Signs in with the password and, for the demo owner and manager, the code
 * from their published secret; an owner or manager without one sets it up. Tests sign one person in many times within a
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
  // An owner or manager without it sets it up here, as the sign-in page would.
  if (answer.twoFactor.kind === 'setup') setUpSecrets.set(identifier, answer.twoFactor.secret);
  const secret = setUpSecrets.get(identifier) ?? demoSecret(identifier);
  if (!secret) throw new Error(`${identifier} has no authenticator secret: ${login.body}`);
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
