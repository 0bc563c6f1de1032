import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDocumentsService, type DocumentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' government documents, and the operators' review of them. */
    documents: DocumentsService;
  }
}

/** The documents module: its service on `app.documents`. The files are in `app.storage`. */
async function documentsModule(app: FastifyInstance) {
  app.decorate(
    'documents',
    createDocumentsService({ db: app.db, notifyCustomer: app.notifications.notifyCustomer }),
  );
}

export default fp(documentsModule, {
  name: 'documents',
  dependencies: ['database', 'notifications'],
});
export { documentRoutes } from './routes';
