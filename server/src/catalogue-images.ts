// The catalogue's pictures, from this server's origin: a page's images above
// the fold then need no connection beyond the one its HTML came on (the API's
// origin would cost a second handshake before the first picture). Each is
// fetched from the API's /images/ and sent on as the API sent it.
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// What a browser may ask of a picture, and what the API's answer may say back;
// nothing else crosses (no cookie of this origin reaches the API, none comes back).
const REQUEST_HEADERS = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
];

// A picture's path under /images/: names of letters, digits, '-', '_' and
// '.', never starting with a dot, so no path can step out of /images/.
const PICTURE_PATH = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

/** Keeps only the listed headers of `headers`. */
function only<T extends Record<string, unknown>>(headers: T, names: string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => names.includes(name)),
  ) as Partial<T>;
}

/**
 * GET /images/<path> answers the API's /images/<path>. `apiBaseUrlOf(request)`
 * is the deployment's API (config.json); without one, or for a path that is
 * no picture's, the answer is 404, and 502 when the API cannot be reached.
 */
export async function registerCatalogueImages(
  app: FastifyInstance,
  { apiBaseUrlOf }: { apiBaseUrlOf: (request: FastifyRequest) => Promise<unknown> },
) {
  await app.register(fastifyReplyFrom);
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const picture = request.params['*'];
    const apiBaseUrl = await apiBaseUrlOf(request);
    if (!PICTURE_PATH.test(picture) || typeof apiBaseUrl !== 'string')
      return reply.code(404).type('text/plain').send('Not found');
    return reply.from(`${apiBaseUrl}/images/${picture}`, {
      rewriteRequestHeaders: (_request, headers) => only(headers, REQUEST_HEADERS),
      rewriteHeaders: (headers) => only(headers, RESPONSE_HEADERS),
      // The API did not answer: a gateway's error, as POST /session gives, never a 500.
      onError: (failed, { error }) => {
        request.log.warn({ err: error }, 'A catalogue picture could not be fetched from the API');
        return failed.code(502).type('text/plain').send('The picture could not be fetched');
      },
    });
  });
}
