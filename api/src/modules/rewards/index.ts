import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRewardsService, type RewardsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The customers' loyalty points: their history, and redeeming them for wallet credit. */
    rewards: RewardsService;
  }
}

/** The rewards module: its service on `app.rewards`. Completing an order earns with `earnPoints`. */
async function rewardsModule(app: FastifyInstance) {
  app.decorate('rewards', createRewardsService({ db: app.db }));
}

export default fp(rewardsModule, { name: 'rewards', dependencies: ['database'] });
export { rewardRoutes } from './routes';
