import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  configureCatalogueImages,
  configureHttpClient,
  keptCartOf,
  pageDataScript,
  type StoreDetails,
  type RemoteName,
  type ServerRemoteAppModule,
  type VisitorCookies,
} from '@storefront/shared';
import { remoteForPath } from '../app/routes';
import { provide as provideRemote } from '../features/remotes/api/remote-loader';
import {
  linkElement,
  pageStyle,
  remoteStylesheets,
  templateStylesheets,
  withTemplateStyles,
  type PageStyle,
} from './inline-styles';
import { pageHtml } from './page-html';
import { recentPages } from './recent-pages';
import { remoteFiles } from './remote-files';
import { askStore, renderPage } from './render-page';
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
  config?: { apiBaseUrl?: unknown; imagesBaseUrl?: unknown } | null;
}

export interface DrawnPage {
  html: string;
  /** The style-src sources (SHA-256 hashes) of the <style> elements the page carries. */
  styleSources: string[];
  /**
   * For a kept page past its few seconds: draws it again, for the next
   * visitor. The server calls it once the answer has gone, so the drawing
   * never holds up the page it follows.
   */
  drawAgain?: () => void;
  /** Drawn from the visitor's cookies: the answer must not be kept by any cache. */
  personal: boolean;
  /** The API refused the session's token: the answer clears its cookie. */
  sessionRejected: boolean;
}

/** A drawn page as it is kept. */
interface KeptHtml {
  html: string;
  styleSources: string[];
}

/** The key a page drawn from an anonymous cart alone is kept by, or null (keptCartOf). */
function cartKeyOf(key: string, visitor: VisitorCookies): string | null {
  const cart = keptCartOf(visitor);
  return cart === null ? null : `${key} ${cart}`;
}

/** What a page is drawn from. */
interface Drawing {
  url: string;
  name: RemoteName;
  module: ServerRemoteAppModule;
  manifestUrl: string;
  visitor: VisitorCookies;
  origin: string;
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
  /** The site's server says whether it hears the news now (recent-pages.ts). */
  followingNews(live: boolean): void;
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
 * and revalidated behind the pages about every second (remote-files.ts), so a
 * deploy reaches drawn pages as it reaches browsers; the page carries the
 * stylesheets' text (inline-styles.ts).
 * A page that did not read the visitor is kept and sent to everyone who asks
 * for it, for a few seconds or, while the news is followed, until
 * `forgetPages()`, drawn again in the background once it is a few seconds old;
 * one drawn from an anonymous cart alone is kept so for each visitor with
 * the same lines, and sent to them as their own.
 */
export function createPageRenderer({
  dir,
  warn = (message) => console.warn(message),
}: PageRendererOptions): PageRenderer {
  const serverBuilds = remoteFiles((code, url) => evaluateServerBuild(code, url, sharedModules));
  const manifests = remoteFiles(remoteStylesheets);
  const remoteCss = remoteFiles((text) => text);
  const drawn = recentPages<KeptHtml>();
  // A page drawn from an anonymous cart's cookie alone, kept for the visitors
  // who hold the same lines (keptCartOf) and sent to them as theirs, never to
  // a cache. Kept apart, so that many carts never push out the pages everyone is sent.
  const cartPages = recentPages<KeptHtml>();
  // Every page shows the store (its name, hours, fees): asked once and kept as
  // pages are, so drawing a visitor's own page (their cart) waits on their answers only.
  const stores = recentPages<StoreDetails>();
  let askingStore: Promise<unknown> | null = null;
  /** Keys being drawn again behind a page sent as it was kept. */
  const redrawing = new Set<string>();
  // The host's own stylesheets, by file: a file's name changes with its content.
  const ownStyles = new Map<string, PageStyle>();
  // What the remote loader and the HTTP client were last given: they are the
  // deployment's (its config.json, each remote's build), so they change when a
  // deploy does, never for one request.
  const provided = new Map<RemoteName, ServerRemoteAppModule>();
  let apiBaseUrl: string | undefined;
  let imagesBaseUrl: string | undefined;

  async function remoteStyles(manifestUrl: string, signal: AbortSignal) {
    const sheets = (await manifests(manifestUrl, signal)) ?? [];
    // A stylesheet that cannot be fetched is linked, as a page the browser draws has it.
    return Promise.all(
      sheets.map((sheet) =>
        remoteCss(sheet.url, signal).then(
          (css) => pageStyle(sheet, css),
          () => linkElement(sheet),
        ),
      ),
    );
  }

  /** index.html, its own stylesheets in the page. */
  async function template() {
    const html = await readFile(path.resolve(dir, 'index.html'), 'utf8');
    for (const file of templateStylesheets(html)) {
      if (ownStyles.has(file)) continue;
      const css = await readFile(path.resolve(dir, file), 'utf8').catch(() => null);
      ownStyles.set(file, pageStyle({ file, url: `/${file}` }, css));
    }
    const sources = templateStylesheets(html).map((file) => ownStyles.get(file)!.source);
    return { html: withTemplateStyles(html, ownStyles), sources };
  }

  function followDeployment(
    api: string,
    images: string | undefined,
    name: RemoteName,
    module: ServerRemoteAppModule,
  ) {
    if (api !== apiBaseUrl) configureHttpClient({ apiBaseUrl: (apiBaseUrl = api) });
    if (images !== imagesBaseUrl) configureCatalogueImages((imagesBaseUrl = images));
    if (provided.get(name) !== module) {
      provideRemote(name, module);
      provided.set(name, module);
    }
  }

  /** Asks the API for the store's details, and keeps them. */
  async function askAndKeepStore(api: string, signal: AbortSignal): Promise<StoreDetails> {
    const generation = stores.generation;
    const store = await askStore(signal);
    stores.set(api, api, store, generation);
    return store;
  }

  /**
   * The store's details for the deployment's API, kept as a page is. Past
   * their few seconds (the news heard since), a drawing the visitor waits for
   * takes them as kept and has them asked again behind it; a drawing behind
   * the answers asks at once.
   */
  async function storeDetails(signal: AbortSignal, visitorWaits: boolean): Promise<StoreDetails> {
    const api = apiBaseUrl!;
    const kept = stores.get(api, api);
    if (kept && (!kept.stale || visitorWaits)) {
      if (kept.stale)
        askingStore ??= askAndKeepStore(api, AbortSignal.timeout(RENDER_TIMEOUT_MS))
          .catch((error: unknown) =>
            warn(
              `The store was not asked again: ${error instanceof Error ? error.message : error}`,
            ),
          )
          .finally(() => {
            askingStore = null;
          });
      return kept.page;
    }
    return askAndKeepStore(api, signal);
  }

  /**
   * Draws the page, keeping it when it did not read the visitor or read only
   * an anonymous cart; null when the browser draws it. `behind`: no visitor
   * waits for it (a kept page drawn again).
   */
  async function draw(
    key: string,
    { url, name, module, manifestUrl, visitor, origin }: Drawing,
    behind = false,
  ): Promise<DrawnPage | null> {
    const generation = drawn.generation;
    const cartGeneration = cartPages.generation;
    const [page, styles, own] = await Promise.all([
      renderPage({
        url,
        remote: { name, module },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        visitor,
        origin,
        store: (signal) => storeDetails(signal, !behind),
      }),
      remoteStyles(manifestUrl, AbortSignal.timeout(REMOTE_FILES_TIMEOUT_MS)),
      // Read per drawing, not per request: a page kept above has it already.
      template(),
    ]);
    if (!page) return null;
    const html = pageHtml(own.html, {
      body: page.html,
      head: page.head,
      stylesheets: styles.map((style) => style.element).join(''),
      pageDataScript: pageDataScript(page.pageData),
    });
    const styleSources = [...own.sources, ...styles.map((style) => style.source)].filter(
      (source): source is string => source !== null,
    );
    const cartKey = cartKeyOf(key, visitor);
    if (!page.personal) drawn.set(key, module, { html, styleSources }, generation);
    else if (cartKey !== null)
      cartPages.set(cartKey, module, { html, styleSources }, cartGeneration);
    return { html, styleSources, personal: page.personal, sessionRejected: page.sessionRejected };
  }

  /** Draws a kept page again, once at a time for the key it is kept by. */
  function redraw(key: string, drawing: Drawing, keptAs: string) {
    if (redrawing.has(keptAs)) return;
    redrawing.add(keptAs);
    draw(key, drawing, true)
      .catch((error: unknown) =>
        warn(
          `${drawing.url} was not drawn again: ${error instanceof Error ? error.message : error}`,
        ),
      )
      .finally(() => redrawing.delete(keptAs));
  }

  const drawPage: DrawPage = async (url, { remotes, config }, visitor, origin) => {
    const name = remoteForPath(url.split('?')[0]!);
    const manifestUrl = remotes?.[name];
    const api = config?.apiBaseUrl;
    if (typeof manifestUrl !== 'string' || typeof api !== 'string') return null;
    const images = typeof config?.imagesBaseUrl === 'string' ? config.imagesBaseUrl : undefined;
    try {
      const module = await serverBuilds(
        new URL('server/app.js', manifestUrl).href,
        AbortSignal.timeout(REMOTE_FILES_TIMEOUT_MS),
      );
      // A remote without a server build draws all its pages in the browser.
      if (!module) return null;
      // The page data says whether the page came with a session (the browser
      // mirrors its token when not), so pages are kept apart by that alone.
      // The origin too: the page's canonical link and structured data give its own absolute URL.
      // A page that read the cart cookie is kept by its lines (cartPages), and
      // one drawn without the cookie must not be sent for it.
      const cookies = `${visitor.session ? 'session' : ''} ${visitor.cart ? 'cart' : ''}`;
      const key = `${api} ${images} ${manifestUrl} ${origin} ${url} ${cookies}`;
      followDeployment(api, images, name, module);
      const drawing = { url, name, module, manifestUrl, visitor, origin };
      const cartKey = cartKeyOf(key, visitor);
      const everyones = drawn.get(key, module);
      const own = everyones || cartKey === null ? undefined : cartPages.get(cartKey, module);
      const kept = everyones ?? own;
      const keptAs = own ? cartKey : key;
      if (kept)
        return {
          ...kept.page,
          personal: own !== undefined,
          sessionRejected: false,
          ...(kept.stale && keptAs ? { drawAgain: () => redraw(key, drawing, keptAs) } : {}),
        };
      return await draw(key, drawing);
    } catch (error) {
      warn(`${url} is drawn in the browser: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  };
  return Object.assign(drawPage, {
    forgetPages: () => {
      drawn.clear();
      cartPages.clear();
      stores.clear();
    },
    followingNews: (live: boolean) => {
      drawn.followingNews(live);
      cartPages.followingNews(live);
      stores.followingNews(live);
    },
  });
}
