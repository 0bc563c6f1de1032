import { httpClient } from './http-client';

/** Profile pictures are served by the API; `avatar` is the path it gives, e.g. 'avatars/3f….webp'. */
export function profilePictureUrl(avatar: string): string {
  return `${httpClient.defaults.baseURL ?? ''}/${avatar}`;
}
