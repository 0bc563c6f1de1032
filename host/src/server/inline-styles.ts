// A drawn page carries its stylesheets in <style> elements, so its first paint
// waits on no request, and on no second origin's connection (a remote's
// stylesheet is served from the remote's origin). Each element carries
// data-href, the file's name, so the app's CSS chunk loader (mini-css-extract)
// sees the sheet is there already; a disabled link to the file (which the
// browser never fetches) tells the federation runtime the same, as it looks
// for links to the expose's stylesheets by href. The page's
// Content-Security-Policy allows exactly these elements, by their SHA-256.
import { createHash } from 'node:crypto';
import type { Manifest } from '@module-federation/sdk';
import { escapeAttribute } from '../features/seo/page-head-html';

/** A stylesheet of the page: its file name (data-href) and where it is served. */
export interface Stylesheet {
  file: string;
  url: string;
}

/** A stylesheet as the page carries it, and the style-src source that allows it (null for a link). */
export interface PageStyle {
  element: string;
  source: string | null;
}

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;
// Addresses in a stylesheet are read from the stylesheet's own URL; in the page they would not be.
const NEEDS_OWN_ADDRESS = /url\(|@import/i;

/** The remote's stylesheets for its ./App, from its manifest. */
export function remoteStylesheets(manifestText: string, manifestUrl: string): Stylesheet[] {
  const manifest = JSON.parse(manifestText) as Partial<Manifest>;
  const app = manifest.exposes?.find((expose) => expose.name === 'App');
  return (app?.assets?.css?.sync ?? []).map((file) => ({
    file,
    url: new URL(file, manifestUrl).href,
  }));
}

export const linkElement = ({ file, url }: Stylesheet): PageStyle => ({
  element: `<link rel="stylesheet" href="${escapeAttribute(url)}" data-href="${escapeAttribute(file)}">`,
  source: null,
});

/**
 * A stylesheet's text as a <style> element, or its link when the text is
 * unknown (null) or names addresses of its own (url(), @import).
 */
export function pageStyle(sheet: Stylesheet, css: string | null): PageStyle {
  if (css === null || NEEDS_OWN_ADDRESS.test(css)) return linkElement(sheet);
  // The source map's address is the file's own; and no text may end the element early.
  const text = css.replace(SOURCE_MAP_COMMENT, '').replace(/<\/style/gi, '<\\/style');
  return {
    element:
      `<style data-href="${escapeAttribute(sheet.file)}">${text}</style>` +
      `<link rel="stylesheet" href="${escapeAttribute(sheet.url)}" disabled>`,
    source: `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  };
}

// index.html's own stylesheets, as html-webpack-plugin writes them (minified or not).
const TEMPLATE_STYLESHEET = /<link rel="?stylesheet"? href="?\/([^"\s>]+\.css)"?[^>]*>/g;

/** The host's own stylesheets that index.html links, by file name. */
export const templateStylesheets = (template: string): string[] =>
  [...template.matchAll(TEMPLATE_STYLESHEET)].map((match) => match[1]!);

/** index.html with each of its own stylesheets' links replaced by the page style given for its file. */
export const withTemplateStyles = (template: string, styles: Map<string, PageStyle>): string =>
  template.replace(TEMPLATE_STYLESHEET, (link, file: string) => styles.get(file)?.element ?? link);
