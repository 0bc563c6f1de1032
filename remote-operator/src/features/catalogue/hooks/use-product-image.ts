import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIME_TYPES } from '@storefront/shared/constants';
import { usePictureUpload } from '@storefront/ui';
import { uploadProductImage } from '../api/upload-product-image';

const IMAGE_TOO_LARGE = 'A picture can be at most 2 MB';

/** Checks the chosen picture, previews it, and uploads it as the product's picture. */
export function useProductImage(
  product: OperatorProduct,
  onUploaded: (p: OperatorProduct) => void,
) {
  return usePictureUpload({
    types: PRODUCT_IMAGE_MIME_TYPES,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    tooLarge: IMAGE_TOO_LARGE,
    send: (file, onProgress) => uploadProductImage(product.id, file, onProgress),
    busy: () => ({ title: 'Uploading the picture', subtitle: product.name }),
    onUploaded,
  });
}
