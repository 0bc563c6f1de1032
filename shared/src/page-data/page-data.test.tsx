import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useApi } from '../http/use-api';
import {
  PageData,
  PageDataProvider,
  pageDataScript,
  readPageData,
  serializePageData,
} from './page-data';
import { Visitor } from './visitor';

const STORE = { id: 38, name: 'Corner Market', currency: 'GBP', shopLink: 'corner-market' };

function Categories({ load }: { load: () => Promise<string[]> }) {
  const { data, loading } = useApi('categories', load);
  return <p>{loading ? 'Loading categories' : data?.join(', ')}</p>;
}

describe('PageData on the server', () => {
  it('collects what the page asks for, so the next drawing has the answers', async () => {
    const load = jest.fn(async () => ['Bakery', 'Drinks']);
    const data = PageData.collecting(STORE, new AbortController().signal);
    const draw = () =>
      renderToString(
        <PageDataProvider data={data}>
          <Categories load={load} />
        </PageDataProvider>,
      );
    expect(draw()).toBe('<p>Loading categories</p>');
    expect(await data.settle()).toBe(true);
    expect(draw()).toBe('<p>Bakery, Drinks</p>');
    expect(await data.settle()).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(data.toJSON()).toEqual({
      store: STORE,
      answers: { categories: ['Bakery', 'Drinks'] },
      session: false,
    });
  });

  it('tells the browser whether a session came with the request, never its token', () => {
    const data = PageData.collecting(
      STORE,
      new AbortController().signal,
      new Visitor({ session: 'tok-1' }),
    );
    expect(serializePageData(data)).not.toContain('tok-1');
    expect(PageData.fromJson(data.toJSON()).drawnWithSession).toBe(true);
    const anonymous = PageData.collecting(STORE, new AbortController().signal);
    expect(PageData.fromJson(anonymous.toJSON()).drawnWithSession).toBe(false);
  });

  it('rejects when a load fails, so the browser draws the page instead', async () => {
    const data = PageData.collecting(STORE, new AbortController().signal);
    renderToString(
      <PageDataProvider data={data}>
        <Categories load={() => Promise.reject(new Error('API down'))} />
      </PageDataProvider>,
    );
    await expect(data.settle()).rejects.toThrow('API down');
  });
});

describe('PageData in the browser', () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('reads what the server wrote, with "<" kept from closing the script', () => {
    const data = PageData.collecting(STORE, new AbortController().signal);
    const script = pageDataScript(
      PageData.fromJson({ store: STORE, answers: { note: '</script><b>x</b>' } }),
    );
    expect(script).not.toContain('</script><b>');
    document.body.insertAdjacentHTML('beforeend', script);
    expect(readPageData()?.read('note')).toEqual({ data: '</script><b>x</b>' });
    expect(data.read('note')).toBeUndefined();
  });

  it('answers a page drawn in the browser alone with null', () => {
    expect(readPageData()).toBeNull();
  });

  it('starts from the server’s answer without a fetch, and fetches on a later visit', async () => {
    const load = jest.fn(async () => ['Fresh']);
    const data = PageData.fromJson({ store: STORE, answers: { categories: ['Bakery'] } });
    const first = render(
      <PageDataProvider data={data}>
        <Categories load={load} />
      </PageDataProvider>,
    );
    expect(screen.getByText('Bakery')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    first.unmount();

    render(
      <PageDataProvider data={data}>
        <Categories load={load} />
      </PageDataProvider>,
    );
    expect(screen.getByText('Loading categories')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('Fresh')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
