import { catalogueImageUrl } from '@storefront/shared';

export interface ProductThumbnailProps {
  image: string;
  /** Empty when the product's name is next to it. */
  alt?: string;
  size?: number;
}

/** A product's picture, small and square. */
export function ProductThumbnail({ image, alt = '', size = 48 }: ProductThumbnailProps) {
  return (
    <img
      className="db-cat-thumb"
      src={catalogueImageUrl(image)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
