// The problem report form: its parts as the OpenAPI document shows them, and
// its reading, refused with a 4xx naming the field at fault.
import {
  createProblemReportSchema,
  PROBLEM_PHOTO_MAX_BYTES,
  PROBLEM_PHOTO_MIME_TYPES,
  PROBLEM_REPORT_WINDOW_DAYS,
  type CreateProblemReport,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { PICTURE_KEY, type PictureRules } from '../../lib/picture-upload';
import type { ReportResult } from './service';

export const binary = z.string().meta({ format: 'binary' });

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
export const reportFormSchema = z.object({
  report: z.string().describe('JSON: { lines: [{ productId, kind, quantity }], note }'),
  photo: binary.optional().describe('JPG, PNG or WebP, at most 2 MB'),
});

export const PHOTO: PictureRules<(typeof PROBLEM_PHOTO_MIME_TYPES)[number]> = {
  field: 'photo',
  maxBytes: PROBLEM_PHOTO_MAX_BYTES,
  mimeTypes: PROBLEM_PHOTO_MIME_TYPES,
};

/** The report field's longest: a note of 1,000 characters and 100 lines fit well inside. */
export const REPORT_FIELD_MAX_BYTES = 16 * 1024;

export const photoParamsSchema = z.object({
  key: z.string().regex(PICTURE_KEY, 'key is the name of a problem report photo'),
});

/** The `report` field, read as the JSON body would be: a 400 naming the field at fault. */
export function readReport(field: string | undefined): CreateProblemReport {
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

export function refused(result: Exclude<ReportResult, { status: 'reported' }>): HttpError {
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
