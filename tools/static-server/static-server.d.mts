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
export declare function createStaticServer(options: {
  dir: string;
  logger?: boolean;
}): Promise<FastifyInstance>;
export declare function serveApp(options: {
  app: string;
  dir: string;
  port?: number;
  logger?: boolean;
}): Promise<FastifyInstance>;
