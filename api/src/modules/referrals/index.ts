import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReferralsService, type ReferralsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The customers' referrals: their codes, the friends they brought, and the rewards. */
    referrals: ReferralsService;
  }
}

/** The referrals module: its service on `app.referrals`. Completing an order rewards with `rewardReferral`. */
async function referralsModule(app: FastifyInstance) {
  app.decorate('referrals', createReferralsService({ db: app.db }));
}

export default fp(referralsModule, { name: 'referrals', dependencies: ['database'] });
export { referralRoutes } from './routes';
