import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIME_TYPES } from '@storefront/shared/constants';
import { uploadProductImage } from '../api/upload-product-image';
import { saveWithLoader, useFilePreview } from '@storefront/ui';

const ACCEPTED_TYPES: readonly string[] = PRODUCT_IMAGE_MIME_TYPES;

export const IMAGE_WRONG_TYPE = 'Choose a JPG, PNG or WebP picture';
export const IMAGE_TOO_LARGE = 'A picture can be at most 2 MB';

/**
 * A quick check before the upload, by the type the browser reports; the API
 * checks the bytes themselves, so this only saves a wasted upload.
 */
function checkImage(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return IMAGE_WRONG_TYPE;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** Checks the chosen picture, previews it, and uploads it as the product's picture. */
export function useProductImage(
  product: OperatorProduct,
  onUploaded: (p: OperatorProduct) => void,
) {
  const { file, preview, choose: keep } = useFilePreview();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);

  function choose(chosen: File | null) {
    const problem = chosen ? checkImage(chosen) : null;
    setError(problem);
    keep(problem ? null : chosen);
  }

  async function upload(): Promise<boolean> {
    if (!file) {
      setError('Choose a picture first');
      return false;
    }
    setError(null);
    setUploading(true);
    setProgress(0);
    const outcome = await saveWithLoader(
      { title: 'Uploading the picture', subtitle: product.name },
      () => uploadProductImage(product.id, file, setProgress),
    );
    setUploading(false);
    setProgress(null);
    if (!outcome.ok) {
      // A proxy may refuse a large body before the API sees it, without our error body.
      const { status, code, message } = outcome.failure;
      setError(status === 413 && code === 'ERROR' ? IMAGE_TOO_LARGE : message);
      return false;
    }
    loaderService.success('Picture updated', MESSAGE_DISPLAY_MS);
    keep(null);
    onUploaded(outcome.result);
    return true;
  }

  return { file, preview, error, progress, uploading, choose, upload };
}
