import { matchRoute, pagesOnDemand } from '@storefront/shared';

/**
 * Every storefront page but home (which the first visit almost always opens)
 * and the not-found page, fetched when it is first drawn or preloaded. Keys
 * name the page, not its path: the route table below maps paths to them.
 */
export const pages = pagesOnDemand({
  login: () => import('../features/auth/components/sign-in-pages'),
  register: () => import('../features/auth/components/register-page'),
  claim: () => import('../features/claim/components/claim-page'),
  'product-list': () => import('../features/catalogue/components/product-list-page'),
  'product-detail': () => import('../features/catalogue/components/product-detail-page'),
  cart: () => import('../features/cart/components/cart-page'),
  checkout: () => import('../features/checkout/components/checkout-page'),
  'order-confirmation': () => import('../features/orders/components/order-confirmation-page'),
  shop: () => import('../features/shop/components/shop-page'),
  legal: () => import('../features/legal/components/legal-page'),
});

type OnDemandPage = (typeof pages.keys)[number];

/** Every page a storefront path can open: the on-demand ones, and the two in the remote's entry. */
export type StorefrontPage = OnDemandPage | 'home' | 'not-found';

export interface StorefrontRoute {
  /** A react-router path, relative to the site root where the storefront is mounted. */
  path: string;
  page: StorefrontPage;
  /**
   * Whether the host's server may draw it: the catalogue and the legal pages,
   * the same for every customer, and the cart, which the server reads from
   * the visitor's cookies. Checkout and sign-in depend on the customer's
   * device, and the shop page shows its link with the page's own origin: the
   * browser draws those.
   */
  server: boolean;
}

/** The storefront's one route table: `<Routes>`, `preload` and `renderOnServer` are all read from it. */
export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  { path: '/', page: 'home', server: true },
  { path: 'products', page: 'product-list', server: true },
  { path: 'products/:productId', page: 'product-detail', server: true },
  { path: 'cart', page: 'cart', server: true },
  { path: 'checkout/*', page: 'checkout', server: false },
  { path: 'orders/:orderId/confirmation', page: 'order-confirmation', server: false },
  { path: 'shop/:shopLink', page: 'shop', server: false },
  { path: 'login', page: 'login', server: false },
  { path: 'register', page: 'register', server: false },
  { path: 'claim', page: 'claim', server: false },
  { path: 'forgot-password', page: 'login', server: false },
  { path: 'reset-password', page: 'login', server: false },
  { path: 'staff-invite', page: 'login', server: false },
  { path: 'terms', page: 'legal', server: true },
  { path: 'privacy', page: 'legal', server: true },
  { path: 'cookies', page: 'legal', server: true },
  { path: '*', page: 'not-found', server: false },
];

const isOnDemand = (page: StorefrontPage): page is OnDemandPage =>
  (pages.keys as readonly string[]).includes(page);

/** The page a storefront path opens (the not-found page for an unknown one), and the path's parameters. */
export function pageAt(pathname: string) {
  const match = matchRoute(STOREFRONT_ROUTES, pathname);
  return { page: match?.route.page ?? 'not-found', params: match?.params ?? {} };
}

/** A page's module may fetch its first answer ahead (product-detail-page.tsx). */
interface PageModule {
  fetchAhead?: (pathname: string, params: Record<string, string | undefined>) => void;
}

/**
 * Starts fetching the code of the page at `pathname`, then its first answer
 * where the page fetches one ahead. The host calls it when a link to the page
 * is hovered, focused or pressed, and for the page the browser opened, so that
 * page's code is on its way before React draws it. Home and the not-found page
 * have no code of their own to fetch.
 */
export function preload(pathname: string): Promise<unknown> {
  const { page, params } = pageAt(pathname);
  return isOnDemand(page)
    ? pages.load(page).then((module) => {
        (module as PageModule).fetchAhead?.(pathname, params);
        return module;
      })
    : Promise.resolve();
}

/** Whether the host's server may draw the page at `pathname`. */
export function renderOnServer(pathname: string): boolean {
  return matchRoute(STOREFRONT_ROUTES, pathname)?.route.server === true;
}
