// The canary of a remote (`pnpm release <remote> --canary <percent>`,
// tools/release): remotes.json on disk may name, beside each remote's live
// manifest, a second one for a share of browsers. Each browser draws a bucket
// once, kept in a cookie, so it stays on the same side on every load; the
// host's server answers /remotes.json already resolved for it, and draws its
// pages with the same choice.
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser's bucket, 0–99; `isNew` when this request came without one and
 * its answer must set the cookie.
 */
export interface BucketChoice {
  bucket: number;
  isNew: boolean;
}

/** remotes.json as deployed: each remote's live manifest URL, and maybe a canary of some of them. */
export type RemotesFile = Record<string, unknown> & {
  canary?: Record<string, { manifest?: unknown; percent?: unknown } | undefined>;
};

export const BUCKET_COOKIE = 'mf-bucket';
export const BUCKETS = 100;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const choices = new WeakMap<FastifyRequest, BucketChoice>();

/**
 * The bucket in a cookie's value, or null when it is not an integer 0–99
 * (a value written by hand or by an older scheme draws a new one).
 */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/**
 * This request's bucket: the cookie's, or one drawn for it, the same for
 * every question asked while answering it (the page's headers, its drawing).
 */
export function bucketChoiceOf(request: FastifyRequest): BucketChoice {
  let choice = choices.get(request);
  if (!choice) {
    const fromCookie = parseBucket(request.cookies[BUCKET_COOKIE]);
    choice =
      fromCookie === null
        ? { bucket: randomInt(BUCKETS), isNew: true }
        : { bucket: fromCookie, isNew: false };
    choices.set(request, choice);
  }
  return choice;
}

/**
 * Sets the bucket's cookie on the answer when the request came without one.
 * Readable by script (not HttpOnly) so a support page or a test can say which
 * side a browser is on; it holds nothing private.
 */
export function keepNewBucket(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { bucket, isNew } = bucketChoiceOf(request);
  if (!isNew) return;
  // A header rather than reply.setCookie(): this also runs in an onSend hook,
  // after @fastify/cookie has written the reply's cookies; Fastify appends a
  // second Set-Cookie instead of replacing the first.
  reply.header(
    'Set-Cookie',
    app.serializeCookie(BUCKET_COOKIE, String(bucket), {
      path: '/',
      sameSite: 'lax',
      maxAge: ONE_YEAR_S,
    }),
  );
}

/**
 * Marks the answer as differing by cookie, keeping what Vary already says
 * (@fastify/compress's Accept-Encoding).
 */
export function varyByCookie(reply: FastifyReply) {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
}

/**
 * remotes.json as one browser must see it: each remote's URL, the canary's
 * for a browser whose bucket is under its percent, and no `canary` key, so
 * the page's loader reads the strings it always has, one a remote.
 */
export function remotesForBucket(remotes: RemotesFile, bucket: number): Record<string, unknown> {
  const { canary = {}, ...resolved } = remotes;
  for (const [name, { manifest, percent } = {}] of Object.entries(canary ?? {})) {
    if (typeof manifest === 'string' && typeof percent === 'number' && bucket < percent)
      resolved[name] = manifest;
  }
  return resolved;
}

/** Whether remotes.json names a canary of any remote. */
const hasCanary = (remotes: RemotesFile) => Object.keys(remotes.canary ?? {}).length > 0;

/**
 * Answers GET /remotes.json from `file` resolved for the asking browser, in
 * place of the file itself. A hook, not a route, so that a server given a
 * route of its own for /remotes.json (the bench's) keeps it.
 */
export function answerRemotesPerBrowser(app: FastifyInstance, file: string) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/remotes.json') return;
    if (request.routeOptions.url === '/remotes.json') return;
    let remotes: unknown;
    try {
      remotes = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      // Missing or broken by hand: the file itself answers (404, or as it is).
      return;
    }
    if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) return;
    // Every browser keeps a bucket from its first visit, so a canary started
    // later splits browsers that already have theirs.
    keepNewBucket(app, request, reply);
    // Without a canary the answer is everyone's, cacheable as the file was;
    // with one it is this browser's alone.
    if (hasCanary(remotes as RemotesFile)) {
      varyByCookie(reply);
      reply.header('Cache-Control', 'private, no-cache');
    } else reply.header('Cache-Control', 'no-cache');
    return reply.send(remotesForBucket(remotes as RemotesFile, bucketChoiceOf(request).bucket));
  });
}
