import { Route, Routes } from 'react-router-dom';
import { CartPage } from '../features/cart/components/cart-page';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from './not-found-page';
import './storefront.css';

/** The storefront remote's whole routed area, mounted at the site root. */
export default function App() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
