import { httpClient } from './http-client';

/** Catalogue images ship with the API; `image` is the path the API gives, e.g. 'products/tea.svg'. */
export function catalogueImageUrl(image: string): string {
  return `${httpClient.defaults.baseURL ?? ''}/images/${image}`;
}
