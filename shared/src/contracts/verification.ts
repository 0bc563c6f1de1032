import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { accountSchema, documentStatusSchema } from './auth';
import { DOCUMENT_SIDES, DOCUMENT_TYPES } from './document-types';

/** POST /api/otp/send — texts a new code to the signed-in account's mobile. */
export const otpSentSchema = z.object({
  /** The number the code went to, masked for display: '+44 ••• ••• 3456'. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  /** When a new code may be asked for. */
  resendInSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** POST /api/otp/verify */
export const verifyOtpSchema = z
  .object({
    code: text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  })
  .strict();
export type VerifyOtpRequest = z.input<typeof verifyOtpSchema>;

export const verifyOtpResponseSchema = z.object({ user: accountSchema });

export const documentSchema = z.object({
  id: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: documentStatusSchema.exclude(['none']),
  rejectionReason: z.string().nullable(),
  sides: z.array(z.enum(DOCUMENT_SIDES)),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type GovernmentDocument = z.infer<typeof documentSchema>;

/** GET /api/documents — the caller's submissions, newest first, and the account's status. */
export const documentListSchema = z.object({
  status: documentStatusSchema,
  items: z.array(documentSchema),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** POST /api/operator/documents/:documentId/review */
export const reviewDocumentSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: text().trim().min(1, 'Say why the document is rejected').max(300).optional(),
  })
  .strict()
  .refine((review) => review.decision === 'approve' || review.reason, {
    path: ['reason'],
    message: 'Say why the document is rejected',
  });
export type DocumentReview = z.input<typeof reviewDocumentSchema>;

export const documentParamsSchema = z.object({
  documentId: z.uuid('documentId is not a valid id'),
});
