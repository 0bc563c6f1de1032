import { useRef, type FormEvent } from 'react';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { PRODUCT_IMAGE_MIME_TYPES } from '@storefront/shared/constants';
import { useProductImage } from '../hooks/use-product-image';
import { ProductThumbnail } from './product-thumbnail';
import { FormField } from '@storefront/ui';

const ACCEPT = PRODUCT_IMAGE_MIME_TYPES.join(',');

export interface ProductPictureProps {
  product: OperatorProduct;
  onUploaded: (product: OperatorProduct) => void;
}

/** The product's picture, a preview of the chosen file, and its upload. */
export function ProductPicture({ product, onUploaded }: ProductPictureProps) {
  const input = useRef<HTMLInputElement>(null);
  const picture = useProductImage(product, onUploaded);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await picture.upload()) && input.current) input.current.value = '';
  }

  return (
    <form
      className="db-form db-cat-picture"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-cat-picture"
    >
      <h2 id="db-cat-picture">Picture</h2>
      <div className="db-cat-picture__row">
        <figure className="db-cat-picture__figure">
          <ProductThumbnail image={product.image} alt={`Picture of ${product.name}`} size={128} />
          <figcaption>Now</figcaption>
        </figure>
        {picture.preview && (
          <figure className="db-cat-picture__figure">
            <img
              className="db-cat-thumb"
              src={picture.preview}
              alt="Preview of the new picture"
              width={128}
              height={128}
            />
            <figcaption>Not saved yet</figcaption>
          </figure>
        )}
      </div>
      <FormField
        ref={input}
        name="image"
        idPrefix="db-cat"
        label="Choose a picture"
        type="file"
        accept={ACCEPT}
        hint="JPG, PNG or WebP, up to 2 MB."
        onChange={(event) => picture.choose(event.target.files?.[0] ?? null)}
        error={picture.error}
      />
      {picture.uploading && (
        <div className="db-op-meter">
          <label htmlFor="db-cat-upload-progress">Uploading the picture</label>
          <progress id="db-cat-upload-progress" max={100} value={picture.progress ?? undefined}>
            {picture.progress === null ? 'Uploading' : `${picture.progress}%`}
          </progress>
        </div>
      )}
      <button type="submit" className="db-button" disabled={picture.uploading || !picture.file}>
        {picture.uploading ? 'Uploading…' : 'Upload picture'}
      </button>
    </form>
  );
}
