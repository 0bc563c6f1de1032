import { catalogueImageUrl } from '@storefront/shared';
import './product-card.css';

export interface ProductImageProps {
  image: string;
  /** The intrinsic size the browser reserves before the file arrives. */
  size: number;
  alt?: string;
  /** Above the fold (the product page's main image): load it at once, first. */
  eager?: boolean;
}

/** A square box that holds its space while the image loads, so nothing below it jumps. */
export function ProductImage({ image, size, alt = '', eager = false }: ProductImageProps) {
  return (
    <div className="sf-product-image">
      <img
        src={catalogueImageUrl(image)}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        fetchpriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  );
}
