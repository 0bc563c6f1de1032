// Draws a whole page (shell and remote) for a URL, so the browser shows it
// before any script runs, then hydrates it.
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import {
  httpClient,
  PageData,
  STORE_ID,
  Visitor,
  type RemoteName,
  type ServerRemoteAppModule,
  type StoreDetails,
  type VisitorCookies,
} from '@storefront/shared';
import { StaticRouter } from '@storefront/shared/server';
import { AppTree } from '../app/app-tree';
import { AppRoutes } from '../app/router';
import { pageHeadHtml } from '../features/seo/page-head-html';

// A page asks for data, and the data may show parts that ask for more: a few
// rounds at most, then the page goes to the browser to finish.
const MAX_ROUNDS = 3;

export interface RenderPageOptions {
  /** The path and query of the page. */
  url: string;
  /**
   * The remote that draws the path, already provided to the remote loader
   * (createPageRenderer does it once per build).
   */
  remote: { name: RemoteName; module: ServerRemoteAppModule };
  /** Ends the API calls; a page that cannot be drawn in time is drawn by the browser. */
  signal: AbortSignal;
  /** The cookies that mirror this visitor's session and anonymous cart. */
  visitor?: VisitorCookies;
  /**
   * The site's public origin (PUBLIC_ORIGIN), for the page's own absolute URL:
   * its canonical link and structured data. Never the request's Host.
   */
  origin: string;
  /** The store's details as the renderer keeps them; asked of the API when not given. */
  store?: (signal: AbortSignal) => Promise<StoreDetails>;
}

export interface RenderedPage {
  html: string;
  pageData: PageData;
  /** Drawn from the visitor's cookies: theirs alone, never kept or sent to anyone else. */
  personal: boolean;
  /** The API refused the session's token: the answer clears its cookie. */
  sessionRejected: boolean;
  /** The page's meta description and structured data, for its <head>. */
  head: string;
}

/**
 * The page's HTML and the data it was drawn with, or null when the remote
 * draws this path in the browser only (pages that depend on the device).
 * Rejects when the API fails: the browser then draws the page and shows why.
 *
 * It changes nothing outside the drawing: the store, the visitor and the
 * answers travel in the page's PageData, so renders running at once never
 * mix. The API's URL and the remote's build are the deployment's, set by
 * createPageRenderer when they change, as they are the page's in the browser.
 */
export async function renderPage({
  url,
  remote,
  signal,
  visitor: cookies,
  origin,
  store: storeDetails = askStore,
}: RenderPageOptions): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  if (!remote.module.renderOnServer?.(pathname)) return null;
  const [store] = await Promise.all([storeDetails(signal), remote.module.preload?.(pathname)]);
  const visitor = new Visitor(cookies);
  const pageData = PageData.collecting(store, signal, visitor);
  const draw = () =>
    drawOnce(
      <AppTree pageData={pageData}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppTree>,
    );
  let html = draw();
  for (let round = 1; round < MAX_ROUNDS && (await pageData.settle()); round += 1) html = draw();
  // Joined, not resolved: a request path such as //evil.example/products
  // would otherwise name a host of its own.
  const pageUrl = `${origin}${pathname}${search}`;
  const own = remote.module.pageHead?.({
    pathname,
    url: pageUrl,
    answer: (key) => pageData.read(key)?.data,
  });
  return {
    html,
    pageData,
    personal: visitor.personal,
    sessionRejected: visitor.sessionRejected,
    head: pageHeadHtml({
      canonicalUrl: own?.canonicalPath ? `${origin}${own.canonicalPath}` : pageUrl,
      description: own?.description || store.description,
      structuredData: own?.structuredData,
    }),
  };
}

// renderToString leaves any part that failed, or was still loading, for the
// browser to draw, and marks it so. Its streaming siblings would instead send
// the page in pieces joined by inline scripts, which the pages' policy refuses.
/** The store's details, from the API. */
export async function askStore(signal: AbortSignal): Promise<StoreDetails> {
  const { data } = await httpClient.get<StoreDetails>(`/stores/${STORE_ID}`, { signal });
  return data;
}

const LEFT_TO_THE_BROWSER = '<!--$!';

/**
 * The page's HTML. A part left to the browser rejects: a page the server
 * half-drew is better drawn by the browser whole.
 */
function drawOnce(page: React.ReactNode): string {
  const html = renderToString(page);
  if (html.includes(LEFT_TO_THE_BROWSER)) throw new Error('A part of the page could not be drawn');
  return html;
}
