import { httpClient } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';

/**
 * PUT /operator/products/:productId/image as multipart/form-data with one
 * file, image. The shared client leaves a FormData body's Content-Type to the
 * browser, which writes it with the boundary.
 */
export async function uploadProductImage(
  productId: number,
  image: File,
  onProgress: (percent: number | null) => void,
): Promise<OperatorProduct> {
  const form = new FormData();
  form.append('image', image);
  const { data } = await httpClient.put<OperatorProduct>(
    `/operator/products/${productId}/image`,
    form,
    {
      onUploadProgress: ({ loaded, total }) =>
        onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : null),
    },
  );
  return data;
}
