import { useRef, type FormEvent } from 'react';
import { profilePictureUrl } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { PROFILE_PICTURE_MIME_TYPES } from '@storefront/shared/constants';
import { usePictureRemoval } from '../hooks/use-picture-removal';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { UploadProgress } from './upload-progress';
import { FormField } from '@storefront/ui';

const ACCEPT = PROFILE_PICTURE_MIME_TYPES.join(',');

export interface ProfilePictureFormProps {
  account: Account;
  onUploaded: (account: Account) => void;
}

/** The current picture, a preview of the chosen one, its upload, and removing the picture. */
export function ProfilePictureForm({ account, onUploaded }: ProfilePictureFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const picture = usePictureUpload((updated) => {
    if (input.current) input.current.value = '';
    onUploaded(updated);
  });
  const removal = usePictureRemoval(onUploaded);
  const { preview } = picture;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void picture.upload();
  }

  return (
    <form className="db-form" noValidate onSubmit={submit} aria-labelledby="db-profile-picture">
      <h2 id="db-profile-picture">Profile picture</h2>
      <div className="db-picture">
        {account.avatar ? (
          <img
            className="db-picture__image"
            src={profilePictureUrl(account.avatar)}
            alt="Your profile picture"
            width={96}
            height={96}
          />
        ) : (
          <p className="db-picture__none">No picture yet.</p>
        )}
        {preview && (
          <figure className="db-picture__preview">
            <img
              className="db-picture__image"
              src={preview}
              alt="Preview of your new picture"
              width={96}
              height={96}
            />
            <figcaption>Not saved yet</figcaption>
          </figure>
        )}
      </div>
      <FormField
        ref={input}
        name="picture"
        label="Choose a picture"
        type="file"
        accept={ACCEPT}
        hint="JPG, PNG or WebP, up to 2 MB."
        onChange={(event) => picture.choose(event.target.files?.[0] ?? null)}
        error={picture.error}
      />
      {picture.uploading && <UploadProgress percent={picture.progress} />}
      {removal.error && (
        <p className="db-alert" role="alert">
          {removal.error}
        </p>
      )}
      <div className="db-picture__actions">
        <button type="submit" className="db-button" disabled={picture.uploading || !picture.file}>
          {picture.uploading ? 'Uploading…' : 'Upload picture'}
        </button>
        {account.avatar && (
          <button
            type="button"
            className="db-button db-button--quiet"
            disabled={removal.removing || picture.uploading}
            onClick={() => void removal.remove()}
          >
            {removal.removing ? 'Removing…' : 'Remove picture'}
          </button>
        )}
      </div>
    </form>
  );
}
