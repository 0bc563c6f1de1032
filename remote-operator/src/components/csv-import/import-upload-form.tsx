import { useRef, type FormEvent } from 'react';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { useImportUpload } from './hooks/use-import-upload';
import type { CsvImportKind, ImportReportRow } from './import-kind';
import { FormField, UploadProgress } from '@storefront/ui';

export interface ImportUploadFormProps<Row extends ImportReportRow> {
  kind: CsvImportKind<Row>;
  onUploaded: (csvImport: CsvImport) => void;
}

/** Choose a CSV file and send it; the server processes it after the upload. */
export function ImportUploadForm<Row extends ImportReportRow>({
  kind,
  onUploaded,
}: ImportUploadFormProps<Row>) {
  const form = useRef<HTMLFormElement>(null);
  const { choose, upload, error, uploading, progress } = useImportUpload(
    kind.endpoint,
    kind.maxBytes,
    (csvImport) => {
      form.current?.reset();
      onUploaded(csvImport);
    },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void upload();
  }

  return (
    <form ref={form} className="db-form db-op-upload" onSubmit={submit} noValidate>
      <h2>{kind.uploadHeading}</h2>
      {kind.columnsGuide}
      <FormField
        name="file"
        idPrefix="db-import"
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        hint={kind.hint}
        error={error}
        disabled={uploading}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {uploading && (
        <UploadProgress
          id="db-import-upload-progress"
          label="Uploading the file"
          percent={progress}
        />
      )}
      <button type="submit" className="db-button" disabled={uploading}>
        {kind.submitLabel}
      </button>
    </form>
  );
}
