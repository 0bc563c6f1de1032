import { FormField } from '../components/form-field';
import type { PictureUpload } from './use-picture-upload';
import { UploadProgress } from '../uploads/upload-progress';

export interface PictureFieldProps {
  picture: PictureUpload;
  name: string;
  idPrefix?: string;
  /** Names the progress bar while the picture goes up, e.g. "Uploading your picture". */
  progressLabel: string;
}

/** The file picker of a picture upload, and its progress once it is sent. */
export function PictureField({ picture, name, idPrefix = 'db', progressLabel }: PictureFieldProps) {
  return (
    <>
      <FormField
        key={picture.uploads}
        name={name}
        idPrefix={idPrefix}
        label="Choose a picture"
        type="file"
        accept={picture.accept}
        hint="JPG, PNG or WebP, up to 2 MB."
        onChange={(event) => picture.choose(event.target.files?.[0] ?? null)}
        error={picture.error}
      />
      {picture.uploading && (
        <UploadProgress
          id={`${idPrefix}-upload-progress`}
          label={progressLabel}
          percent={picture.progress}
        />
      )}
    </>
  );
}
