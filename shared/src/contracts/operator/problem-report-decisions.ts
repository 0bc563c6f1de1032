import { z } from 'zod';
import '../zod-config';
import { text } from '../text';
import { pageOf, pageQuerySchema } from '../pagination';
import { problemReportSchema } from '../problem-report';
import {
  PROBLEM_REJECTION_MAX_LENGTH,
  PROBLEM_REPORT_STATUSES,
  REFUND_DESTINATIONS,
} from '../problem-report-constants';

// The store's list of problem reports and its decisions on them. What the
// customer reports stays in ../problem-report.ts.

/** The store's list of reports, with whose they are. */
export const operatorProblemReportSchema = problemReportSchema.extend({
  customer: z.object({ id: z.string(), name: z.string() }),
});
export type OperatorProblemReport = z.infer<typeof operatorProblemReportSchema>;

export const operatorProblemReportQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROBLEM_REPORT_STATUSES).optional(),
});
export type OperatorProblemReportQuery = z.input<typeof operatorProblemReportQuerySchema>;

export const operatorProblemReportPageSchema = pageOf(operatorProblemReportSchema);
export type OperatorProblemReportPage = z.infer<typeof operatorProblemReportPageSchema>;

export const decideProblemReportSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      refundTo: z.enum(REFUND_DESTINATIONS, 'refundTo is wallet or original'),
      /** Less than the report's value, when only part of it is made good; the whole value when left out. */
      amountMinor: z
        .number('amountMinor is a whole number of pence')
        .int('amountMinor is a whole number of pence')
        .min(1, 'Refund at least 1p, or reject the report')
        .optional(),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: text()
        .trim()
        .min(1, 'Say why it is not refunded')
        .max(PROBLEM_REJECTION_MAX_LENGTH, `At most ${PROBLEM_REJECTION_MAX_LENGTH} characters`),
    }),
  ],
  'decision is approve or reject',
);
export type DecideProblemReport = z.infer<typeof decideProblemReportSchema>;
