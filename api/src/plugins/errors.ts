import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

interface ErrorBody {
  error: { code: string; message: string; field?: string; details?: Record<string, unknown> };
}

// Fastify's own client errors, in words a caller can act on.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_JSON',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send this request as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
};

function body(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/**
 * Fastify's frameworkErrors: the router's own refusals, which never reach the
 * error handler — a path parameter that is not valid UTF-8 once decoded, or one
 * longer than maxParamLength — in the same error body as every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(body('BAD_URL', 'The address holds characters that cannot be read.', 'params'));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .code(414)
      .send(body('URI_TOO_LONG', 'A part of the address is too long.', 'params'));
  }
  reply.log.error({ err: error }, 'Unhandled router error');
  return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side.'));
}

/** One error body for every error: { error: { code, message, field? } }. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      // '/address/line1' → 'address.line1'; a body that is missing altogether → 'body'.
      const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A strict schema reports an unknown key at its parent; name the key itself.
      const unknownKey =
        issue?.keyword === 'unrecognized_keys'
          ? (issue.params as { keys?: string[] }).keys?.[0]
          : undefined;
      const field = [path, unknownKey].filter(Boolean).join('.') || error.validationContext;
      const message = unknownKey
        ? `${unknownKey} is not something this request accepts.`
        : (issue?.message ?? 'Invalid request.');
      return reply.code(400).send(body('VALIDATION_FAILED', message, field));
    }
    if (error instanceof HttpError) {
      const sent = body(error.code, error.message, error.field);
      if (error.details) sent.error.details = error.details;
      return reply.code(error.statusCode).send(sent);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(body('RATE_LIMITED', 'Too many attempts. Wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body('BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
