import type { FastifyRequest } from 'fastify';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
} from '@storefront/shared/contracts';
import {
  carriesOtherContent,
  declaredTypeDisagrees,
  detectFileType,
  namesAPath,
} from '../../lib/file-type';
import { HttpError } from '../../lib/http-error';
import { uploadError } from '../../lib/multipart';

export type ProfilePictureMime = (typeof PROFILE_PICTURE_MIME_TYPES)[number];

export interface ProfilePicture {
  bytes: Buffer;
  mime: ProfilePictureMime;
  extension: string;
}

/** What busboy may read of one upload; anything past these is refused, not truncated. */
export const PROFILE_PICTURE_FORM_LIMITS = {
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 4,
  fieldSize: 1024,
};

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

const notAccepted = (field: string) =>
  new HttpError(400, 'VALIDATION_FAILED', `${field} is not something this request accepts.`, field);

function checkPicture(
  bytes: Buffer,
  declared: { filename?: string; mimetype?: string },
): ProfilePicture {
  if (namesAPath(declared.filename)) {
    throw new HttpError(
      400,
      'INVALID_FILE_NAME',
      'The file name must be a plain name, without folders.',
      'picture',
    );
  }
  if (bytes.length === 0) throw new HttpError(400, 'FILE_EMPTY', 'The file is empty.', 'picture');
  const type = detectFileType(bytes, PROFILE_PICTURE_MIME_TYPES);
  if (!type) {
    throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPG, PNG or WebP.', 'picture');
  }
  if (declaredTypeDisagrees(type.mime, declared)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'The file’s name or type does not match what it holds. Upload a JPG, PNG or WebP.',
      'picture',
    );
  }
  if (carriesOtherContent(bytes)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'The file holds more than a picture. Upload a plain JPG, PNG or WebP.',
      'picture',
    );
  }
  return { bytes, ...type };
}

/**
 * Reads the one file field `picture` and checks it before anything is stored:
 * a JPG, PNG or WebP by its bytes, not empty, at most 2 MB. Any other part is refused.
 */
export async function readProfilePicture(request: FastifyRequest): Promise<ProfilePicture> {
  let picture: ProfilePicture | undefined;
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'field' || part.fieldname !== 'picture') throw notAccepted(part.fieldname);
      picture = checkPicture(await part.toBuffer(), part);
    }
  } catch (error) {
    const refused = uploadError(error, current, {
      maxMegabytes: MAX_MEGABYTES,
      tooManyFiles: 'Send one picture.',
    });
    if (refused.code === 'BAD_MULTIPART') request.log.info({ err: error }, 'Unreadable upload');
    throw refused;
  }
  if (!picture) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Choose a picture to upload.', 'picture');
  }
  return picture;
}
