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

export interface DrawnParts {
  /** The app's markup, as React drew it. */
  body: string;
  /** The page's own <head> elements: its description and structured data. */
  head: string;
  /** The remote's stylesheets: <style> elements, or links. */
  stylesheets: string;
  /** The script element that carries the page's data to the browser. */
  pageDataScript: string;
}

/**
 * index.html with a drawn page in it: the markup in the mount point, followed
 * by its data; its head elements, stylesheets and picture preloads in the
 * head; and no script preloads. The page's own description replaces the
 * template's.
 */
export function pageHtml(template: string, parts: DrawnParts): string {
  const preloads = parts.body.match(LEADING_LINKS)?.[0] ?? '';
  const body = parts.body.slice(preloads.length);
  const ownDescription = parts.head.includes('<meta name="description"');
  // Replaced by functions: the page's text may hold "$&" and the like.
  return template
    .replace(SCRIPT_PRELOADS, '')
    .replace(TEMPLATE_DESCRIPTION, (tag) => (ownDescription ? '' : tag))
    .replace('</head>', () => `${parts.head}${parts.stylesheets}${preloads}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${parts.pageDataScript}`);
}
