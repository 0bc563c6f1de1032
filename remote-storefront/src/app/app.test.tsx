import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@storefront/shared';
import App from './app';

function renderStoreAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('storefront App', () => {
  it('greets with the store name from the session once it is known', () => {
    renderStoreAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your neighbourhood store, online',
    );
    act(() =>
      sessionStore.updateStoreDetails({
        id: 38,
        name: 'Corner Market',
        currency: 'EUR',
        shopLink: 'corner',
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Corner Market, online');
  });

  it('shows the empty cart', () => {
    renderStoreAt('/cart');
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('answers an unknown path with a way back', () => {
    renderStoreAt('/no-such-page');
    expect(screen.getByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  });
});
