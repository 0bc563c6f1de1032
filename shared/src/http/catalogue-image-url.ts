import { httpClient } from './http-client';

// Where the deployment serves the catalogue's pictures (config.json's
// imagesBaseUrl): the host's page takes them from its own origin, so the first
// picture needs no second connection. Without it, from the API itself.
let imagesBaseUrl: string | undefined;

/** Points catalogueImageUrl at the deployment's pictures; undefined means the API's /images/. */
export function configureCatalogueImages(baseUrl: string | undefined): void {
  imagesBaseUrl = baseUrl;
}

/** Catalogue images ship with the API; `image` is the path the API gives, e.g. 'products/tea.svg'. */
export function catalogueImageUrl(image: string): string {
  return `${imagesBaseUrl ?? `${httpClient.defaults.baseURL ?? ''}/images`}/${image}`;
}
