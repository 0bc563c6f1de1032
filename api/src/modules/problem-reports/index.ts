import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProblemReportService, type ProblemReportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' reports of missing or damaged lines, and the store's decision on each. */
    problemReports: ProblemReportService;
  }
}

/** The problem reports module: its service on `app.problemReports`. */
async function problemReportsModule(app: FastifyInstance) {
  app.decorate(
    'problemReports',
    createProblemReportService({
      db: app.db,
      notifyCustomer: app.notifications.notifyCustomer,
      payments: app.payments.providers,
      findOrder: app.orders.findById,
    }),
  );
}

export default fp(problemReportsModule, {
  name: 'problem-reports',
  dependencies: ['database', 'notifications', 'orders'],
});
export { problemReportRoutes } from './routes';
