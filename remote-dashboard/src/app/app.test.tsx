import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, sessionStore } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import App from './app';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderDashboardAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

const EXPECTED_MENU = [
  ['my profile', '/dashboard/profile'],
  ['my Account', '/dashboard/account'],
  ['History', '/dashboard/order-history'],
  ['Order', '/dashboard/order-details'],
  ['My Favs', '/dashboard/favs'],
  ['Refer Friends', '/dashboard/refer-a-friend'],
  ['My Wallet', '/dashboard/wallet'],
  ['Loyalty Rewards', '/dashboard/rewards'],
];

describe('dashboard App', () => {
  beforeEach(() => {
    // The pages load their data; these tests are about the frame, so every call answers 404.
    mockApi({});
    localStorage.clear();
    localStorage.setItem('userId', '3');
    sessionStore.updateUserAuth(true, {
      id: '3',
      name: 'Ada',
      mobileVerified: false,
      documentStatus: null,
      avatar: null,
    });
  });

  it('sends an anonymous visitor to sign in, and back here afterwards', () => {
    sessionStore.updateUserAuth(false, null);
    render(
      <MemoryRouter initialEntries={['/dashboard/wallet?page=2']}>
        <Routes>
          <Route path="/dashboard/*" element={<App />} />
          <Route path="/login" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?returnTo=%2Fdashboard%2Fwallet%3Fpage%3D2',
    );
    expect(screen.queryByRole('navigation', { name: 'My Dashboard' })).not.toBeInTheDocument();
  });

  it('renders the My Dashboard menu with the eight links of the spec, in order', () => {
    renderDashboardAt('/dashboard/profile');
    const menu = screen.getByRole('navigation', { name: 'My Dashboard' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      EXPECTED_MENU,
    );
  });

  it.each([
    ['/dashboard/wallet', 'My Wallet'],
    ['/dashboard/order-history', 'History'],
    ['/dashboard/order-details/SF-1001', 'Order'],
    ['/dashboard/refer-a-friend', 'Refer Friends'],
  ])('marks the link of the current page key on %s', (path, label) => {
    renderDashboardAt(path);
    const menu = screen.getByRole('navigation', { name: 'My Dashboard' });
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('gives narrow screens one button naming the current page, which opens the whole menu', async () => {
    renderDashboardAt('/dashboard/order-history');
    const button = screen.getByRole('button', { name: 'History' });
    const menus = document.getElementById(button.getAttribute('popovertarget')!);
    expect(menus).toHaveAttribute('popover');
    expect(menus).toContainElement(screen.getByRole('navigation', { name: 'My Dashboard' }));
    // Another page: the button follows it, and the menu is drawn afresh, so it is closed.
    await userEvent.click(screen.getByRole('link', { name: 'My Wallet' }));
    expect(screen.getByRole('button', { name: 'My Wallet' })).toBeInTheDocument();
    expect(document.getElementById('db-side')).not.toBe(menus);
  });

  it('sends the bare /dashboard to my profile', () => {
    renderDashboardAt('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'my profile' })).toBeInTheDocument();
  });

  it('moves the highlight when another page is chosen', async () => {
    renderDashboardAt('/dashboard/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Loyalty Rewards' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loyalty Rewards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'my profile' })).not.toHaveAttribute('aria-current');
  });

  it('logs out from my Account, which every app sees through the session store', async () => {
    localStorage.setItem('userId', '3');
    localStorage.setItem('token', 'tok');
    sessionStore.updateUserAuth(true, {
      id: '3',
      name: 'Ada',
      mobileVerified: false,
      documentStatus: null,
      avatar: null,
    });
    renderDashboardAt('/dashboard/account');
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify/mobile?returnTo=/dashboard/account',
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionStore.current('auth')).toBe(false));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
