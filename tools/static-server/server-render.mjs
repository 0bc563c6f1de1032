import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

// The API answers in milliseconds; past this, the browser draws the page
// instead, so a slow API never holds the page back.
const RENDER_TIMEOUT_MS = 800;
// A remote's server build is fetched and compiled once per deploy, which on a
// busy machine may take longer than drawing a page does.
const REMOTE_FILES_TIMEOUT_MS = 5000;

/**
 * Runs a remote's server build, a CommonJS file, handing it the host's shared
 * packages by name, as the federation runtime hands them to its browser build.
 */
function evaluateServerBuild(code, filename, sharedModules) {
  const module = { exports: {} };
  const require = (name) => {
    if (!Object.hasOwn(sharedModules, name))
      throw new Error(`${filename} requires ${name}, which the host does not share`);
    return sharedModules[name];
  };
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, {
    filename,
  });
  wrapper(module, module.exports, require);
  return module.exports;
}

// A drawn page is kept as long as the API keeps the catalog answers it was
// drawn from (api/src: 5 s), so a busy page is drawn once, not per visitor.
// A page drawn from the visitor's cookies (the cart) is never kept.
const PAGE_TTL_MS = 5000;
const MAX_PAGES = 200;

/** Pages drawn in the last few seconds, by URL, each valid for the remote build it was drawn with. */
function recentPages() {
  const pages = new Map();
  return {
    get(key, module) {
      const page = pages.get(key);
      return page && page.module === module && performance.now() - page.at < PAGE_TTL_MS
        ? page.html
        : undefined;
    },
    set(key, module, html) {
      pages.delete(key);
      pages.set(key, { module, html, at: performance.now() });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value);
    },
  };
}

// How long a remote's files are used before the server asks whether they
// changed: a remote's team deploys by replacing its folder, and pages drawn a
// second later use the new build, as the browsers that load them do.
const REVALIDATE_AFTER_MS = 1000;

/**
 * A file next to a remote's manifest, fetched again only when it changed (its
 * ETag); null when the remote has no such file (a remote without a server build).
 */
function remoteFiles(parse) {
  const cache = new Map();
  return async (url, signal) => {
    const cached = cache.get(url);
    if (cached && performance.now() - cached.checkedAt < REVALIDATE_AFTER_MS) return cached.value;
    const response = await fetch(url, {
      signal,
      // Cache-Control of our own: fetch() would add no-cache to a conditional
      // request, and the server would then answer in full rather than 304.
      headers: cached?.etag ? { 'If-None-Match': cached.etag, 'Cache-Control': 'max-age=0' } : {},
    });
    if (response.status === 304 && cached) {
      cached.checkedAt = performance.now();
      return cached.value;
    }
    if (response.status !== 404 && !response.ok)
      throw new Error(`${url} answered ${response.status}`);
    const value = response.status === 404 ? null : parse(await response.text(), url);
    cache.set(url, { etag: response.headers.get('etag'), value, checkedAt: performance.now() });
    return value;
  };
}

const ATTRIBUTE_ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (value) => String(value).replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);

/** The remote's stylesheets for its ./App, from its manifest, as link elements. */
function stylesheetLinks(manifestText, manifestUrl) {
  const manifest = JSON.parse(manifestText);
  const app = manifest.exposes?.find((expose) => expose.name === 'App');
  return (app?.assets?.css?.sync ?? [])
    .map((file) => {
      const href = new URL(file, manifestUrl).href;
      // data-href: the remote's own chunk loader sees the sheet is there already.
      return `<link rel="stylesheet" href="${attribute(href)}" data-href="${attribute(file)}">`;
    })
    .join('');
}

// index.html's mount point, as html-webpack-plugin writes it (minified or not).
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

// React writes preloads for the page's first pictures ahead of the markup; they belong in the head.
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

// index.html preloads its scripts for a page the browser draws. A drawn page
// starts them only once it has painted (start.js), and fetching and compiling
// them sooner takes the CPU from that first paint: pnpm bench measured home's
// LCP later with them (docs/performance.md).
const SCRIPT_PRELOADS = /<link rel="?preload"? as="?script"?[^>]*>/g;

// index.html's description, written for any page; a drawn page brings its own.
const TEMPLATE_DESCRIPTION = /<meta name="?description"?[^>]*>/;

/** The host's server build (`server/render.js`) in an app's dist, or null when it has none. */
export function hostServerBuild(dir) {
  const renderFile = path.resolve(dir, 'server', 'render.js');
  return existsSync(renderFile) ? createRequire(renderFile)(renderFile) : null;
}

/**
 * Draws the app's pages on the server, when its dist holds a server build
 * (`server/render.js`: the host's). Answers `{ html, personal, sessionRejected }`
 * (see the host's RenderedPage), or null when the page is drawn in the browser:
 * a path the remote keeps to the browser, a remote or API that fails or is
 * slow (logged), or no server build at all. `visitor` holds the request's
 * session and cart cookies; `origin` is the site's as the visitor reached it.
 * A drawn page's <head> carries its own meta description and structured data.
 */
export function createServerRenderer({ dir }) {
  const host = hostServerBuild(dir);
  if (!host) return null;
  const serverBuild = remoteFiles((code, url) =>
    evaluateServerBuild(code, url, host.sharedModules),
  );
  const stylesheets = remoteFiles(stylesheetLinks);
  const drawn = recentPages();

  return async function renderPage(url, { remotes, config }, visitor = {}, origin) {
    const pathname = url.split('?')[0];
    const name = host.remoteForPath(pathname);
    const manifestUrl = remotes?.[name];
    if (typeof manifestUrl !== 'string' || typeof config?.apiBaseUrl !== 'string') return null;
    try {
      const filesSignal = AbortSignal.timeout(REMOTE_FILES_TIMEOUT_MS);
      const [module, links] = await Promise.all([
        serverBuild(new URL('server/app.js', manifestUrl).href, filesSignal),
        stylesheets(manifestUrl, filesSignal),
      ]);
      // A remote without a server build draws all its pages in the browser.
      if (!module) return null;
      // The page data says whether the page came with a session (the browser
      // mirrors its token when not), so pages are kept apart by that alone.
      // The origin too: the page's structured data gives its own absolute URL.
      const key = `${config.apiBaseUrl} ${manifestUrl} ${origin} ${url} ${visitor.session ? 'session' : ''}`;
      const recent = drawn.get(key, module);
      if (recent) return { html: recent, personal: false, sessionRejected: false };
      const page = await host.renderPage({
        url,
        apiBaseUrl: config.apiBaseUrl,
        remote: { name, module },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        visitor,
        origin,
      });
      if (!page) return null;
      // Read per drawing, not per request: a page kept above has it already.
      const template = await readFile(path.resolve(dir, 'index.html'), 'utf8');
      const preloads = page.html.match(LEADING_LINKS)?.[0] ?? '';
      const body = page.html.slice(preloads.length);
      // Replaced by functions: the page's text may hold "$&" and the like.
      const ownDescription = page.head.includes('<meta name="description"');
      const html = template
        .replace(SCRIPT_PRELOADS, '')
        .replace(TEMPLATE_DESCRIPTION, (tag) => (ownDescription ? '' : tag))
        .replace('</head>', () => `${page.head}${links}${preloads}</head>`)
        .replace(
          EMPTY_ROOT,
          () => `<div id="root">${body}</div>${host.pageDataScript(page.pageData)}`,
        );
      if (!page.personal) drawn.set(key, module, html);
      return { html, personal: page.personal, sessionRejected: page.sessionRejected };
    } catch (error) {
      console.warn(
        `${url} is drawn in the browser: ${error instanceof Error ? error.message : error}`,
      );
      return null;
    }
  };
}
