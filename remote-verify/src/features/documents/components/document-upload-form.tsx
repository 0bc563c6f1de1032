import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { DocumentType, GovernmentDocument } from '@storefront/shared/contracts';
import {
  DOCUMENT_LABELS,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_NEEDS_BACK,
  DOCUMENT_TYPES,
} from '@storefront/shared/constants';
import { FormField, SelectField } from '@storefront/ui';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { UploadProgress } from './upload-progress';

const ACCEPT = DOCUMENT_MIME_TYPES.join(',');
const FILE_HINT = 'A clear photo or scan: JPG, PNG or PDF, up to 10 MB.';

export interface DocumentUploadFormProps {
  onUploaded: (document: GovernmentDocument) => void;
}

function isDocumentType(value: string): value is DocumentType {
  return DOCUMENT_TYPES.some((type) => type === value);
}

function pickFile(event: ChangeEvent<HTMLInputElement>): File | null {
  return event.target.files?.[0] ?? null;
}

export function DocumentUploadForm({ onUploaded }: DocumentUploadFormProps) {
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const upload = useDocumentUpload(onUploaded);
  const needsBack = documentType !== '' && DOCUMENT_NEEDS_BACK[documentType];

  function chooseType(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    setDocumentType(isDocumentType(value) ? value : '');
    // The back input unmounts for one-sided documents, so its file goes too.
    if (!isDocumentType(value) || !DOCUMENT_NEEDS_BACK[value]) setBack(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void upload.submit({ documentType, front, back });
  }

  return (
    <form className="vf-form" noValidate onSubmit={submit}>
      <h2>Upload your document</h2>
      <SelectField
        name="documentType"
        label="Document type"
        value={documentType}
        onChange={chooseType}
        error={upload.fieldErrors.documentType}
        required
      >
        <option value="">Choose a document</option>
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {DOCUMENT_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <FormField
        name="front"
        label={documentType === 'passport' ? 'Photo page' : 'Front of the document'}
        type="file"
        accept={ACCEPT}
        hint={FILE_HINT}
        onChange={(event) => setFront(pickFile(event))}
        error={upload.fieldErrors.front}
        required
      />
      {needsBack && (
        <FormField
          name="back"
          label="Back of the document"
          type="file"
          accept={ACCEPT}
          hint={FILE_HINT}
          onChange={(event) => setBack(pickFile(event))}
          error={upload.fieldErrors.back}
          required
        />
      )}
      {upload.uploading && <UploadProgress percent={upload.progress} />}
      {upload.formError && (
        <p className="vf-alert" role="alert">
          {upload.formError}
        </p>
      )}
      <button type="submit" className="vf-button" disabled={upload.uploading}>
        {upload.uploading ? 'Uploading…' : 'Upload document'}
      </button>
    </form>
  );
}
