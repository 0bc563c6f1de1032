import type { FastifyInstance, FastifyRequest } from 'fastify';

export declare function siteOrigin(request: FastifyRequest): string | null;
export declare function robotsTxt(origin: string): string;
export declare function sitemapXml(urls: string[]): string;
export declare function sitePaths(options: {
  apiBaseUrl: string;
  storeId: number;
  signal?: AbortSignal;
}): Promise<string[]>;
export declare function registerSiteIndex(
  app: FastifyInstance,
  options: { storeId: number; apiBaseUrlOf: (request: FastifyRequest) => Promise<unknown> },
): void;
