import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  PageData,
  PageDataProvider,
  Route,
  Routes,
  Visitor,
  useLocation,
  type PageDataJson,
} from '@storefront/shared';
import { StaticRouter } from '@storefront/shared/server';
import App, { preload } from '../../../app/app';
import { STORE, aProductWithOptions } from '../../../testing/fixtures';
import { mockApi, resetPage } from '../../../testing/test-utils';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The page at `address`: on the server in the StaticRouter the host's server draws with. */
function page(data: PageData, address: string, side: 'server' | 'browser') {
  const routes = (
    <>
      <Routes>
        <Route path="/*" element={<App />} />
      </Routes>
      <Address />
    </>
  );
  return (
    <PageDataProvider data={data}>
      {side === 'server' ? (
        <StaticRouter location={address}>{routes}</StaticRouter>
      ) : (
        <MemoryRouter initialEntries={[address]}>{routes}</MemoryRouter>
      )}
    </PageDataProvider>
  );
}

/** The page as the host's server draws it: rounds until the API's answers are in. */
async function drawOnServer(address: string) {
  await preload(address.split('?')[0]!);
  const data = PageData.collecting(STORE, new AbortController().signal, new Visitor({}));
  let html = renderToString(page(data, address, 'server'));
  while (await data.settle()) html = renderToString(page(data, address, 'server'));
  return { html, json: JSON.parse(JSON.stringify(data)) as PageDataJson };
}

let root: Root | undefined;
let container: HTMLElement;
let hydrationErrors: unknown[];

async function hydrate(address: string) {
  const { html, json } = await drawOnServer(address);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const drawn = container.cloneNode(true) as HTMLElement;
  await act(async () => {
    root = hydrateRoot(container, page(PageData.fromJson(json), address, 'browser'), {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  return drawn;
}

describe('a product page drawn on the server', () => {
  let consoleErrors: jest.SpyInstance;
  beforeEach(() => {
    resetPage();
    hydrationErrors = [];
    consoleErrors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
  });

  it('draws the variant its address names, and hydrates on it', async () => {
    const api = mockApi({ 'GET /products/20': [200, aProductWithOptions()] });
    const drawn = await hydrate('/products/20?variant=22');

    expect(within(drawn).getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(within(drawn).getByRole('radio', { name: 'Whole bean' })).toBeChecked();
    expect(within(drawn).getByText('£14.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(screen.getByText('£14.00')).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('/products/20?variant=22');
    // Drawn from the server's answer: the browser asks nothing again.
    expect(api.sent).toHaveLength(1);
  });

  it('draws the variant an older link names, then gives the page its variant’s address', async () => {
    const api = mockApi({ 'GET /products/22': [200, aProductWithOptions()] });
    const drawn = await hydrate('/products/22');

    expect(within(drawn).getByRole('radio', { name: '1 kg' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/products/20?variant=22'),
    );
    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(api.sent).toHaveLength(1);
  });
});
