import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  documentParamsSchema,
  documentSchema,
  reviewDocumentSchema,
} from '@storefront/shared/contracts';
import { queuedDocumentListSchema } from '@storefront/shared/operator-contracts';
import { forbidden, HttpError } from '../../lib/http-error';
import { reviewDocument } from '../../services/documents/review-document';
import { documentNotFound } from '../documents';

const documentListQuerySchema = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected'], {
      message: 'status is pending, approved or rejected',
    })
    .default('pending'),
  customerId: z.uuid('customerId is not a valid id').optional(),
});

/** Document review: the queue, the history of decisions, and the decision itself. */
export default async function documentReviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/documents',
    {
      schema: {
        tags: ['operator'],
        summary: 'Documents of the operator’s store with their customers and reviewers',
        description:
          'status=pending (the default) is the queue, oldest first; approved or rejected is the ' +
          'history, newest review first, with who decided and why. customerId narrows it to one ' +
          'customer. At most 200.',
        security,
        querystring: documentListQuerySchema,
        response: {
          200: queuedDocumentListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      items: await app.repos.documents.listForStore(request.operator.storeId, request.query),
    }),
  );

  routes.post(
    '/documents/:documentId/review',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve or reject a pending document; the account’s status follows',
        description:
          'The customer is texted and e-mailed the decision (and a rejection’s reason), and ' +
          'the decision is in the audit log.',
        security,
        params: documentParamsSchema,
        body: reviewDocumentSchema,
        response: {
          200: documentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const result = await reviewDocument(
        app.db,
        app.notifyCustomer,
        request.operator,
        request.params.documentId,
        decision === 'approve' ? { approve: true } : { approve: false, reason: reason! },
      );
      switch (result.status) {
        case 'reviewed':
          return result.document;
        case 'not-found':
          throw documentNotFound();
        case 'own-document':
          throw forbidden();
        case 'not-pending':
          throw new HttpError(
            409,
            'DOCUMENT_NOT_PENDING',
            'This document has already been reviewed.',
          );
      }
    },
  );
}
