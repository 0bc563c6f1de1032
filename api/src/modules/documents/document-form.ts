import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_LABELS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_NEEDS_BACK,
  DOCUMENT_TYPES,
  type DocumentType,
} from '@storefront/shared/contracts';
import {
  carriesOtherContent,
  declaredTypeDisagrees,
  detectFileType,
  namesAPath,
} from '../../lib/file-type';
import { HttpError } from '../../lib/http-error';
import { uploadError } from '../../lib/multipart';
import type { DocumentMimeType, DocumentSide } from './service';

export interface DocumentFile {
  bytes: Buffer;
  mime: DocumentMimeType;
  extension: string;
}

export interface DocumentForm {
  documentType: DocumentType;
  front: DocumentFile;
  back?: DocumentFile;
}

/** What busboy may read of one upload; anything past these is refused, not truncated. */
export const DOCUMENT_FORM_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 2,
  fields: 5,
  parts: 8,
  fieldSize: 1024,
};

const MAX_MEGABYTES = DOCUMENT_MAX_BYTES / (1024 * 1024);

const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, field);

const isSide = (name: string): name is DocumentSide => name === 'front' || name === 'back';

const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

function checkFile(
  side: DocumentSide,
  bytes: Buffer,
  declared: { filename?: string; mimetype?: string },
): DocumentFile {
  if (namesAPath(declared.filename)) {
    throw new HttpError(
      400,
      'INVALID_FILE_NAME',
      'The file name must be a plain name, without folders.',
      side,
    );
  }
  if (bytes.length === 0) throw new HttpError(400, 'FILE_EMPTY', 'The file is empty.', side);
  const type = detectFileType(bytes, DOCUMENT_MIME_TYPES);
  if (!type) {
    throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPG, PNG or PDF.', side);
  }
  if (declaredTypeDisagrees(type.mime, declared)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'The file’s name or type does not match what it holds. Upload a JPG, PNG or PDF.',
      side,
    );
  }
  if (carriesOtherContent(bytes)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'The file holds more than a picture or scan. Upload a plain JPG, PNG or PDF.',
      side,
    );
  }
  return { bytes, ...type };
}

/**
 * Reads and checks the whole form before anything is stored: documentType, a
 * front file and, for the types that have one, a back file. Each file must be
 * a JPG, PNG or PDF by its bytes, and not empty or over the size limit.
 */
export async function readDocumentForm(request: FastifyRequest): Promise<DocumentForm> {
  let documentType: string | undefined;
  const files: Partial<Record<DocumentSide, DocumentFile>> = {};
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (part.fieldname !== 'documentType') {
          throw invalid(part.fieldname, `${part.fieldname} is not something this request accepts.`);
        }
        if (documentType !== undefined) throw invalid('documentType', 'Send documentType once.');
        documentType =
          typeof part.value === 'string' && !part.valueTruncated ? part.value.trim() : '';
        continue;
      }
      if (!isSide(part.fieldname)) {
        throw invalid(part.fieldname, `${part.fieldname} is not something this request accepts.`);
      }
      if (files[part.fieldname]) {
        throw invalid(part.fieldname, `Send one file for the ${part.fieldname}.`);
      }
      files[part.fieldname] = checkFile(part.fieldname, await part.toBuffer(), part);
    }
  } catch (error) {
    const refused = uploadError(error, current, {
      maxMegabytes: MAX_MEGABYTES,
      tooManyFiles: 'Send at most two files: the front and the back.',
    });
    if (refused.code === 'BAD_MULTIPART') request.log.info({ err: error }, 'Unreadable upload');
    throw refused;
  }

  if (documentType === undefined) throw invalid('documentType', 'Choose the document type.');
  if (!isDocumentType(documentType)) {
    throw invalid('documentType', `documentType is one of ${DOCUMENT_TYPES.join(', ')}.`);
  }
  if (!files.front) throw invalid('front', 'Add a photo or scan of the front.');
  if (DOCUMENT_NEEDS_BACK[documentType] && !files.back) {
    throw invalid('back', 'Add a photo or scan of the back.');
  }
  if (!DOCUMENT_NEEDS_BACK[documentType] && files.back) {
    throw invalid(
      'back',
      `Only the front of a ${DOCUMENT_LABELS[documentType].toLowerCase()} is needed.`,
    );
  }
  return { documentType, front: files.front, back: files.back };
}
