import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** onRequest hook: refuses any other body before it is read, with words that fit an upload. */
export async function requireMultipart(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send this request as multipart/form-data.',
      'body',
    );
  }
}

export interface UploadErrorWords {
  /** The file size limit in megabytes, for FILE_TOO_LARGE. */
  maxMegabytes: number;
  /** What to say when more files arrive than the form takes. */
  tooManyFiles: string;
}

/**
 * The multipart plugin's own errors, and busboy's on a body it cannot parse,
 * as our 4xx. `field` is the part being read when it failed.
 */
export function uploadError(
  error: unknown,
  field: string | undefined,
  words: UploadErrorWords,
): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        'FILE_TOO_LARGE',
        `The file is larger than ${words.maxMegabytes} MB.`,
        field,
      );
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'TOO_MANY_FILES', words.tooManyFiles, 'body');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'TOO_MANY_PARTS', 'The form has too many parts.', 'body');
    default:
      return new HttpError(
        400,
        'BAD_MULTIPART',
        'The upload could not be read. Send it as multipart/form-data.',
        'body',
      );
  }
}
