import type { FormEvent } from 'react';
import { profilePictureUrl } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { usePictureRemoval } from '../hooks/use-picture-removal';
import { useProfilePictureUpload } from '../hooks/use-picture-upload';
import { FormAlert, PictureField, PicturePreview } from '@storefront/ui';

export interface ProfilePictureFormProps {
  account: Account;
  onUploaded: (account: Account) => void;
}

/** The current picture, a preview of the chosen one, its upload, and removing the picture. */
export function ProfilePictureForm({ account, onUploaded }: ProfilePictureFormProps) {
  const picture = useProfilePictureUpload(onUploaded);
  const removal = usePictureRemoval(onUploaded);

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
        <PicturePreview
          preview={picture.preview}
          alt="Preview of your new picture"
          size={96}
          imageClassName="db-picture__image"
        />
      </div>
      <PictureField picture={picture} name="picture" progressLabel="Uploading your picture" />
      <FormAlert>{removal.error}</FormAlert>
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
