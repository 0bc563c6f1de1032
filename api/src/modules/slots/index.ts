import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSlotsService, type SlotsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's delivery and pickup slots, and the operator's windows. */
    slots: SlotsService;
  }
}

/** The slots module: its service on `app.slots`. */
async function slotsModule(app: FastifyInstance) {
  app.decorate('slots', createSlotsService({ db: app.db }));
}

export default fp(slotsModule, { name: 'slots', dependencies: ['database'] });
export { slotRoutes } from './routes';
