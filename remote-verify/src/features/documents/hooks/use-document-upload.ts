import { useState } from 'react';
import { updateSession } from '@storefront/shared';
import { useMutation } from '@storefront/ui';
import type { DocumentType, GovernmentDocument } from '@storefront/shared/contracts';
import { DOCUMENT_NEEDS_BACK } from '@storefront/shared/constants';
import { uploadDocument, type DocumentUpload } from '../api/upload-document';
import { checkDocumentFile } from './check-document-file';

const FIELDS = ['documentType', 'front', 'back'] as const;
const UPLOADING = { title: 'Uploading your document', subtitle: 'This takes a moment' };

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
  const [progress, setProgress] = useState<number | null>(null);
  // The page's progress bar says how far the upload is, so the overlay shows no spinner meanwhile.
  const upload = useMutation(
    async (files: DocumentUpload) => {
      setProgress(0);
      try {
        return await uploadDocument(files, setProgress);
      } finally {
        setProgress(null);
      }
    },
    { busy: () => UPLOADING, delayMs: Infinity, success: () => 'Document received', glance: true },
  );

  async function submit(values: UploadValues) {
    const errors = checkValues(values);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0 || !values.documentType || !values.front) return;
    const needsBack = DOCUMENT_NEEDS_BACK[values.documentType];
    const outcome = await upload.mutate({
      documentType: values.documentType,
      front: values.front,
      back: needsBack ? values.back : null,
    });
    if (outcome.ok) {
      updateSession({ documentStatus: 'pending' });
      onUploaded(outcome.result);
      return;
    }
    const { field, message } = outcome.failure;
    if (isUploadField(field)) setFieldErrors({ [field]: message });
    else setFormError(message);
  }

  return { submit, fieldErrors, formError, uploading: upload.running, progress };
}
