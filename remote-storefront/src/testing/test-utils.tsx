import { act, render, screen, type RenderResult } from '@testing-library/react';
import {
  fakeSessionMirror,
  mockApi as mockAnyApi,
  type Route as MockRoute,
} from '@storefront/shared/testing';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  loaderService,
  pushStoredUser,
  sessionStore,
  STORE_ID,
} from '@storefront/shared';
import App from '../app/app';
import { STORE } from './fixtures';
import { cartService } from '../cart/cart-service';

export { apiError, type Reply } from '@storefront/shared/testing';
export type { MockRoute };

/** Checkout's slots, for either option (the option is a query parameter). */
export const SLOTS_ROUTE = `GET /stores/${STORE_ID}/slots`;

/** The store, which checkout reads afresh: by default, the store the page's session holds. */
export const STORE_ROUTE = `GET /stores/${STORE_ID}`;

/**
 * The one fake API of the apps' tests, answering by "METHOD /path" (an
 * unexpected call answers 404 with its own name). The store is STORE and
 * offers no slots unless a test says otherwise, so checkout goes on without one.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  return mockAnyApi({
    [STORE_ROUTE]: () => [200, sessionStore.current('store') ?? STORE],
    [SLOTS_ROUTE]: [200, { items: [] }],
    ...routes,
  });
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
    <output data-testid="location" data-navigation={useNavigationType()} hidden>
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

/** How the router got there: 'PUSH', 'REPLACE', or 'POP' (the first entry, or back and forward). */
export function lastNavigation(): string | null {
  return screen.getByTestId('location').getAttribute('data-navigation');
}
