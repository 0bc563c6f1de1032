import { Suspense } from 'react';
import { Route, Routes } from '@storefront/shared';
import type { RenderFavourite } from '../components/product-card';
import { CategoryShowcase } from '../features/catalog/components/category-showcase';
import { ProductShowcase } from '../features/catalog/components/product-showcase';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { HomePage } from '../features/home/components/home-page';
import { WelcomePrompt } from '../features/welcome/components/welcome-prompt';
import { NotFoundPage } from './not-found-page';
import {
  CartPage,
  CheckoutPage,
  ClaimPage,
  LegalPage,
  SignInPages,
  OrderConfirmationPage,
  ProductDetailPage,
  ProductListPage,
  RegisterPage,
  ShopPage,
} from './pages';
import { PageSkeleton } from './page-skeleton';
import './storefront.css';

export { preload } from './pages';

// Features never import each other: the catalog's cards get the favourites heart from here.
const renderFavourite: RenderFavourite = (product) => <FavouriteButton product={product} />;

const FEATURED_COUNT = 8;
const SHOP_PRODUCT_COUNT = 12;
const LEGAL_PATHS = ['terms', 'privacy', 'cookies'];

/** The storefront remote's whole routed area, mounted at the site root. */
export default function App() {
  return (
    <>
      {/* Above the routes, so every storefront page asks an imported customer to check their profile. */}
      <WelcomePrompt />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route
            index
            element={
              <HomePage>
                <CategoryShowcase />
                <ProductShowcase
                  title="Featured"
                  featured
                  count={FEATURED_COUNT}
                  renderFavourite={renderFavourite}
                />
              </HomePage>
            }
          />
          <Route path="products" element={<ProductListPage renderFavourite={renderFavourite} />} />
          <Route
            path="products/:productId"
            element={<ProductDetailPage renderFavourite={renderFavourite} />}
          />
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout/*" element={<CheckoutPage />} />
          <Route path="orders/:orderId/confirmation" element={<OrderConfirmationPage />} />
          <Route
            path="shop/:shopLink"
            element={
              <ShopPage>
                <ProductShowcase
                  title="Our products"
                  count={SHOP_PRODUCT_COUNT}
                  renderFavourite={renderFavourite}
                />
              </ShopPage>
            }
          />
          <Route path="login" element={<SignInPages />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="claim" element={<ClaimPage />} />
          <Route path="forgot-password" element={<SignInPages />} />
          <Route path="reset-password" element={<SignInPages />} />
          {LEGAL_PATHS.map((path) => (
            <Route key={path} path={path} element={<LegalPage />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}
