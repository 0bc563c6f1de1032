import { screen, within } from '@testing-library/react';
import { mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { staffMember } from '../../testing/operator-fixtures';
import { aProductPage } from './catalogue-fixtures';
import { LEDGER, opening, sale, stockPanel, tea } from './product-test-setup';
import { productPath } from '../../lib/urls/catalogue';

/** The page beside the menu, whose button opens the menu on a phone. */
const page = () => screen.getByRole('heading', { level: 1 }).closest('section')!;

function openTeaAs(role: 'customer-service' | 'catalogue') {
  const api = mockApi({
    'GET /me': { status: 200, data: staffMember(role) },
    'GET /operator/categories': { status: 200, data: { items: [] } },
    'GET /operator/products/5': { status: 200, data: tea },
    [LEDGER]: { status: 200, data: aProductPage([sale, opening]) },
  });
  renderOperatorAt(productPath(5));
  return api;
}

describe('A product, for a role that reads the catalogue but does not change it', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows customer service the product as it is, with nothing to change, save or adjust', async () => {
    const api = openTeaAs('customer-service');

    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('CategoryDairy');
    expect(details).toHaveTextContent('Description80 bags.');
    expect(within(details).getByRole('img', { name: 'Picture of Breakfast tea' })).toBeVisible();
    const ledger = await within(stockPanel()).findByRole('table');
    // Customer service works from the orders: the sale's order opens.
    expect(within(ledger).getByRole('link', { name: 'Order CM-000012' })).toBeVisible();

    expect(within(page()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(page()).queryByRole('button')).not.toBeInTheDocument();
    expect(api.sent.filter((request) => request.method !== 'get')).toEqual([]);
  });

  it('shows the catalogue team the forms, but no link to the orders they may not open', async () => {
    openTeaAs('catalogue');

    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeVisible();
    expect(within(stockPanel()).getByRole('button', { name: 'Save adjustment' })).toBeVisible();
    const ledger = await within(stockPanel()).findByRole('table');
    expect(within(ledger).queryByRole('link', { name: 'Order CM-000012' })).not.toBeInTheDocument();
    expect(ledger).toHaveTextContent('Order CM-000012');
  });
});
