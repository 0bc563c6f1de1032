import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  updateSession,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { DocumentType, GovernmentDocument } from '@storefront/shared/contracts';
import { DOCUMENT_NEEDS_BACK } from '@storefront/shared/constants';
import { uploadDocument } from '../api/upload-document';
import { checkDocumentFile } from './check-document-file';

const FIELDS = ['documentType', 'front', 'back'] as const;

export type UploadField = (typeof FIELDS)[number];
export type UploadErrors = Partial<Record<UploadField, string>>;

export interface UploadValues {
  documentType: DocumentType | '';
  front: File | null;
  back: File | null;
}

function isUploadField(field: string | undefined): field is UploadField {
  return FIELDS.some((known) => known === field);
}

function checkValues({ documentType, front, back }: UploadValues): UploadErrors {
  if (!documentType) return { documentType: 'Choose the type of document' };
  const errors: UploadErrors = {};
  const frontError = checkDocumentFile(front, 'Choose a file for the front');
  if (frontError) errors.front = frontError;
  if (DOCUMENT_NEEDS_BACK[documentType]) {
    const backError = checkDocumentFile(back, 'Choose a file for the back');
    if (backError) errors.back = backError;
  }
  return errors;
}

/** Checks the files, uploads them with progress, and records the new pending status. */
export function useDocumentUpload(onUploaded: (document: GovernmentDocument) => void) {
  const [fieldErrors, setFieldErrors] = useState<UploadErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(values: UploadValues) {
    const errors = checkValues(values);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0 || !values.documentType || !values.front) return;
    const needsBack = DOCUMENT_NEEDS_BACK[values.documentType];
    setUploading(true);
    setProgress(0);
    try {
      const document = await uploadDocument(
        {
          documentType: values.documentType,
          front: values.front,
          back: needsBack ? values.back : null,
        },
        setProgress,
      );
      updateSession({ documentStatus: 'pending' });
      loaderService.success('Document received');
      onUploaded(document);
    } catch (error) {
      const failure = describeApiError(error);
      // A proxy may refuse a large body before the API sees it, without our error body.
      const message =
        failure.status === 413 && failure.code === 'ERROR'
          ? 'Files can be at most 10 MB'
          : failure.message;
      loaderService.error(message, MESSAGE_DISPLAY_MS);
      if (isUploadField(failure.field)) setFieldErrors({ [failure.field]: message });
      else setFormError(message);
    } finally {
      setUploading(false);
      setProgress(null);
    }
  }

  return { submit, fieldErrors, formError, uploading, progress };
}
