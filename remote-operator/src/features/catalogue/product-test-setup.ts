import { screen } from '@testing-library/react';
import { mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aMovement, aProduct, aProductPage, bakery, dairy, fruit } from './catalogue-fixtures';
import { productPath } from '../../lib/urls/catalogue';

// What the product page tests share: one product, its ledger, and opening its page.

export const tea = aProduct(5, {
  name: 'Breakfast tea',
  sku: 'TEA-80',
  description: '80 bags.',
  categoryId: 3,
  categoryName: 'Dairy',
  priceMinor: 249,
  vatRateBasisPoints: 2000,
  stock: 4,
  image: 'products/tea.png',
});
export const sale = aMovement(2, {
  kind: 'sale',
  quantityChange: -2,
  balanceAfter: 4,
  operator: null,
  orderId: '00000000-0000-4000-8000-000000000012',
  orderNumber: 'CM-000012',
});
export const opening = aMovement(1, {
  kind: 'opening_balance',
  quantityChange: 6,
  balanceAfter: 6,
});
export const LEDGER = 'GET /operator/products/5/stock-movements?page=1';

export function mockCatalogue(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/categories': { status: 200, data: { items: [fruit, bakery, dairy] } },
    ...routes,
  });
}

export function image(name: string, type: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type });
}

export async function openTea(routes: Record<string, Route> = {}) {
  const api = mockCatalogue({
    'GET /operator/products/5': { status: 200, data: tea },
    [LEDGER]: { status: 200, data: aProductPage([sale, opening]) },
    ...routes,
  });
  renderOperatorAt(productPath(5));
  await screen.findByRole('heading', { level: 1, name: 'Breakfast tea' });
  await screen.findByRole('button', { name: 'Save changes' });
  return api;
}

export const stockPanel = () => screen.getByRole('region', { name: 'Stock' });
