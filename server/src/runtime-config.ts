import type { FastifyInstance } from 'fastify';
import { BUCKET_COOKIE } from './canary';

/** config.json, as read: a file the deployment writes, so any value is checked where used. */
export interface AppConfig {
  apiBaseUrl?: unknown;
  imagesBaseUrl?: unknown;
}

/**
 * A deployment's runtime config: the host's remotes.json (each remote's
 * manifest URL) and config.json (the API's URL). Both are files the deployment
 * writes, so a value may be missing or of any kind; each is checked where used.
 */
export interface RuntimeConfig {
  remotes?: Partial<Record<string, unknown>>;
  config?: AppConfig | null;
}

/** The runtime config as this server reads it: a missing or broken file is {}. */
export interface ReadRuntimeConfig {
  remotes: Record<string, unknown>;
  config: AppConfig;
}

/**
 * Reads remotes.json and config.json through the server itself, so a route that
 * overrides either (as the bench does) shapes the policy just like the file on
 * disk does. A missing or broken file leaves its origins out. `bucket` is the
 * browser's canary bucket: remotes.json is read as that browser gets it.
 */
export async function runtimeConfigOf(
  app: FastifyInstance,
  bucket?: number,
): Promise<ReadRuntimeConfig> {
  const cookie: Record<string, string> =
    bucket === undefined ? {} : { cookie: `${BUCKET_COOKIE}=${bucket}` };
  const read = async (url: string): Promise<Record<string, unknown>> => {
    const response = await app.inject({ method: 'GET', url, headers: cookie });
    if (response.statusCode !== 200) return {};
    try {
      return (JSON.parse(response.body) as Record<string, unknown> | null) ?? {};
    } catch {
      return {};
    }
  };
  const [remotes, config] = await Promise.all([read('/remotes.json'), read('/config.json')]);
  return { remotes, config };
}
