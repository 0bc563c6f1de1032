import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
} from '@storefront/shared/constants';

const ACCEPTED_TYPES: readonly string[] = PROFILE_PICTURE_MIME_TYPES;

export const PICTURE_TOO_LARGE = 'Pictures can be at most 2 MB';
export const PICTURE_WRONG_TYPE = 'Choose a JPG, PNG or WebP picture';

/**
 * A quick check before the upload, by the type the browser reports. The
 * server checks the bytes themselves, so this only saves a wasted upload.
 */
export function checkPictureFile(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return PICTURE_WRONG_TYPE;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PICTURE_TOO_LARGE;
  return null;
}
