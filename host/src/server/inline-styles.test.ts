import { createHash } from 'node:crypto';
import {
  pageStyle,
  remoteStylesheets,
  templateStylesheets,
  withTemplateStyles,
} from './inline-styles';

const MANIFEST_URL = 'https://cdn.example/storefront/mf-manifest.json';
const SHEET = { file: 'app.1a2b3c4d.css', url: 'https://cdn.example/storefront/app.1a2b3c4d.css' };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('remoteStylesheets', () => {
  it('lists the stylesheets of the remote’s ./App, beside its manifest', () => {
    const manifest = JSON.stringify({
      exposes: [
        { name: 'App', assets: { css: { sync: ['app.1a2b3c4d.css'], async: [] } } },
        { name: 'cart', assets: { css: { sync: ['cart.css'], async: [] } } },
      ],
    });
    expect(remoteStylesheets(manifest, MANIFEST_URL)).toEqual([SHEET]);
  });

  it('lists nothing for a manifest without ./App', () => {
    expect(remoteStylesheets('{}', MANIFEST_URL)).toEqual([]);
  });
});

describe('pageStyle', () => {
  it('carries the text in a <style> named by its file, allowed by its hash', () => {
    const css = '.a{color:red}\n/*# sourceMappingURL=app.1a2b3c4d.css.map*/';
    expect(pageStyle(SHEET, css)).toEqual({
      element:
        '<style data-href="app.1a2b3c4d.css">.a{color:red}\n</style>' +
        '<link rel="stylesheet" href="https://cdn.example/storefront/app.1a2b3c4d.css" disabled>',
      source: sha256('.a{color:red}\n'),
    });
  });

  it('never lets the text end the element', () => {
    const { element, source } = pageStyle(SHEET, '.a::after{content:"</style><script>"}');
    expect(element).toContain(
      '<style data-href="app.1a2b3c4d.css">.a::after{content:"<\\/style><script>"}</style>',
    );
    expect(source).toBe(sha256('.a::after{content:"<\\/style><script>"}'));
  });

  it('links a stylesheet that is unknown or names addresses of its own, escaped', () => {
    const link =
      '<link rel="stylesheet" href="https://cdn.example/storefront/app.1a2b3c4d.css" data-href="app.1a2b3c4d.css">';
    expect(pageStyle(SHEET, null)).toEqual({ element: link, source: null });
    expect(pageStyle(SHEET, '.a{background:url(a.png)}').element).toBe(link);
    expect(pageStyle(SHEET, '@import "b.css";').element).toBe(link);
    expect(
      pageStyle({ file: 'a"b<c>.css', url: 'https://cdn.example/x.css' }, null).element,
    ).toContain('data-href="a&quot;b&lt;c&gt;.css"');
  });
});

describe('the host’s own stylesheets', () => {
  const TEMPLATE =
    '<head><link rel=stylesheet href=/styles.0bc1865a.css data-href=styles.0bc1865a.css>' +
    '<link rel="preload" as="script" href="/main.js"></head>';

  it('are found in index.html, minified or not', () => {
    expect(templateStylesheets(TEMPLATE)).toEqual(['styles.0bc1865a.css']);
    expect(templateStylesheets('<link rel="stylesheet" href="/a.css">')).toEqual(['a.css']);
  });

  it('are replaced by the page style given for each, and kept linked without one', () => {
    const styles = new Map([
      [
        'styles.0bc1865a.css',
        { element: '<style data-href="styles.0bc1865a.css">b{}</style>', source: null },
      ],
    ]);
    expect(withTemplateStyles(TEMPLATE, styles)).toBe(
      '<head><style data-href="styles.0bc1865a.css">b{}</style><link rel="preload" as="script" href="/main.js"></head>',
    );
    expect(withTemplateStyles(TEMPLATE, new Map())).toBe(TEMPLATE);
  });
});
