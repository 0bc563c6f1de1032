import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPES,
  documentListSchema,
  documentParamsSchema,
  documentSchema,
  DOCUMENT_SIDES,
  reviewDocumentSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { queuedDocumentListSchema } from '@storefront/shared/operator-contracts';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import type { ModuleRoutes } from '../module-routes';
import { DOCUMENT_FORM_LIMITS, readDocumentForm, type DocumentFile } from './document-form';
import { hasOpenSubmission } from './service';
import { requirePermission } from '../../lib/staff-permissions';

const binary = z.string().meta({ format: 'binary' });

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
const uploadFormSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  front: binary.describe('JPG, PNG or PDF, at most 10 MB'),
  back: binary.optional().describe('Required for a driving licence or national identity card'),
});

const fileParamsSchema = documentParamsSchema.extend({
  side: z.enum(DOCUMENT_SIDES, { message: 'side is front or back' }),
});

const fileResponse = {
  description: 'The file as it was uploaded',
  content: Object.fromEntries(DOCUMENT_MIME_TYPES.map((mime) => [mime, { schema: binary }])),
};

// Another customer's document answers exactly like a missing one, so ids reveal nothing.
const documentNotFound = () => notFound('That document', 'documentId');

const alreadySubmitted = () =>
  new HttpError(
    409,
    'DOCUMENT_ALREADY_SUBMITTED',
    'Your documents are already submitted. You can send new ones only if they are rejected.',
  );

/** The signed-in customer's documents: submitting them, their status, and their files. */
async function customerRoutes(app: FastifyInstance) {
  // Registered here, so only these routes read multipart bodies.
  // Names as sent, so a name with folders is refused rather than quietly cut down.
  await app.register(multipart, {
    limits: DOCUMENT_FORM_LIMITS,
    throwFileSizeLimit: true,
    preservePath: true,
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  async function store(file: DocumentFile, saved: string[]) {
    const key = await app.storage.save(file.bytes, file.extension);
    saved.push(key);
    return { key, mime: file.mime };
  }

  routes.post(
    '/uploaddocument',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['documents'],
        summary: 'Submit a government document for review',
        description:
          'multipart/form-data with documentType, front and (driving licence, national ' +
          'identity card) back. Files are JPG, PNG or PDF by their bytes, at most 10 MB each. ' +
          'Allowed while the account has no document pending or approved.',
        security,
        consumes: ['multipart/form-data'],
        body: uploadFormSchema,
        response: {
          201: documentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // The body schema above documents the form (the route's only input); readDocumentForm
      // checks it as it streams in, so nothing here validates it.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      const account = request.customer;
      // Checked before the body is read, so a refused upload costs no bandwidth;
      // checked again, under a lock, when the document is recorded.
      if (hasOpenSubmission(account)) throw alreadySubmitted();
      const form = await readDocumentForm(request);

      const saved: string[] = [];
      try {
        const result = await app.documents.submit({
          userId: account.id,
          documentType: form.documentType,
          front: await store(form.front, saved),
          back: form.back ? await store(form.back, saved) : undefined,
        });
        if (result.status === 'already-submitted') throw alreadySubmitted();
        return reply.code(201).send(result.document);
      } catch (error) {
        // A refused or failed upload leaves no file behind.
        await Promise.all(saved.map((key) => app.storage.remove(key)));
        throw error;
      }
    },
  );

  routes.get(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        summary: 'The signed-in customer’s document status and submissions, newest first',
        security,
        response: { 200: documentListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      status: request.customer.documentStatus,
      items: await app.documents.listForUser(request.customer.id),
    }),
  );

  routes.get(
    '/documents/:documentId/files/:side',
    {
      schema: {
        tags: ['documents'],
        summary: 'One side of a submitted document; only for its owner and operators',
        security,
        params: fileParamsSchema,
        response: {
          200: fileResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.customer;
      // Staff read a customer's documents only with the permission to review them.
      if (account.staffRole) requirePermission(account.staffRole, 'documents.review');
      const { documentId, side } = request.params;
      const files = await app.documents.findFiles(documentId, account);
      if (!files) throw documentNotFound();
      const file = files[side];
      const sideNotFound = () => notFound('That side of the document', 'side');
      if (!file) throw sideNotFound();
      // A file gone from storage (removed by hand, or lost) is missing, not a fault.
      const bytes = await app.storage.read(file.key);
      if (!bytes) throw sideNotFound();
      return (
        reply
          .type(file.mime)
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline')
          .header('X-Content-Type-Options', 'nosniff')
          // Sent as the raw bytes; OpenAPI only spells binary content as a string.
          .send(bytes as unknown as string)
      );
    },
  );
}

const documentListQuerySchema = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected'], {
      message: 'status is pending, approved or rejected',
    })
    .default('pending'),
  customerId: z.uuid('customerId is not a valid id').optional(),
});

/** Document review: the queue, the history of decisions, and the decision itself. */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/documents',
    {
      schema: {
        tags: ['operator'],
        permission: 'documents.review',
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
      items: await app.documents.listForStore(request.operator.storeId, request.query),
    }),
  );

  routes.post(
    '/documents/:documentId/review',
    {
      schema: {
        tags: ['operator'],
        permission: 'documents.review',
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
      const result = await app.documents.review(
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

export const documentRoutes = {
  customer: customerRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
