import { pageHtml } from './page-html';

const TEMPLATE =
  '<html><head><meta name="description" content="Any page">' +
  '<link rel="preload" as="script" href="/main.js"></head>' +
  '<body><div id="root"></div><script src="/main.js"></script></body></html>';

const parts = {
  body: '<link rel="preload" as="image" href="/hero.webp"><main>Fresh $& good</main>',
  head: '',
  stylesheets: '<link rel="stylesheet" href="/app.css">',
  pageDataScript: '<script type="application/json" id="page-data">{}</script>',
};

describe('pageHtml', () => {
  it('puts the markup and its data in the mount point, and its preloads in the head', () => {
    const html = pageHtml(TEMPLATE, parts);
    expect(html).toContain(
      '<div id="root"><main>Fresh $& good</main></div><script type="application/json" id="page-data">{}</script>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/app.css"><link rel="preload" as="image" href="/hero.webp"></head>',
    );
  });

  it('drops the template’s script preloads: a drawn page paints before its scripts load', () => {
    expect(pageHtml(TEMPLATE, parts)).not.toContain('as="script"');
  });

  it('keeps the template’s description unless the page brings its own', () => {
    expect(pageHtml(TEMPLATE, parts)).toContain('content="Any page"');
    const own = pageHtml(TEMPLATE, { ...parts, head: '<meta name="description" content="Tea">' });
    expect(own).not.toContain('Any page');
    expect(own).toContain('<meta name="description" content="Tea">');
  });
});
