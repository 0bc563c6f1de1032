import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aCustomer, aPage, operator } from '../../testing/operator-fixtures';

const ada = aCustomer();
const bob = aCustomer({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Bob Babbage',
  email: null,
  mobile: '+447400999888',
  documentStatus: 'none',
  orderCount: 0,
});
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Customers', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists the customers with a link to each, then searches by mobile as typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/customers?page=1': { status: 200, data: aPage([ada, bob], 2, 1, 20) },
      'GET /operator/customers?q=07400%20999888&page=1': {
        status: 200,
        data: aPage([bob], 1, 1, 20),
      },
    });
    renderOperatorAt('/operator/customers');

    await screen.findByRole('table', { name: 'Customers found, by name' });
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      'Ada Lovelaceada@example.test07400 123456Approved2',
      'Bob BabbageNone07400 999888Not submitted0',
    ]);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/operator/customers/${ada.id}`,
    );
    expect(screen.getByRole('link', { name: '07400 123456' })).toHaveAttribute(
      'href',
      'tel:+447400123456',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), '07400 999888');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Bob Babbage');
    expect(screen.getByText('1 customer matching “07400 999888”')).toBeInTheDocument();
    expect(api.to('GET /operator/customers?q=07400%20999888&page=1')).toHaveLength(1);
  });

  it('pages through the results, keeping the search', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/customers?q=a&page=1': { status: 200, data: aPage([ada], 21, 1, 20) },
      'GET /operator/customers?q=a&page=2': { status: 200, data: aPage([bob], 21, 2, 20) },
    });
    renderOperatorAt('/operator/customers?q=a');

    const pages = await screen.findByRole('navigation', { name: 'Pages of customers' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('a');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Bob Babbage'));
    const second = screen.getByRole('navigation', { name: 'Pages of customers' });
    expect(within(second).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/operator/customers?q=a',
    );
    expect(api.to('GET /operator/customers?q=a&page=2')).toHaveLength(1);
  });

  it('says when no customer matches, with a way back to everyone', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/customers?q=zed&page=1': { status: 200, data: aPage([], 0, 1, 20) },
    });
    renderOperatorAt('/operator/customers?q=zed');

    expect(await screen.findByText('No customer matches “zed”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every customer' })).toHaveAttribute(
      'href',
      '/operator/customers',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
