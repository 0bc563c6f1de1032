import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import type { StaffRole } from '@storefront/shared/contracts';
import type { UserRow } from '../modules/accounts/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: the caller must send a live token in authKey, checked before the body is read. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: the caller must be signed in with the operator role. */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Whoever sent a live token, if anyone: for routes open to visitors and customers alike. */
    account: UserRow | null;
    sessionId: string | null;
    /**
     * The signed-in caller, in a route behind `authenticate`. Read anywhere
     * else without a token, it refuses with 401 rather than answer nobody.
     */
    readonly customer: UserRow;
    /** The signed-in operator, in a route behind `requireOperator`; anyone else is refused (401, 403). */
    readonly operator: StaffMember;
  }
}

/** A member of the store's staff: an operator account, always with its role. */
export type StaffMember = UserRow & { role: 'operator'; staffRole: StaffRole };

const isOperator = (account: UserRow): account is StaffMember =>
  account.role === 'operator' && account.staffRole !== null;

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('customer', {
    getter(this: FastifyRequest) {
      if (!this.account) throw unauthorized();
      return this.account;
    },
  });
  app.decorateRequest('operator', {
    getter(this: FastifyRequest) {
      if (!this.account) throw unauthorized();
      if (!isOperator(this.account)) throw forbidden();
      return this.account;
    },
  });

  async function authenticate(request: FastifyRequest) {
    const token = request.headers.authkey;
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) throw unauthorized();
    const session = await app.accounts.findSession(token);
    if (!session) throw unauthorized();
    request.account = session.user;
    request.sessionId = session.sessionId;
  }

  // An answer to a caller who sends a token may be theirs alone: no browser or
  // shared cache keeps it. One hook for every route, so a new one cannot forget.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authkey === undefined && !request.account) return;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !/\bno-store\b/.test(current))
      reply.header('cache-control', 'no-store');
  });

  app.decorate('authenticate', authenticate);
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    await authenticate(request);
    if (!request.account || !isOperator(request.account)) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
