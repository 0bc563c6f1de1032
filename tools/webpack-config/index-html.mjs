// Every app's index.html. A function rather than a template file: a template
// is compiled by a child compiler, which inherits the federation plugin and
// would build the modules the app provides by path a second time.
/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
/** @param {string} value */
const escape = (value) => String(value).replace(/[&"<>]/g, (char) => ESCAPES[char]);

/**
 * @param {object} page
 * @param {string} page.title        the fixed document title
 * @param {string[]} page.stylesheets the app's stylesheets, linked so a page drawn on the server is styled before any script runs
 * @param {string[]} page.scripts    run in order by start.js once the page has painted
 * @param {string} page.startFile
 */
export function indexHtml({ title, stylesheets, scripts, startFile }) {
  const styleLinks = stylesheets.map(
    (file) => `<link rel="stylesheet" href="/${escape(file)}" data-href="${escape(file)}">`,
  );
  const preloads = scripts.map(
    (src) => `<link rel="preload" as="script" href="${escape(src)}" fetchpriority="low">`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="description" content="Shop the store online: browse, verify once, and get it delivered or pick it up.">',
    '<link rel="icon" href="data:,">',
    `<title>${escape(title)}</title>`,
    ...styleLinks,
    ...preloads,
    `<script defer src="${escape(startFile)}" data-scripts="${escape(scripts.join(' '))}"></script>`,
    '</head>',
    '<body><div id="root"></div></body>',
    '</html>',
    '',
  ].join('\n');
}
