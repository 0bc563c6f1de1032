import type { ComponentType } from 'react';

/** The remotes the host knows by name; remotes.json maps each to its manifest URL. */
export const REMOTE_NAMES = ['storefront', 'verify', 'dashboard', 'operator'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** remotes.json: remote name → mf-manifest.json URL. */
export type RemoteManifestMap = Record<RemoteName, string>;

/**
 * What every remote exposes as './App': its whole routed area. The host mounts
 * it under the remote's route; the remote's standalone page mounts the same one.
 */
export interface RemoteAppModule {
  default: ComponentType;
  /**
   * Starts fetching the code of the page at `pathname` (a full path, such as
   * /dashboard/order-history), for a remote that loads its pages on demand.
   * The host calls it when a link to the page is hovered or the page opens.
   */
  preload?: (pathname: string) => unknown;
}

/**
 * What a remote's server build (`server/app.js`) exports: the same App, and
 * which paths the host's server may draw with it. Only pages that show the
 * same to everyone qualify: the server cannot see the customer's device.
 */
export interface ServerRemoteAppModule extends RemoteAppModule {
  renderOnServer?: (pathname: string) => boolean;
  /** What a drawn page tells search engines about itself, from the answers it was drawn with. */
  pageHead?: (page: DrawnPage) => PageHead | null;
}

/** A page the host's server has drawn, as a remote's pageHead reads it. */
export interface DrawnPage {
  pathname: string;
  /** The page's own absolute URL, as the visitor asked for it. */
  url: string;
  /** The API answer the page was drawn with under a useApi key, if any. */
  answer: (key: string) => unknown;
}

/** A drawn page's own description and structured data; the store's description stands in for a missing one. */
export interface PageHead {
  /**
   * The page's own path and query, when the URL asked for says it another way
   * (an older link to a product's variant): the canonical link names it.
   */
  canonicalPath?: string;
  description?: string;
  /** A schema.org object, sent as JSON-LD. */
  structuredData?: Record<string, unknown>;
}
