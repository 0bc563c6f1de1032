import type { FastifyInstance } from 'fastify';

export declare const APPS: Record<string, { port: number; portEnv: string }>;
export declare function portOf(app: string): number;
export declare function cacheControlFor(filePath: string): string;
export declare function contentSecurityPolicy(runtime?: {
  remotes?: Record<string, string>;
  config?: { apiBaseUrl?: string };
}): string;
export declare function preloadLinks(
  runtime?: { remotes?: Record<string, string>; config?: { apiBaseUrl?: string } },
  pathname?: string,
  remoteForPath?: (pathname: string) => string,
): string;
/** What the host's server build gives the static server to draw pages with. */
export interface RenderHook {
  renderPage: (
    url: string,
    runtime: { remotes?: Record<string, unknown>; config?: { apiBaseUrl?: unknown } | null },
    visitor?: { session?: string; cart?: string },
    origin?: string,
  ) => Promise<{ html: string; personal: boolean; sessionRejected: boolean } | null>;
  remoteForPath: (pathname: string) => string;
  storeId: number;
}
export declare function renderHookIn(dir: string): RenderHook | null;
export declare function createStaticServer(options: {
  dir: string;
  logger?: boolean;
  render?: RenderHook | null;
}): Promise<FastifyInstance>;
export declare function serveApp(options: {
  app: string;
  dir: string;
  port?: number;
  logger?: boolean;
}): Promise<FastifyInstance>;
