import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  orderParamsSchema,
  orderSchema,
  PROBLEM_PHOTO_MAX_BYTES,
  PROBLEM_PHOTO_MIME_TYPES,
  PROBLEM_REPORT_WINDOW_DAYS,
  problemReportParamsSchema,
} from '@storefront/shared/contracts';
import {
  decideProblemReportSchema,
  operatorProblemReportPageSchema,
  operatorProblemReportQuerySchema,
  operatorProblemReportSchema,
} from '@storefront/shared/operator-contracts';
import { formatMoney } from '@storefront/shared/money';
import { HttpError, notFound, paymentProviderFailed } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import { pictureFormLimits, readPictureForm, sendPicture } from '../../lib/picture-upload';
import type { ModuleRoutes } from '../module-routes';
import {
  binary,
  PHOTO,
  photoParamsSchema,
  readReport,
  refused,
  REPORT_FIELD_MAX_BYTES,
  reportFormSchema,
} from './report-form';
import type { ReportResult } from './service';

/** A customer's report of missing or damaged lines of a completed order. */
async function customerRoutes(app: FastifyInstance) {
  // Registered here, so only these routes read multipart bodies; names as sent,
  // so a name with folders is refused rather than quietly cut down.
  await app.register(multipart, {
    limits: pictureFormLimits(PROBLEM_PHOTO_MAX_BYTES, REPORT_FIELD_MAX_BYTES),
    throwFileSizeLimit: true,
    preservePath: true,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/me/orders/:orderId/problem-reports',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['orders'],
        summary: 'Report missing or damaged items of a completed order',
        description:
          `Within ${PROBLEM_REPORT_WINDOW_DAYS} days of completion. multipart/form-data: report ` +
          '(JSON, createProblemReportSchema) and optionally photo (JPG, PNG or WebP by its ' +
          'bytes, at most 2 MB). Each line at most what is left of it after the reports open ' +
          'or approved. The store approves it with a refund, or rejects it with a reason. ' +
          'Answers the order with its reports.',
        security: [{ authKey: [] }],
        consumes: ['multipart/form-data'],
        params: orderParamsSchema,
        body: reportFormSchema,
        response: {
          201: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // readPictureForm checks the form as it streams in.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      const userId = request.customer.id;
      const { orderId } = request.params;
      const form = await readPictureForm(request, PHOTO, ['report']);
      const input = readReport(form.fields.report);
      // Stored before the report that names it; removed again if the report is refused.
      const photoKey = form.picture
        ? await app.storage.save(form.picture.bytes, form.picture.extension)
        : null;
      let result: ReportResult;
      try {
        result = await app.problemReports.report(userId, orderId, input, photoKey);
      } catch (error) {
        if (photoKey) await app.storage.remove(photoKey);
        throw error;
      }
      if (result.status !== 'reported') {
        if (photoKey) await app.storage.remove(photoKey);
        throw refused(result);
      }
      return reply.code(201).send(result.order);
    },
  );
}

/** A report's photo, for the customer's and the store's <img>: public, as an <img> sends no token. */
async function publicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/problem-photos/:key',
    {
      schema: {
        tags: ['orders'],
        summary:
          'A problem report’s photo, by the name in its photo path (public: an <img> sends no token)',
        params: photoParamsSchema,
        response: {
          200: {
            description: 'The photo',
            content: Object.fromEntries(
              PROBLEM_PHOTO_MIME_TYPES.map((mime) => [mime, { schema: binary }]),
            ),
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // Only a report's photo is served, never any other stored file.
      const bytes = (await app.problemReports.isPhoto(key))
        ? await app.storage.read(key)
        : undefined;
      if (!bytes) throw notFound('That photo', 'key');
      return sendPicture(reply, key, bytes);
    },
  );
}

/** The store's problem reports: find the open ones, refund or reject each, once. */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/problem-reports',
    {
      schema: {
        tags: ['operator'],
        permission: 'refunds.create',
        summary: 'The store’s problem reports, newest first, 20 a page',
        description: 'status filters to open, approved or rejected reports.',
        security,
        querystring: operatorProblemReportQuerySchema,
        response: { 200: operatorProblemReportPageSchema, ...refused },
      },
    },
    async (request) => app.problemReports.list(request.operator.storeId, request.query),
  );

  routes.post(
    '/problem-reports/:reportId/decision',
    {
      schema: {
        tags: ['operator'],
        permission: 'refunds.create',
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
      const result = await app.problemReports.decide(
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

export const problemReportRoutes = {
  customer: customerRoutes,
  public: publicRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
