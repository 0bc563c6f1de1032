import { httpClient } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';

/**
 * POST /uploadprofilepic as multipart/form-data with one file, picture. The
 * shared client sends no JSON headers on this path, so the browser writes the
 * Content-Type with its boundary.
 */
export async function uploadProfilePicture(
  picture: File,
  onProgress: (percent: number | null) => void,
): Promise<Account> {
  const form = new FormData();
  form.append('picture', picture);
  const { data } = await httpClient.post<Account>('/uploadprofilepic', form, {
    onUploadProgress: ({ loaded, total }) =>
      onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : null),
  });
  return data;
}
