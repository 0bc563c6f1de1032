import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditService, type AuditService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's audit trail, as operators read it. */
    audit: AuditService;
  }
}

/** The audit module: its service on `app.audit`. Entries are written by `recordAudit`. */
async function auditModule(app: FastifyInstance) {
  app.decorate('audit', createAuditService({ readDb: app.readDb }));
}

export default fp(auditModule, { name: 'audit', dependencies: ['database'] });
export { auditRoutes } from './routes';
