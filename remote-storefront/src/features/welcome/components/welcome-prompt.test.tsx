import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@storefront/shared';
import { aPage, CATEGORIES } from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage } from '../../../testing/test-utils';

describe('welcome prompt for imported customers', () => {
  beforeEach(() => {
    resetPage();
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': [200, aPage([])],
    });
  });

  afterEach(() => act(() => sessionStore.updateUserAddedFromCSV(null)));

  it.each(['/', '/products', '/cart'])('asks to complete the profile on %s', async (path) => {
    act(() => sessionStore.updateUserAddedFromCSV(true));
    await renderApp(path);
    const welcome = await screen.findByRole('region', { name: 'Welcome' });
    expect(
      within(welcome).getByRole('heading', { name: 'Welcome to Corner Market' }),
    ).toBeInTheDocument();
    expect(within(welcome).getByText(/check your details and complete your profile/)).toBeVisible();
    expect(within(welcome).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('names the store generically until it is known', async () => {
    act(() => {
      sessionStore.updateStoreDetails(null);
      sessionStore.updateUserAddedFromCSV(true);
    });
    await renderApp('/cart');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the store' }),
    ).toBeInTheDocument();
  });

  it.each([false, null])('stays away while the flag is %s', async (flag) => {
    act(() => sessionStore.updateUserAddedFromCSV(flag));
    await renderApp('/cart');
    expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('disappears as soon as the profile is saved', async () => {
    act(() => sessionStore.updateUserAddedFromCSV(true));
    await renderApp('/cart');
    expect(await screen.findByRole('region', { name: 'Welcome' })).toBeInTheDocument();
    act(() => sessionStore.updateUserAddedFromCSV(false));
    expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
  });
});
