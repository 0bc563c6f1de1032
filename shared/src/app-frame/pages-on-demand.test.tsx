import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { pagesOnDemand } from './pages-on-demand';

function Greeting({ name }: { name: string }) {
  return <h1>Hello, {name}</h1>;
}

/** A page whose code arrives only when the test says so, and a count of fetches. */
function slowPages() {
  let arrive: () => void = () => undefined;
  const fetches = jest.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve) => {
        arrive = () => resolve({ default: Greeting });
      }),
  );
  return { pages: pagesOnDemand({ greeting: fetches }), fetches, arrive: () => arrive() };
}

const drawn = (Page: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page name="Ivy" />
    </Suspense>,
  );

describe('pagesOnDemand', () => {
  it('fetches a page on its first draw and shows the fallback until its code arrives', async () => {
    const { pages, fetches, arrive } = slowPages();
    const Page = pages.component('greeting');
    expect(fetches).not.toHaveBeenCalled();

    drawn(Page);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(fetches).toHaveBeenCalledTimes(1);

    arrive();
    expect(await screen.findByRole('heading', { name: 'Hello, Ivy' })).toBeInTheDocument();
  });

  it('draws a preloaded page in the first frame, without the fallback', async () => {
    const { pages, arrive } = slowPages();
    const loading = pages.load('greeting');
    arrive();
    await loading;

    drawn(pages.component('greeting'));
    expect(screen.getByRole('heading', { name: 'Hello, Ivy' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('fetches a page once however often it is preloaded, and again after a failure', async () => {
    const fetches = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 412 failed'))
      .mockResolvedValue({ default: Greeting });
    const pages = pagesOnDemand({ greeting: fetches });

    await expect(pages.load('greeting')).rejects.toThrow('Loading chunk 412 failed');
    await Promise.all([pages.load('greeting'), pages.load('greeting')]);
    await pages.load('greeting');
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it('lists its pages by key', () => {
    expect(slowPages().pages.keys).toEqual(['greeting']);
  });
});
