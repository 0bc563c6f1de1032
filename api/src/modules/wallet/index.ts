import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWalletService, type WalletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The customers' wallets: their ledgers, spending, and an operator's store credit. */
    wallet: WalletService;
  }
}

/** The wallet module: its service on `app.wallet`. Other domains write entries with `appendWalletEntry`. */
async function walletModule(app: FastifyInstance) {
  app.decorate(
    'wallet',
    createWalletService({ db: app.db, notifyCustomer: app.notifications.notifyCustomer }),
  );
}

export default fp(walletModule, { name: 'wallet', dependencies: ['database', 'notifications'] });
export { walletRoutes } from './routes';
