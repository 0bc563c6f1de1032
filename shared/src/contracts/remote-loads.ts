import { z } from 'zod';
import './zod-config';
import { REMOTE_NAMES } from './remote-app';

// The names also reach the API (its table's check) through the contracts, which stay free of React.
export { REMOTE_NAMES, type RemoteName } from './remote-app';

/** Figures one beacon may carry: a page loads three remotes, so this leaves room for retries. */
export const REMOTE_LOADS_PER_BEACON = 20;
/** The longest load worth recording: 10 minutes; past that the page was surely left. */
export const REMOTE_LOAD_MAX_MS = 600_000;
/** How far back operators may look, and so how long figures are kept: 30 days. */
export const REMOTE_LOAD_MAX_HOURS = 720;

/** One remote's load on one page, as the host measured it. */
export const remoteLoadSchema = z.object({
  remote: z.enum(REMOTE_NAMES, 'remote is storefront, verify or dashboard'),
  version: z
    .string('version is text')
    .regex(
      /^[A-Za-z0-9._-]{1,64}$/,
      'version is 1 to 64 letters, digits, dots, dashes or underscores',
    ),
  ms: z
    .number('ms is a whole number of milliseconds')
    .int('ms is a whole number of milliseconds')
    .min(0, 'ms is at least 0')
    .max(REMOTE_LOAD_MAX_MS, `ms is at most ${REMOTE_LOAD_MAX_MS}`),
  ok: z.boolean('ok is true or false'),
});
export type RemoteLoad = z.infer<typeof remoteLoadSchema>;

/**
 * The body of POST /api/remote-loads. Unknown keys are dropped rather than
 * refused: a host deployed after the API may send more than it reads.
 */
export const remoteLoadBeaconSchema = z.object({
  loads: z
    .array(remoteLoadSchema, 'loads is a list')
    .min(1, 'loads holds at least one figure')
    .max(REMOTE_LOADS_PER_BEACON, `loads holds at most ${REMOTE_LOADS_PER_BEACON} figures`),
});
export type RemoteLoadBeacon = z.infer<typeof remoteLoadBeaconSchema>;

export const remoteLoadQuerySchema = z.object({
  hours: z.coerce
    .number('hours is a whole number')
    .int('hours is a whole number')
    .min(1, 'hours is at least 1')
    .max(REMOTE_LOAD_MAX_HOURS, `hours is at most ${REMOTE_LOAD_MAX_HOURS}`)
    .default(24),
});
export type RemoteLoadQuery = z.input<typeof remoteLoadQuerySchema>;

/** One version of one remote over the window. */
export const remoteLoadFigureSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string(),
  loads: z.number().int(),
  failures: z.number().int(),
  /** The 75th percentile of the successful loads' times, in whole ms; null when none succeeded. */
  p75Ms: z.number().int().nullable(),
  lastAt: z.string(),
});
export type RemoteLoadFigure = z.infer<typeof remoteLoadFigureSchema>;

/** GET /api/operator/remote-loads: by remote, then the most recently loaded version first. */
export const remoteLoadFiguresSchema = z.object({
  since: z.string(),
  remotes: z.array(remoteLoadFigureSchema),
});
export type RemoteLoadFigures = z.infer<typeof remoteLoadFiguresSchema>;
