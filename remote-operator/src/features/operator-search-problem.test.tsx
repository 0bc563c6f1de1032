import { screen, within } from '@testing-library/react';
import { configureHttpClient } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../testing/render-operator';
import { operator } from '../testing/operator-fixtures';

const NUL_SEARCH = `q=${encodeURIComponent('tea\u0000')}`;

describe('a search from a link carrying a control character', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
  });

  it.each([
    ['store orders', '/operator/orders', '/operator/orders', '/operator/orders'],
    ['customers', '/operator/customers', '/operator/customers', '/operator/customers'],
    ['products', '/operator/products', '/operator/products', '/operator/products'],
  ])(
    'on %s says what to change and asks the API nothing',
    async (_page, path, apiPath, clearTo) => {
      const api = mockApi({
        'GET /me': { status: 200, data: operator },
        'GET /operator/categories': { status: 200, data: { items: [] } },
      });
      renderOperatorAt(`${path}?${NUL_SEARCH}`);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Remove the control characters (such as NUL)');
      expect(within(alert).getByRole('link', { name: 'Clear the search' })).toHaveAttribute(
        'href',
        clearTo,
      );
      expect(api.sent.filter((request) => request.url?.startsWith(apiPath))).toEqual([]);
    },
  );
});
