import { z } from 'zod';
import '../zod-config';
import { pageOf, pageQuerySchema } from '../pagination';
import {
  REMOTE_LOAD_MAX_HOURS,
  REMOTE_LOAD_MAX_PAGE_SIZE,
  REMOTE_LOAD_PAGE_SIZE,
  REMOTE_NAMES,
} from '../remote-loads';

// The remotes' load figures as the console reads them. The beacon every page
// sends stays in ../remote-loads.ts.

export const remoteLoadQuerySchema = pageQuerySchema.extend({
  hours: z.coerce
    .number('hours is a whole number')
    .int('hours is a whole number')
    .min(1, 'hours is at least 1')
    .max(REMOTE_LOAD_MAX_HOURS, `hours is at most ${REMOTE_LOAD_MAX_HOURS}`)
    .default(24),
  pageSize: z.coerce
    .number('pageSize is a whole number')
    .int('pageSize is a whole number')
    .min(1, 'pageSize is at least 1')
    .max(REMOTE_LOAD_MAX_PAGE_SIZE, `pageSize is at most ${REMOTE_LOAD_MAX_PAGE_SIZE}`)
    .default(REMOTE_LOAD_PAGE_SIZE),
});
export type RemoteLoadQuery = z.input<typeof remoteLoadQuerySchema>;

/** One version of one remote over the window; version may be OTHER_VERSION. */
export const remoteLoadFigureSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string(),
  loads: z.number().int(),
  failures: z.number().int(),
  /**
   * At most this long for three in four successful loads: the upper bound of
   * the load time bucket (REMOTE_LOAD_TIME_BOUNDS_MS) holding their 75th
   * percentile; null when none succeeded.
   */
  p75Ms: z.number().int().nullable(),
  lastAt: z.string(),
});
export type RemoteLoadFigure = z.infer<typeof remoteLoadFigureSchema>;

/**
 * GET /api/operator/remote-loads: a page of versions, the most loaded first,
 * with the loads and failures of every version in the window.
 */
export const remoteLoadFigurePageSchema = pageOf(remoteLoadFigureSchema).extend({
  since: z.string(),
  loads: z.number().int(),
  failures: z.number().int(),
});
export type RemoteLoadFigurePage = z.infer<typeof remoteLoadFigurePageSchema>;
