import { z } from 'zod';
import './zod-config';
import { REMOTE_NAMES } from './remote-app';

// The names also reach the API (its table's check) through the contracts, which stay free of React.
export { REMOTE_NAMES, type RemoteName } from './remote-app';

/** Figures one beacon may carry: a page loads four remotes at most, so this leaves room for retries. */
export const REMOTE_LOADS_PER_BEACON = 20;
/** The longest load worth recording: 10 minutes; past that the page was surely left. */
export const REMOTE_LOAD_MAX_MS = 600_000;
/** How far back operators may look, and so how long figures are kept: 30 days. */
export const REMOTE_LOAD_MAX_HOURS = 720;
/** Versions a page of the operators' figures may hold. */
export const REMOTE_LOAD_MAX_PAGE_SIZE = 100;
export const REMOTE_LOAD_PAGE_SIZE = 25;

/** The version of a remote served from its build folder rather than from a release. */
export const UNRELEASED_VERSION = 'unreleased';
/**
 * Where figures of a version that was never released are counted: anyone may
 * send figures, so a version name is kept only when the release history knows it.
 */
export const OTHER_VERSION = 'other';

/**
 * The upper bounds of the load time buckets, in ms: figures are kept as counts
 * per bucket, so a p75 is the bound of the bucket it falls in. The last bound
 * is the longest load recorded.
 */
export const REMOTE_LOAD_TIME_BOUNDS_MS = [
  25,
  50,
  75,
  100,
  150,
  200,
  300,
  400,
  500,
  750,
  1000,
  1500,
  2000,
  3000,
  5000,
  10_000,
  30_000,
  REMOTE_LOAD_MAX_MS,
] as const;

/** One remote's load on one page, as the host measured it. */
export const remoteLoadSchema = z.object({
  remote: z.enum(REMOTE_NAMES, 'remote is storefront, verify, dashboard or operator'),
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
