import { pagesOnDemand } from '@storefront/shared';

/**
 * Every storefront page but home (which the first visit almost always opens),
 * fetched when it is first drawn or preloaded. Keys name the page, not its path:
 * `pageKeyFor` maps a path to one.
 */
const pages = pagesOnDemand({
  login: () => import('../features/auth/components/sign-in-pages'),
  register: () => import('../features/auth/components/register-page'),
  claim: () => import('../features/claim/components/claim-page'),
  'product-list': () => import('../features/catalog/components/product-list-page'),
  'product-detail': () => import('../features/catalog/components/product-detail-page'),
  cart: () => import('../features/cart/components/cart-page'),
  checkout: () => import('../features/checkout/components/checkout-page'),
  'order-confirmation': () => import('../features/orders/components/order-confirmation-page'),
  shop: () => import('../features/shop/components/shop-page'),
  legal: () => import('../features/legal/components/legal-page'),
});

type PageKey = (typeof pages.keys)[number];

export const SignInPages = pages.component('login');
export const RegisterPage = pages.component('register');
export const ClaimPage = pages.component('claim');
export const ProductListPage = pages.component('product-list');
export const ProductDetailPage = pages.component('product-detail');
export const CartPage = pages.component('cart');
export const CheckoutPage = pages.component('checkout');
export const OrderConfirmationPage = pages.component('order-confirmation');
export const ShopPage = pages.component('shop');
export const LegalPage = pages.component('legal');

// The same paths as the routes in app.tsx; home and unknown paths have no code to fetch.
const PAGE_PATHS: Array<[RegExp, PageKey]> = [
  [/^\/(login|(forgot|reset)-password)$/, 'login'],
  [/^\/register$/, 'register'],
  [/^\/claim$/, 'claim'],
  [/^\/products$/, 'product-list'],
  [/^\/products\/[^/]+$/, 'product-detail'],
  [/^\/cart$/, 'cart'],
  [/^\/checkout(\/[^/]+)?$/, 'checkout'],
  [/^\/orders\/[^/]+\/confirmation$/, 'order-confirmation'],
  [/^\/shop\/[^/]+$/, 'shop'],
  [/^\/(terms|privacy|cookies)$/, 'legal'],
];

/** The on-demand page a storefront path opens, or null for home and unknown paths. */
export function pageKeyFor(pathname: string): PageKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PAGE_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/**
 * Starts fetching the code of the page at `pathname`. The host calls it when a
 * link to the page is hovered, focused or pressed, and for the page the
 * browser opened, so that page's code is on its way before React draws it.
 */
export function preload(pathname: string): Promise<unknown> {
  const key = pageKeyFor(pathname);
  return key ? pages.load(key) : Promise.resolve();
}

// The catalog and the legal pages, the same for every customer, and the cart,
// which the server reads from the visitor's cookies (use-fresh-cart.ts).
// Checkout and sign-in depend on the customer's device, and the shop page
// shows its link with the page's own origin: the browser draws those.
const SERVER_PAGES: ReadonlySet<PageKey> = new Set([
  'product-list',
  'product-detail',
  'cart',
  'legal',
]);

/** Whether the host's server may draw the page at `pathname` (home, the catalog, the cart, legal pages). */
export function renderOnServer(pathname: string): boolean {
  const key = pageKeyFor(pathname);
  return pathname === '/' || (key !== null && SERVER_PAGES.has(key));
}
