import { LIVE_PAGE_TTL_MS, MAX_PAGES, PAGE_TTL_MS, recentPages } from './recent-pages';

describe('recentPages', () => {
  let now = 0;
  const clock = () => now;
  const build = {};
  const fresh = (page: string) => ({ page, stale: false });

  beforeEach(() => {
    now = 0;
  });

  it('gives a page back until it is PAGE_TTL_MS old', () => {
    const pages = recentPages<string>(clock);
    pages.set('/', build, '<p>home</p>');
    now = PAGE_TTL_MS - 1;
    expect(pages.get('/', build)).toEqual(fresh('<p>home</p>'));
    now = PAGE_TTL_MS;
    expect(pages.get('/', build)).toBeUndefined();
  });

  it('gives nothing back once the remote’s build changed', () => {
    const pages = recentPages<string>(clock);
    pages.set('/', build, '<p>home</p>');
    expect(pages.get('/', {})).toBeUndefined();
  });

  it('drops the oldest page past MAX_PAGES', () => {
    const pages = recentPages<string>(clock);
    for (let page = 0; page <= MAX_PAGES; page += 1) pages.set(`/p/${page}`, build, `${page}`);
    expect(pages.get('/p/0', build)).toBeUndefined();
    expect(pages.get('/p/1', build)).toEqual(fresh('1'));
    expect(pages.get(`/p/${MAX_PAGES}`, build)).toEqual(fresh(`${MAX_PAGES}`));
  });

  it('forgets every page on clear(), and keeps none whose drawing began before it', () => {
    const pages = recentPages<string>(clock);
    pages.set('/', build, '<p>home</p>');
    const drawingBegan = pages.generation;
    pages.clear();
    expect(pages.get('/', build)).toBeUndefined();
    pages.set('/products', build, '<p>old stock</p>', drawingBegan);
    expect(pages.get('/products', build)).toBeUndefined();
    pages.set('/products', build, '<p>new stock</p>', pages.generation);
    expect(pages.get('/products', build)).toEqual(fresh('<p>new stock</p>'));
  });

  it('gives a page drawn while the news is heard back as stale, to be drawn again, up to LIVE_PAGE_TTL_MS', () => {
    const pages = recentPages<string>(clock);
    pages.followingNews(true);
    pages.set('/', build, '<p>home</p>');
    now = PAGE_TTL_MS;
    expect(pages.get('/', build)).toEqual({ page: '<p>home</p>', stale: true });
    now = LIVE_PAGE_TTL_MS;
    expect(pages.get('/', build)).toBeUndefined();
  });

  it('gives no page past PAGE_TTL_MS back once the news was lost, even when it is heard again', () => {
    const pages = recentPages<string>(clock);
    pages.followingNews(true);
    pages.set('/', build, '<p>home</p>');
    pages.set('/products', build, '<p>list</p>');
    now = PAGE_TTL_MS;
    pages.followingNews(false);
    expect(pages.get('/', build)).toBeUndefined();
    // A new connection: what was drawn before it may have missed news.
    pages.followingNews(true);
    expect(pages.get('/products', build)).toBeUndefined();
  });

  it('gives a page drawn before the news was heard back for PAGE_TTL_MS only', () => {
    const pages = recentPages<string>(clock);
    pages.set('/', build, '<p>home</p>');
    pages.followingNews(true);
    now = PAGE_TTL_MS;
    expect(pages.get('/', build)).toBeUndefined();
  });
});
