import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { storage } from '../storage/storage-keys';

// Multipart uploads must let the browser write its own Content-Type (with the
// boundary), so these paths get neither JSON header (docs/http-client.md).
const MULTIPART_PATHS = ['/uploaddocument', '/uploadprofilepic'];

export function isMultipartUpload(url: string | undefined): boolean {
  return MULTIPART_PATHS.some((path) => url?.includes(path));
}

function isFormData(data: unknown): boolean {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

/** What the rules read and write of a request's headers: axios's AxiosHeaders and fetch's Headers both are. */
interface HeaderSet {
  has(name: string): boolean;
  set(name: string, value: string): unknown;
  delete(name: string): unknown;
}

/** docs/http-client.md's headers, on a request of the HTTP client or of a fetch() of the page's own. */
function applyHeaderRules(headers: HeaderSet, url: string | undefined, body: unknown): void {
  // A token given with the request wins: the host's server draws a page with
  // the visitor's own token, and has no device storage to read one from.
  const token = storage.get('token');
  if (token && !headers.has('authKey')) headers.set('authKey', token);

  if (isMultipartUpload(url)) {
    headers.delete('Content-Type');
    headers.delete('Accept');
    return;
  }

  headers.set('Accept', 'application/json');
  // Any other FormData body is multipart too: with a JSON Content-Type axios
  // would turn it into JSON, so the browser is left to write the header.
  if (isFormData(body)) return;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
}

export function applyRequestHeaders(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  applyHeaderRules(config.headers, config.url, config.data);
  return config;
}

/**
 * The headers of a request the page sends with fetch() rather than the HTTP
 * client (the session's mirror on the host's server, the remote-load figures):
 * the same rules. A request without a body gets no Content-Type, as axios
 * sends none for one either.
 */
export function requestHeaders(
  url: string,
  { headers, body }: Pick<RequestInit, 'headers' | 'body'> = {},
): Headers {
  const result = new Headers(headers);
  const typed = result.has('Content-Type');
  applyHeaderRules(result, url, body);
  if (body == null && !typed) result.delete('Content-Type');
  return result;
}

/** axios's own test, without loading axios: its errors carry isAxiosError. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** What every request takes: the API's base URL, set at start, and (in tests) the adapter. */
export interface HttpClientDefaults {
  baseURL?: string;
  adapter?: AxiosAdapter;
}

/**
 * Whether the API refused the session a request carried: a 401 UNAUTHORIZED
 * to a request with a token. A wrong password at sign-in is a 401 too, but
 * INVALID_CREDENTIALS, and carries no token.
 */
export function isSessionRefused(error: unknown): boolean {
  if (!isAxiosError<{ error?: { code?: string } }>(error)) return false;
  return (
    error.response?.status === 401 &&
    error.response.data?.error?.code === 'UNAUTHORIZED' &&
    Boolean(error.config?.headers?.get?.('authKey'))
  );
}

// What the session does when the API refuses it (startSession sets endSession);
// nothing on the host's server, which draws pages and has no device to forget.
let onSessionRefused: () => void = () => {};

export function whenSessionRefused(handler: () => void): void {
  onSessionRefused = handler;
}

// axios arrives with the first request rather than with the page: a page the
// server drew asks the API for nothing until the customer acts, so it need not
// carry axios's weight (docs/performance.md).
let instance: Promise<AxiosInstance> | undefined;

function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => {
      const created = axios.create();
      created.interceptors.request.use(applyRequestHeaders);
      created.interceptors.response.use(undefined, (error: unknown) => {
        if (isSessionRefused(error)) onSessionRefused();
        return Promise.reject(error);
      });
      return created;
    },
    (error: unknown) => {
      instance = undefined;
      throw error;
    },
  );
  return instance;
}

const defaults: HttpClientDefaults = {};

function send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  return axiosInstance().then((client) =>
    client.request<T>({
      ...config,
      baseURL: defaults.baseURL,
      ...(defaults.adapter ? { adapter: defaults.adapter } : {}),
    }),
  );
}

/** The product's one HTTP client: axios's request methods, with docs/http-client.md's headers. */
export const httpClient = {
  defaults,
  get: <T = unknown>(url: string, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'get', url }),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'delete', url }),
  post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'post', url, data }),
  put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'put', url, data }),
  patch: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    send<T>({ ...config, method: 'patch', url, data }),
};

export function configureHttpClient({ apiBaseUrl }: { apiBaseUrl: string }): void {
  defaults.baseURL = apiBaseUrl;
}
