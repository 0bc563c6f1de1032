import { z } from 'zod';
import './zod-config';
import { text } from './text';
import {
  PROBLEM_KINDS,
  PROBLEM_REPORT_STATUSES,
  REFUND_DESTINATIONS,
  PROBLEM_NOTE_MAX_LENGTH,
} from './problem-report-constants';

export const problemReportLineInputSchema = z.object({
  /** The order line, by its product. */
  productId: z.number().int().positive(),
  kind: z.enum(PROBLEM_KINDS, 'kind is missing or damaged'),
  quantity: z
    .number('quantity is a whole number')
    .int('quantity is a whole number')
    .min(1, 'quantity is at least 1'),
});

/** The `report` field of the multipart form; the photo is its own file field. */
export const createProblemReportSchema = z.object({
  lines: z
    .array(problemReportLineInputSchema)
    .min(1, 'Choose at least one item')
    .max(100, 'At most 100 items'),
  note: text()
    .trim()
    .min(1, 'Tell us what happened')
    .max(PROBLEM_NOTE_MAX_LENGTH, `At most ${PROBLEM_NOTE_MAX_LENGTH} characters`),
});
export type CreateProblemReport = z.infer<typeof createProblemReportSchema>;

export const problemReportLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  quantity: z.number().int(),
});
export type ProblemReportLine = z.infer<typeof problemReportLineSchema>;

export const problemReportSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(PROBLEM_REPORT_STATUSES),
  lines: z.array(problemReportLineSchema),
  note: z.string(),
  /** The photo's path on the API, e.g. 'problem-photos/3f….jpg'; null without one. */
  photo: z.string().nullable(),
  /** What the lines cost the customer, after any discount: what approving refunds. */
  valueMinor: z.number().int(),
  currency: z.string(),
  refundTo: z.enum(REFUND_DESTINATIONS).nullable(),
  /** What was refunded: null until approved. */
  refundedMinor: z.number().int().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProblemReport = z.infer<typeof problemReportSchema>;

export const problemReportParamsSchema = z.object({
  reportId: z.uuid('reportId is not a valid id'),
});
