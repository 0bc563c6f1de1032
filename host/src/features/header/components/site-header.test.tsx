import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, configureHttpClient, sessionStore, storeProfile } from '@storefront/shared';
import { SiteHeader } from './site-header';

function signedIn(avatar: string | null) {
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('token', 'tok');
  sessionStore.updateUserAuth(true, {
    userId: 'u-1',
    userName: 'Ada',
    mobileVerified: 'true',
    documentVerify: 'none',
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
    act(() => storeProfile({ name: 'Ada King', avatar: 'avatars/new.webp' }));
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
});
