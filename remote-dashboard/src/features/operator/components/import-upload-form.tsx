import { useRef, type FormEvent } from 'react';
import type { CsvImport } from '@storefront/shared/contracts';
import { FormField } from '../../../components/form-field';
import { useImportUpload } from '../hooks/use-import-upload';

export interface ImportUploadFormProps {
  onUploaded: (customerImport: CsvImport) => void;
}

/** Choose a CSV of customers and send it; the server processes it after the upload. */
export function ImportUploadForm({ onUploaded }: ImportUploadFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { choose, upload, error, uploading, progress } = useImportUpload((customerImport) => {
    form.current?.reset();
    onUploaded(customerImport);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void upload();
  }

  return (
    <form ref={form} className="db-form db-op-upload" onSubmit={submit} noValidate>
      <h2>Import customers from a CSV file</h2>
      <FormField
        name="file"
        idPrefix="db-import"
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        hint="Columns: name, email, mobile, and optionally recipient, line1, line2, city, postcode. At most 10 MB."
        error={error}
        disabled={uploading}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {uploading && (
        <div className="db-op-meter">
          <label htmlFor="db-import-upload-progress">Uploading the file</label>
          <progress id="db-import-upload-progress" max={100} value={progress ?? undefined}>
            {progress === null ? 'Uploading' : `${progress}%`}
          </progress>
        </div>
      )}
      <button type="submit" className="db-button" disabled={uploading}>
        Import customers
      </button>
    </form>
  );
}
