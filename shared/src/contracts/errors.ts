import { z } from 'zod';
import './zod-config';

/** The one error body every API error uses. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
