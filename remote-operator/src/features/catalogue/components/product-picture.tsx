import type { FormEvent } from 'react';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { useProductImage } from '../hooks/use-product-image';
import { ProductThumbnail } from './product-thumbnail';
import { PictureField, PicturePreview } from '@storefront/ui';

export interface ProductPictureProps {
  product: OperatorProduct;
  onUploaded: (product: OperatorProduct) => void;
}

/** The product's picture, a preview of the chosen file, and its upload. */
export function ProductPicture({ product, onUploaded }: ProductPictureProps) {
  const picture = useProductImage(product, onUploaded);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void picture.upload();
  }

  return (
    <form
      className="db-form db-cat-picture"
      noValidate
      onSubmit={submit}
      aria-labelledby="db-cat-picture"
    >
      <h2 id="db-cat-picture">Picture</h2>
      <div className="db-cat-picture__row">
        <figure className="db-picture-figure">
          <ProductThumbnail image={product.image} alt={`Picture of ${product.name}`} size={128} />
          <figcaption>Now</figcaption>
        </figure>
        <PicturePreview
          preview={picture.preview}
          alt="Preview of the new picture"
          size={128}
          imageClassName="db-cat-thumb"
        />
      </div>
      <PictureField
        picture={picture}
        name="image"
        idPrefix="db-cat"
        progressLabel="Uploading the picture"
      />
      <button type="submit" className="db-button" disabled={picture.uploading || !picture.file}>
        {picture.uploading ? 'Uploading…' : 'Upload picture'}
      </button>
    </form>
  );
}
