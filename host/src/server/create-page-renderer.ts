import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  configureHttpClient,
  pageDataScript,
  type RemoteName,
  type ServerRemoteAppModule,
  type VisitorCookies,
} from '@storefront/shared';
import { remoteForPath } from '../app/routes';
import { provide as provideRemote } from '../features/remotes/api/remote-loader';
import { pageHtml, stylesheetLinks } from './page-html';
import { recentPages } from './recent-pages';
import { remoteFiles } from './remote-files';
import { renderPage } from './render-page';
import { evaluateServerBuild } from './server-build';
import { sharedModules } from './shared-modules';

// The API answers in milliseconds; past this, the browser draws the page
// instead, so a slow API never holds the page back.
export const RENDER_TIMEOUT_MS = 800;
// A remote's server build is fetched and compiled once per deploy, which on a
// busy machine may take longer than drawing a page does.
const REMOTE_FILES_TIMEOUT_MS = 5000;

/** The host's runtime config, as the browser reads it: remotes.json and config.json. */
export interface RuntimeConfig {
  remotes?: Partial<Record<string, unknown>>;
  config?: { apiBaseUrl?: unknown } | null;
}

export interface DrawnPage {
  html: string;
  /** Drawn from the visitor's cookies: the answer must not be kept by any cache. */
  personal: boolean;
  /** The API refused the session's token: the answer clears its cookie. */
  sessionRejected: boolean;
}

type DrawPage = (
  url: string,
  runtime: RuntimeConfig,
  visitor: VisitorCookies,
  origin: string,
) => Promise<DrawnPage | null>;

export type PageRenderer = DrawPage & {
  /** Drops every kept page: the site's server calls it on the API's catalogue news. */
  forgetPages(): void;
};

export interface PageRendererOptions {
  /** The host's dist folder: its index.html is the page drawn pages go into. */
  dir: string;
  /** Problems that send a page to the browser to draw; the console by default. */
  warn?: (message: string) => void;
}

/**
 * Draws the host's pages on the server, for the static server to send. Answers
 * the whole page, or null when the browser draws it: a path the remote keeps
 * to the browser, a remote without a server build, or a remote or API that
 * fails or is slow (warned). `visitor` holds the request's session and cart
 * cookies; `origin` is the site's public origin (PUBLIC_ORIGIN), never the
 * request's Host.
 *
 * Each remote's server build and stylesheets are fetched beside its manifest
 * and revalidated about every second, so a deploy reaches drawn pages as it
 * reaches browsers. A page that did not read the visitor is kept for a few
 * seconds and sent to everyone who asks for it, until `forgetPages()`.
 */
export function createPageRenderer({
  dir,
  warn = (message) => console.warn(message),
}: PageRendererOptions): PageRenderer {
  const serverBuilds = remoteFiles((code, url) => evaluateServerBuild(code, url, sharedModules));
  const stylesheets = remoteFiles(stylesheetLinks);
  const drawn = recentPages();
  // What the remote loader and the HTTP client were last given: they are the
  // deployment's (its config.json, each remote's build), so they change when a
  // deploy does, never for one request.
  const provided = new Map<RemoteName, ServerRemoteAppModule>();
  let apiBaseUrl: string | undefined;

  function followDeployment(api: string, name: RemoteName, module: ServerRemoteAppModule) {
    if (api !== apiBaseUrl) configureHttpClient({ apiBaseUrl: (apiBaseUrl = api) });
    if (provided.get(name) !== module) {
      provideRemote(name, module);
      provided.set(name, module);
    }
  }

  const drawPage: DrawPage = async (url, { remotes, config }, visitor, origin) => {
    const name = remoteForPath(url.split('?')[0]!);
    const manifestUrl = remotes?.[name];
    const api = config?.apiBaseUrl;
    if (typeof manifestUrl !== 'string' || typeof api !== 'string') return null;
    try {
      const filesSignal = AbortSignal.timeout(REMOTE_FILES_TIMEOUT_MS);
      const [module, links] = await Promise.all([
        serverBuilds(new URL('server/app.js', manifestUrl).href, filesSignal),
        stylesheets(manifestUrl, filesSignal),
      ]);
      // A remote without a server build draws all its pages in the browser.
      if (!module) return null;
      // The page data says whether the page came with a session (the browser
      // mirrors its token when not), so pages are kept apart by that alone.
      // The origin too: the page's canonical link and structured data give its own absolute URL.
      const key = `${api} ${manifestUrl} ${origin} ${url} ${visitor.session ? 'session' : ''}`;
      const recent = drawn.get(key, module);
      if (recent) return { html: recent, personal: false, sessionRejected: false };
      followDeployment(api, name, module);
      const generation = drawn.generation;
      const page = await renderPage({
        url,
        remote: { name, module },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        visitor,
        origin,
      });
      if (!page) return null;
      // Read per drawing, not per request: a page kept above has it already.
      const template = await readFile(path.resolve(dir, 'index.html'), 'utf8');
      const html = pageHtml(template, {
        body: page.html,
        head: page.head,
        stylesheets: links ?? '',
        pageDataScript: pageDataScript(page.pageData),
      });
      if (!page.personal) drawn.set(key, module, html, generation);
      return { html, personal: page.personal, sessionRejected: page.sessionRejected };
    } catch (error) {
      warn(`${url} is drawn in the browser: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  };
  return Object.assign(drawPage, { forgetPages: () => drawn.clear() });
}
