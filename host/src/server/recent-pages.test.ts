import { MAX_PAGES, PAGE_TTL_MS, recentPages } from './recent-pages';

describe('recentPages', () => {
  let now = 0;
  const clock = () => now;
  const build = {};

  beforeEach(() => {
    now = 0;
  });

  it('gives a page back until it is PAGE_TTL_MS old', () => {
    const pages = recentPages(clock);
    pages.set('/', build, '<p>home</p>');
    now = PAGE_TTL_MS - 1;
    expect(pages.get('/', build)).toBe('<p>home</p>');
    now = PAGE_TTL_MS;
    expect(pages.get('/', build)).toBeUndefined();
  });

  it('gives nothing back once the remote’s build changed', () => {
    const pages = recentPages(clock);
    pages.set('/', build, '<p>home</p>');
    expect(pages.get('/', {})).toBeUndefined();
  });

  it('drops the oldest page past MAX_PAGES', () => {
    const pages = recentPages(clock);
    for (let page = 0; page <= MAX_PAGES; page += 1) pages.set(`/p/${page}`, build, `${page}`);
    expect(pages.get('/p/0', build)).toBeUndefined();
    expect(pages.get('/p/1', build)).toBe('1');
    expect(pages.get(`/p/${MAX_PAGES}`, build)).toBe(`${MAX_PAGES}`);
  });

  it('forgets every page on clear(), and keeps none whose drawing began before it', () => {
    const pages = recentPages(clock);
    pages.set('/', build, '<p>home</p>');
    const drawingBegan = pages.generation;
    pages.clear();
    expect(pages.get('/', build)).toBeUndefined();
    pages.set('/products', build, '<p>old stock</p>', drawingBegan);
    expect(pages.get('/products', build)).toBeUndefined();
    pages.set('/products', build, '<p>new stock</p>', pages.generation);
    expect(pages.get('/products', build)).toBe('<p>new stock</p>');
  });
});
