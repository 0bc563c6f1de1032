import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  carriesOtherContent,
  declaredTypeDisagrees,
  detectFileType,
  namesAPath,
} from './file-type';
import { HttpError } from './http-error';
import { uploadError } from './multipart';

/** What a picture form accepts: profile pictures and product pictures alike. */
export interface PictureRules<Mime extends string> {
  /** The form's one file field. */
  field: string;
  maxBytes: number;
  /** The types accepted, read from the file's bytes. */
  mimeTypes: readonly Mime[];
}

export interface Picture<Mime extends string> {
  bytes: Buffer;
  mime: Mime;
  /** '.jpg', '.png' or '.webp', for the storage key. */
  extension: string;
}

/**
 * What busboy may read of one picture form; anything past these is refused,
 * not truncated. `fieldSize` is for a form that carries text beside the picture.
 */
export const pictureFormLimits = (maxBytes: number, fieldSize = 1024) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 2,
  parts: 4,
  fieldSize,
});

const notAccepted = (field: string) =>
  new HttpError(400, 'VALIDATION_FAILED', `${field} is not something this request accepts.`, field);

function checkPicture<Mime extends string>(
  bytes: Buffer,
  declared: { filename?: string; mimetype?: string },
  { field, mimeTypes }: PictureRules<Mime>,
): Picture<Mime> {
  if (namesAPath(declared.filename)) {
    throw new HttpError(
      400,
      'INVALID_FILE_NAME',
      'The file name must be a plain name, without folders.',
      field,
    );
  }
  if (bytes.length === 0) throw new HttpError(400, 'FILE_EMPTY', 'The file is empty.', field);
  const type = detectFileType(bytes, mimeTypes);
  if (!type) {
    throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPG, PNG or WebP.', field);
  }
  if (declaredTypeDisagrees(type.mime, declared)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'The file’s name or type does not match what it holds. Upload a JPG, PNG or WebP.',
      field,
    );
  }
  if (carriesOtherContent(bytes)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'The file holds more than a picture. Upload a plain JPG, PNG or WebP.',
      field,
    );
  }
  return { bytes, ...type };
}

/** A form's text fields, by name, and its picture when it has one. */
export interface PictureForm<Mime extends string> {
  fields: Partial<Record<string, string>>;
  picture?: Picture<Mime>;
}

/**
 * Reads a form of text fields (each named in `fieldNames`, at most once) and
 * at most one picture, and checks the picture before anything is stored: an
 * accepted type by its bytes, not empty, within the size. Any other part is
 * refused. The route registers @fastify/multipart with pictureFormLimits, so
 * a bigger file is refused as it streams.
 */
export async function readPictureForm<Mime extends string>(
  request: FastifyRequest,
  rules: PictureRules<Mime>,
  fieldNames: readonly string[] = [],
): Promise<PictureForm<Mime>> {
  const form: PictureForm<Mime> = { fields: {} };
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (!fieldNames.includes(part.fieldname) || part.fieldname in form.fields) {
          throw notAccepted(part.fieldname);
        }
        if (part.valueTruncated) {
          throw new HttpError(
            413,
            'FIELD_TOO_LARGE',
            `${part.fieldname} is too long.`,
            part.fieldname,
          );
        }
        form.fields[part.fieldname] = String(part.value);
      } else {
        if (part.fieldname !== rules.field) throw notAccepted(part.fieldname);
        form.picture = checkPicture(await part.toBuffer(), part, rules);
      }
    }
  } catch (error) {
    const refused = uploadError(error, current, {
      maxMegabytes: rules.maxBytes / (1024 * 1024),
      tooManyFiles: 'Send one picture.',
    });
    if (refused.code === 'BAD_MULTIPART') request.log.info({ err: error }, 'Unreadable upload');
    throw refused;
  }
  return form;
}

/** Reads a form whose one part is a picture (a profile or product picture): required. */
export async function readPicture<Mime extends string>(
  request: FastifyRequest,
  rules: PictureRules<Mime>,
): Promise<Picture<Mime>> {
  const { picture } = await readPictureForm(request, rules);
  if (!picture) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Choose a picture to upload.', rules.field);
  }
  return picture;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The names storage.save gives a picture: a random UUID and the picture's extension. */
export const PICTURE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Sends a stored picture for an <img>: its type from its key, cached for a
 * year (names are random and never reused, so a picture never changes under
 * its name), never sniffed as anything else.
 */
export function sendPicture(reply: FastifyReply, key: string, bytes: Buffer) {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return reply
    .type(MIME_BY_EXTENSION[extension] ?? 'application/octet-stream')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes as unknown as string);
}
