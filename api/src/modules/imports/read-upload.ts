import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CUSTOMER_IMPORT_MAX_BYTES } from '@storefront/shared/operator-contracts';
import { HttpError } from '../../lib/http-error';
import { uploadError } from '../../lib/multipart';

/** The largest CSV accepted, customers or products; bigger files are refused before they are parsed. */
export const CSV_IMPORT_MAX_BYTES = CUSTOMER_IMPORT_MAX_BYTES;

/** @fastify/multipart's options for a route file whose only upload is one CSV. */
export const CSV_MULTIPART_OPTIONS = {
  limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  throwFileSizeLimit: true,
} satisfies FastifyMultipartOptions;

/** For the OpenAPI document only: the handler reads and checks the multipart body itself. */
export const csvUploadFormSchema = z.object({
  file: z.string().meta({ format: 'binary' }).describe('A UTF-8 CSV file, at most 10 MB'),
});

const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, field);

/** The file part's name, kept short and without any folder the browser sent along. */
const cleanFileName = (name: string | undefined, fallback: string) =>
  (name ?? '').split(/[/\\]/).pop()!.trim().slice(0, 200) || fallback;

/**
 * Reads the form's one part, `file`, whole: an import needs every row before
 * it starts. `fallbackName` names a file the browser sent without a name.
 */
export async function readCsvUpload(request: FastifyRequest, fallbackName: string) {
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
      maxMegabytes: CSV_IMPORT_MAX_BYTES / (1024 * 1024),
      tooManyFiles: 'Send one file at a time.',
    });
  }
  if (!upload) throw invalid('file', 'Choose a CSV file to import.');
  return upload;
}
