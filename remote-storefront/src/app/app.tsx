import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Route, Routes, useCartToShow, useSession } from '@storefront/shared';
import { loadCart } from '../cart/load-cart';
import type { RenderFavourite } from '../components/product-card';
import { CategoryShowcase } from '../features/catalogue/components/category-showcase';
import { ProductShowcase } from '../features/catalogue/components/product-showcase';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { pages, STOREFRONT_ROUTES, type StorefrontPage } from './routes';
import './storefront.css';

export { preload } from './routes';

// Only customers the store imported from a file are asked, so its code loads
// for them alone; one that cannot load leaves the page without it.
const WelcomePrompt = lazy(() =>
  import('../features/welcome/components/welcome-prompt').then(
    (module) => ({ default: module.WelcomePrompt }),
    () => ({ default: () => null }),
  ),
);

// Features never import each other: the catalogue's cards get the favourites heart from here.
const renderFavourite: RenderFavourite = (product) => <FavouriteButton product={product} />;

const FEATURED_COUNT = 8;
const SHOP_PRODUCT_COUNT = 12;

const SignInPages = pages.component('login');
const RegisterPage = pages.component('register');
const ClaimPage = pages.component('claim');
const ProductListPage = pages.component('product-list');
const ProductDetailPage = pages.component('product-detail');
const CartPage = pages.component('cart');
const CheckoutPage = pages.component('checkout');
const OrderConfirmationPage = pages.component('order-confirmation');
const ShopPage = pages.component('shop');
const LegalPage = pages.component('legal');

/** What each page of the route table draws, with what the app hands it. */
const PAGE_ELEMENTS: Record<StorefrontPage, ReactElement> = {
  home: (
    <HomePage>
      <CategoryShowcase />
      <ProductShowcase
        title="Featured"
        featured
        count={FEATURED_COUNT}
        renderFavourite={renderFavourite}
      />
    </HomePage>
  ),
  'product-list': <ProductListPage renderFavourite={renderFavourite} />,
  'product-detail': <ProductDetailPage renderFavourite={renderFavourite} />,
  cart: <CartPage />,
  checkout: <CheckoutPage />,
  'order-confirmation': <OrderConfirmationPage />,
  shop: (
    <ShopPage>
      <ProductShowcase
        title="Our products"
        count={SHOP_PRODUCT_COUNT}
        renderFavourite={renderFavourite}
      />
    </ShopPage>
  ),
  login: <SignInPages />,
  register: <RegisterPage />,
  claim: <ClaimPage />,
  legal: <LegalPage />,
  'not-found': <NotFoundPage />,
};

/**
 * Starts the cart wherever the storefront runs, once there is one to show (a
 * new visitor's first add loads it): the host may have started it already.
 */
function CartStarter() {
  const cartToShow = useCartToShow();
  useEffect(() => {
    if (cartToShow) void loadCart().then((cart) => cart.start());
  }, [cartToShow]);
  return null;
}

/** Above the routes, so every storefront page asks an imported customer to check their profile. */
function ImportedCustomerPrompt() {
  const imported = useSession('userAddedFromCSV') === true;
  return imported ? (
    <Suspense fallback={null}>
      <WelcomePrompt />
    </Suspense>
  ) : null;
}

/**
 * The storefront remote's whole routed area, mounted at the site root, built
 * from its route table. What reads the device's session sits beside the
 * routes, not above them: React draws the device's values right after
 * hydrating, and that update must not reach a page still being hydrated.
 */
export default function App() {
  return (
    <>
      <CartStarter />
      <ImportedCustomerPrompt />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {STOREFRONT_ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} element={PAGE_ELEMENTS[page]} />
          ))}
        </Routes>
      </Suspense>
    </>
  );
}
