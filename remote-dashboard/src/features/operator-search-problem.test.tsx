import { screen, within } from '@testing-library/react';
import { configureHttpClient } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../testing/render-dashboard';
import { operator } from '../testing/operator-fixtures';

const NUL_SEARCH = `q=${encodeURIComponent('tea\u0000')}`;

describe('a search from a link carrying a control character', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
  });

  it.each([
    [
      'store orders',
      '/dashboard/operator/orders',
      '/operator/orders',
      '/dashboard/operator/orders',
    ],
    [
      'customers',
      '/dashboard/operator/customers',
      '/operator/customers',
      '/dashboard/operator/customers',
    ],
    [
      'products',
      '/dashboard/operator/products',
      '/operator/products',
      '/dashboard/operator/products',
    ],
  ])(
    'on %s says what to change and asks the API nothing',
    async (_page, path, apiPath, clearTo) => {
      const api = mockApi({
        'GET /me': { status: 200, data: operator },
        'GET /operator/categories': { status: 200, data: { items: [] } },
      });
      renderDashboardAt(`${path}?${NUL_SEARCH}`);

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
