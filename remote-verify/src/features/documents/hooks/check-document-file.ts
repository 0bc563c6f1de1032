import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@storefront/shared/constants';

const ACCEPTED_TYPES: readonly string[] = DOCUMENT_MIME_TYPES;

/**
 * A quick check before the upload starts, by the type the browser reports.
 * The server checks the bytes themselves, so this only saves a wasted upload.
 */
export function checkDocumentFile(file: File | null, missing: string): string | null {
  if (!file) return missing;
  if (file.size > DOCUMENT_MAX_BYTES) return 'Files can be at most 10 MB';
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Upload a JPG, PNG or PDF';
  return null;
}
