import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { uploadError } from '../../lib/multipart';

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/**
 * @fastify/multipart's options for a route file whose only upload is one CSV
 * of at most `maxBytes`: a bigger one is refused before it is parsed.
 */
export const csvMultipartOptions = (maxBytes: number) =>
  ({
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  }) satisfies FastifyMultipartOptions;

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
export const csvUploadFormSchema = (maxBytes: number) =>
  z.object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe(`A UTF-8 CSV file, at most ${megabytes(maxBytes)} MB`),
  });

const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, field);

/** The file part's name, kept short and without any folder the browser sent along. */
const cleanFileName = (name: string | undefined, fallback: string) =>
  (name ?? '').split(/[/\\]/).pop()!.trim().slice(0, 200) || fallback;

/**
 * Reads the form's one part, `file`, whole: an import needs every row before
 * it starts. `fallbackName` names a file the browser sent without a name;
 * `maxBytes` is the limit the route's csvMultipartOptions hold it to.
 */
export async function readCsvUpload(
  request: FastifyRequest,
  fallbackName: string,
  maxBytes: number,
) {
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'file') {
        throw invalid(part.fieldname, `${part.fieldname} is not something this request accepts.`);
      }
      if (upload) throw invalid('file', 'Send one file at a time.');
      upload = {
        fileName: cleanFileName(part.filename, fallbackName),
        bytes: await part.toBuffer(),
      };
    }
  } catch (error) {
    throw uploadError(error, 'file', {
      maxMegabytes: megabytes(maxBytes),
      tooManyFiles: 'Send one file at a time.',
    });
  }
  if (!upload) throw invalid('file', 'Choose a CSV file to import.');
  return upload;
}
