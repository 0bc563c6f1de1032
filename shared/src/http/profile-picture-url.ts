import { httpClient } from './http-client';

/** A file the API serves by a path it gave, e.g. 'problem-photos/3f….jpg': its URL for an <img>. */
export function apiFileUrl(path: string): string {
  return `${httpClient.defaults.baseURL ?? ''}/${path}`;
}

/** Profile pictures are served by the API; `avatar` is the path it gives, e.g. 'avatars/3f….webp'. */
export const profilePictureUrl = apiFileUrl;
