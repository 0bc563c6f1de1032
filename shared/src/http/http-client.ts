import axios, { type InternalAxiosRequestConfig } from 'axios';
import { storage } from '../storage/storage-keys';

// Multipart uploads must let the browser write its own Content-Type (with the
// boundary), so these paths get neither JSON header (spec section 7).
const MULTIPART_PATHS = ['/uploaddocument', '/uploadprofilepic'];

export function isMultipartUpload(url: string | undefined): boolean {
  return MULTIPART_PATHS.some((path) => url?.includes(path));
}

export function applyRequestHeaders(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  const token = storage.get('token');
  if (token) config.headers.set('authKey', token);

  if (isMultipartUpload(config.url)) {
    config.headers.delete('Content-Type');
    config.headers.delete('Accept');
    return config;
  }

  config.headers.set('Accept', 'application/json');
  if (!config.headers.has('Content-Type')) config.headers.set('Content-Type', 'application/json');
  return config;
}

/** The one HTTP client of the product; the base URL is set at start from runtime config. */
export const httpClient = axios.create();
httpClient.interceptors.request.use(applyRequestHeaders);

export function configureHttpClient({ apiBaseUrl }: { apiBaseUrl: string }): void {
  httpClient.defaults.baseURL = apiBaseUrl;
}
