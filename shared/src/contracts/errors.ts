import { z } from 'zod';
import './zod-config';

/** The one error body every API error uses. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    /** What a refusal needs beyond its words, by code (ANSWERS_AWAITED: whose orders, until when). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
