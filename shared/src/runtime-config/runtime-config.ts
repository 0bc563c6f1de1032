import { configureCatalogueImages } from '../http/catalogue-image-url';
import { configureHttpClient, requestHeaders } from '../http/http-client';

/** Settings read when the page starts, so one build runs in every environment. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Where the catalogue's pictures are served; the API's /images/ when absent. */
  imagesBaseUrl?: string;
}

const FALLBACK_API_PORT = 3000;

function fallbackConfig(): RuntimeConfig {
  return { apiBaseUrl: `${location.protocol}//${location.hostname}:${FALLBACK_API_PORT}/api` };
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return typeof (value as RuntimeConfig | null)?.apiBaseUrl === 'string';
}

/**
 * Fetches config.json from the page's own origin and points the HTTP client at
 * the API it names. A missing or broken file falls back to the API on port 3000
 * of the same host, and the reason goes to the console (docs/session.md).
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let config = fallbackConfig();
  try {
    const response = await fetch(url, { cache: 'no-store', headers: requestHeaders(url) });
    const body: unknown = response.ok ? await response.json() : null;
    if (isRuntimeConfig(body)) config = body;
    else
      console.error(`Runtime config at ${url} is missing or invalid; using ${config.apiBaseUrl}`);
  } catch (error) {
    console.error(`Runtime config at ${url} could not be read`, error);
  }
  configureHttpClient(config);
  configureCatalogueImages(config.imagesBaseUrl);
  return config;
}

let pending: Promise<RuntimeConfig> | undefined;

/** Loads the runtime config once per page; every later caller waits for the same load. */
export function ensureRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= loadRuntimeConfig();
  return pending;
}
