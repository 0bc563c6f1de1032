import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CartPage } from '../features/cart/components/cart-page';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import './storefront.css';

// Forms load their validation code only when a customer opens them.
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));

/** The storefront remote's whole routed area, mounted at the site root. */
export default function App() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
