import { act, render, screen, type RenderResult } from '@testing-library/react';
import {
  fakeSessionMirror,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from '@storefront/shared/testing';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  cartService,
  httpClient,
  loaderService,
  pushStoredUser,
  sessionStore,
} from '@storefront/shared';
import App from '../app/app';
import { STORE } from './fixtures';

export type Reply = [status: number, data?: unknown];
export type MockRoute = Reply | ((request: InternalAxiosRequestConfig) => Reply);

/**
 * Answers the API by "METHOD /path" (the query string goes in params). A call
 * nobody expected answers 500 with its own name, so the failing test says why.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const route = routes[key];
    const [status, data]: Reply =
      route === undefined
        ? [500, { error: { code: 'UNMOCKED', message: `No mock for ${key}` } }]
        : typeof route === 'function'
          ? route(config)
          : route;
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return {
    sent,
    calls: (key: string) => sent.filter((c) => `${c.method?.toUpperCase()} ${c.url}` === key),
  };
}

/** A fresh, anonymous page in store 38, with the start-up flags of docs/session.md. */
export function resetPage() {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('deliverySelectFromUser', 'true');
  localStorage.setItem('addressStatus', 'true');
  localStorage.setItem('storeId', '38');
  sessionStore.updateUserAuth(false, null);
  sessionStore.updateStoreDetails(STORE);
  sessionStore.updateShopLink(`http://localhost/shop/${STORE.shopLink}`);
  loaderService.close();
  cartService.reset();
  fakeSessionMirror();
}

/** Signs in as a stored user does (docs/session.md); token picks a fresh favourites list. */
export function signIn({ mobileVerified = 'true', token = 'token-1' } = {}) {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('userName', 'Ada');
  localStorage.setItem('mobileVerified', mobileVerified);
  pushStoredUser();
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

/**
 * The storefront App as the host mounts it, at `path`, with the current URL in
 * view. Rendered inside act so the lazy page's code has arrived when it returns.
 */
export async function renderApp(path: string): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<App />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  return result!;
}

/** Where the router is now: path and query. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
