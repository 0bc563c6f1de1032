import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createProblemReportSchema,
  orderParamsSchema,
  orderSchema,
  PROBLEM_PHOTO_MAX_BYTES,
  PROBLEM_PHOTO_MIME_TYPES,
  PROBLEM_REPORT_WINDOW_DAYS,
  type CreateProblemReport,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import {
  PICTURE_KEY,
  pictureFormLimits,
  readPictureForm,
  sendPicture,
  type PictureRules,
} from '../../lib/picture-upload';
import type { ReportResult } from '../../services/orders/problem-reports';

const binary = z.string().meta({ format: 'binary' });

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
const reportFormSchema = z.object({
  report: z.string().describe('JSON: { lines: [{ productId, kind, quantity }], note }'),
  photo: binary.optional().describe('JPG, PNG or WebP, at most 2 MB'),
});

const PHOTO: PictureRules<(typeof PROBLEM_PHOTO_MIME_TYPES)[number]> = {
  field: 'photo',
  maxBytes: PROBLEM_PHOTO_MAX_BYTES,
  mimeTypes: PROBLEM_PHOTO_MIME_TYPES,
};

/** The report field's longest: a note of 1,000 characters and 100 lines fit well inside. */
const REPORT_FIELD_MAX_BYTES = 16 * 1024;

const photoParamsSchema = z.object({
  key: z.string().regex(PICTURE_KEY, 'key is the name of a problem report photo'),
});

/** The `report` field, read as the JSON body would be: a 400 naming the field at fault. */
function readReport(field: string | undefined): CreateProblemReport {
  let json: unknown;
  try {
    json = JSON.parse(field ?? '');
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', 'report must be JSON.', 'report');
  }
  const parsed = createProblemReportSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      issue!.message,
      issue!.path.join('.') || 'report',
    );
  }
  return parsed.data;
}

function refused(result: Exclude<ReportResult, { status: 'reported' }>): HttpError {
  switch (result.status) {
    case 'not-found':
      return notFound('That order', 'orderId');
    case 'not-completed':
      return new HttpError(
        409,
        'PROBLEM_REPORT_CLOSED',
        'A problem can be reported once the order is complete.',
        'orderId',
      );
    case 'too-late':
      return new HttpError(
        409,
        'PROBLEM_REPORT_CLOSED',
        `Problems can be reported for ${PROBLEM_REPORT_WINDOW_DAYS} days after an order is complete, and that time has passed.`,
        'orderId',
      );
    case 'not-in-order':
      return new HttpError(
        400,
        'VALIDATION_FAILED',
        'That item is not in this order.',
        `lines.${result.index}.productId`,
      );
    case 'repeated-line':
      return new HttpError(
        400,
        'VALIDATION_FAILED',
        'Each item once: put its whole quantity on one line.',
        `lines.${result.index}.productId`,
      );
    case 'too-many':
      return new HttpError(
        400,
        'QUANTITY_TOO_HIGH',
        result.left === 0
          ? `Every ${result.name} is already in a report.`
          : `Only ${result.left} of ${result.name} can still be reported.`,
        `lines.${result.index}.quantity`,
      );
  }
}

/** A customer's report of missing or damaged lines of a completed order, and its photo. */
export default async function problemReportRoutes(app: FastifyInstance) {
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
      onRequest: [app.authenticate, requireMultipart],
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
        result = await app.problemReportService.report(userId, orderId, input, photoKey);
      } catch (error) {
        if (photoKey) await app.storage.remove(photoKey);
        throw error;
      }
      if (result.status !== 'reported') {
        if (photoKey) await app.storage.remove(photoKey);
        throw refused(result);
      }
      const order = await app.repos.orders.findById(orderId);
      return reply.code(201).send(order!);
    },
  );

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
      const bytes = (await app.repos.problemReports.isPhotoKey(key))
        ? await app.storage.read(key)
        : undefined;
      if (!bytes) throw notFound('That photo', 'key');
      return sendPicture(reply, key, bytes);
    },
  );
}
