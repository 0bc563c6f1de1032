import { pageHeadHtml, shortDescription } from './page-head-html';

describe('pageHeadHtml', () => {
  it('writes the description as an attribute, its quotes and brackets escaped', () => {
    expect(pageHeadHtml({ description: 'Fish & "chips" <fresh>' })).toBe(
      '<meta name="description" content="Fish &amp; &quot;chips&quot; &lt;fresh&gt;">',
    );
  });

  it('writes structured data as JSON-LD that no text in it can close', () => {
    const html = pageHeadHtml({
      structuredData: { '@type': 'Product', name: 'Tea </script><script>alert(1)</script>' },
    });
    expect(html).toMatch(/^<script type="application\/ld\+json">.*<\/script>$/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({
      '@type': 'Product',
      name: 'Tea </script><script>alert(1)</script>',
    });
  });

  it('escapes the text of each variant’s offer too, and the JSON still parses', () => {
    const offers = [
      { '@type': 'Offer', name: 'Tea – <!-- 1 kg', sku: 'T-1' },
      { '@type': 'Offer', name: 'Tea – </SCRIPT> 2 kg', sku: 'T-2' },
    ];
    const html = pageHeadHtml({ structuredData: { '@type': 'Product', offers } });
    expect(html).not.toMatch(/<!--|<\/script> 2/i);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ '@type': 'Product', offers });
  });

  it('writes the canonical link first, its URL escaped as an attribute', () => {
    expect(pageHeadHtml({ canonicalUrl: 'https://shop.example/products?q="tea"&x=<1>' })).toBe(
      '<link rel="canonical" href="https://shop.example/products?q=&quot;tea&quot;&amp;x=&lt;1&gt;">',
    );
  });

  it('writes nothing for a page with neither', () => {
    expect(pageHeadHtml({})).toBe('');
  });
});

describe('shortDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(shortDescription('  Black tea\nwith bergamot.  ')).toBe('Black tea with bergamot.');
  });

  it('cuts a long text at a word, within 160 characters, and says it was cut', () => {
    const long = `${'Sourdough loaf baked overnight, '.repeat(8)}end.`;
    const short = shortDescription(long);
    expect(short).toBe(`${'Sourdough loaf baked overnight, '.repeat(4)}Sourdough loaf baked…`);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
  });
});
