import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, problemReportParamsSchema } from '@storefront/shared/contracts';
import {
  decideProblemReportSchema,
  operatorProblemReportPageSchema,
  operatorProblemReportQuerySchema,
  operatorProblemReportSchema,
} from '@storefront/shared/operator-contracts';
import { formatMoney } from '@storefront/shared/money';
import { HttpError, notFound, paymentProviderFailed } from '../../lib/http-error';

/** The store's problem reports: find the open ones, refund or reject each, once. */
export default async function problemReportDeskRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/problem-reports',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store’s problem reports, newest first, 20 a page',
        description: 'status filters to open, approved or rejected reports.',
        security,
        querystring: operatorProblemReportQuerySchema,
        response: { 200: operatorProblemReportPageSchema, ...refused },
      },
    },
    async (request) =>
      app.repos.problemReports.listForStore(request.operator.storeId, request.query),
  );

  routes.post(
    '/problem-reports/:reportId/decision',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve a problem report with a refund, or reject it with a reason',
        description:
          'Once per report: a decided one answers 409 REPORT_ALREADY_DECIDED. Approving ' +
          'refunds the report’s value to the customer’s wallet (refundTo wallet, a ledger ' +
          'entry) or back the way it was paid (refundTo original: the card through Stripe, ' +
          'the wallet part to the wallet); money paid in person goes back only to the wallet ' +
          '(409 REFUND_NOT_POSSIBLE). The customer is texted and e-mailed, and the decision ' +
          'is in the audit log.',
        security,
        params: problemReportParamsSchema,
        body: decideProblemReportSchema,
        response: {
          200: operatorProblemReportSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.problemReportService.decide(
        request.operator,
        request.params.reportId,
        request.body,
      );
      switch (result.status) {
        case 'decided':
          return result.report;
        case 'not-found':
          throw notFound('That problem report', 'reportId');
        case 'already-decided':
          throw new HttpError(
            409,
            'REPORT_ALREADY_DECIDED',
            'This report has already been decided.',
            'reportId',
          );
        case 'amount-too-high':
          throw new HttpError(
            400,
            'AMOUNT_TOO_HIGH',
            `Refund at most ${formatMoney(result.valueMinor, result.currency)}, what the reported items cost.`,
            'amountMinor',
          );
        case 'refund-not-possible':
          throw new HttpError(
            409,
            'REFUND_NOT_POSSIBLE',
            'Part of this order was paid in person: refund it to the wallet.',
            'refundTo',
          );
        case 'payment-provider-failed':
          throw paymentProviderFailed(result.message);
      }
    },
  );
}
