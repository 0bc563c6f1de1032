import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  configureHttpClient,
  sessionStore,
  updateSession,
  useNavigate,
} from '@storefront/shared';
import { SiteHeader } from './site-header';

function signedIn(avatar: string | null) {
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('token', 'tok');
  sessionStore.updateUserAuth(true, {
    id: 'u-1',
    name: 'Ada',
    mobileVerified: true,
    documentStatus: 'none',
    avatar,
  });
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe('SiteHeader profile picture', () => {
  beforeEach(() => {
    localStorage.clear();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
    sessionStore.updateUserAuth(false, null);
  });

  it('shows the picture from the API beside the greeting when the customer has one', () => {
    signedIn('avatars/3f2a.png');
    renderHeader();
    const picture = screen.getByTestId('header-avatar');
    expect(picture).toHaveAttribute('src', 'http://api.test/api/avatars/3f2a.png');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '32');
    expect(picture).toHaveAttribute('height', '32');
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Hi, Ada');
  });

  it('shows no picture without one, or for a guest', () => {
    signedIn(null);
    const { unmount } = renderHeader();
    expect(screen.queryByTestId('header-avatar')).not.toBeInTheDocument();
    unmount();
    sessionStore.updateUserAuth(false, null);
    renderHeader();
    expect(screen.queryByTestId('header-avatar')).not.toBeInTheDocument();
  });

  it('follows a new picture and name saved on the profile page', () => {
    signedIn(null);
    renderHeader();
    act(() => updateSession({ name: 'Ada King', avatar: 'avatars/new.webp' }));
    expect(screen.getByTestId('header-avatar')).toHaveAttribute(
      'src',
      'http://api.test/api/avatars/new.webp',
    );
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Hi, Ada King');
  });
});

describe('SiteHeader navigation', () => {
  it('marks My Dashboard as the current section on every dashboard page', () => {
    renderHeader('/dashboard/order-history');
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveClass('active');
  });

  it('leaves My Dashboard unmarked elsewhere', () => {
    renderHeader('/products');
    expect(screen.getByRole('link', { name: 'My Dashboard' })).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveClass('active');
  });

  it('offers the store console to an operator only, lit on its pages', () => {
    const user = {
      id: 'u-1',
      name: 'Ada',
      mobileVerified: true,
      documentStatus: null,
      avatar: null,
    };
    sessionStore.updateUserAuth(true, { ...user, role: 'operator' });
    const { unmount } = renderHeader('/operator/orders/5f0c');
    const link = screen.getByRole('link', { name: 'Store console' });
    expect(link).toHaveAttribute('href', '/operator');
    expect(link).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'My Dashboard' })).not.toHaveClass('active');
    unmount();

    sessionStore.updateUserAuth(true, { ...user, role: 'customer' });
    renderHeader('/products');
    expect(screen.queryByRole('link', { name: 'Store console' })).not.toBeInTheDocument();
  });
});

describe('SiteHeader menu button', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.updateUserAuth(false, null);
  });

  function renderWithNavigation(path = '/') {
    let navigate: (to: string) => void = () => undefined;
    function NavigationHandle() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
        <NavigationHandle />
      </MemoryRouter>,
    );
    return { navigate: (to: string) => act(() => navigate(to)) };
  }

  const menuButton = () => screen.getByRole('button', { name: 'Menu' });

  it('is a closed disclosure of the links, and opens and closes them', async () => {
    renderWithNavigation();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(menuButton().getAttribute('aria-controls')!);
    expect(controlled).toContainElement(screen.getByRole('link', { name: 'My Dashboard' }));
    expect(controlled).toContainElement(screen.getByRole('link', { name: 'Sign in' }));
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('banner')).toHaveClass('host-header--open');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).not.toHaveClass('host-header--open');
  });

  it('opens from the keyboard, and Escape closes it and returns focus to the button', async () => {
    renderWithNavigation();
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the customer goes to another page, even the same path again', async () => {
    const { navigate } = renderWithNavigation('/products');
    await userEvent.click(menuButton());
    navigate('/dashboard/profile');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    navigate('/dashboard/profile');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
