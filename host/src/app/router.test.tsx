import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CART_UPDATED_EVENT,
  MemoryRouter,
  useNavigate,
  loaderService,
  sessionStore,
  type RemoteName,
} from '@storefront/shared';
// The host's own loader runs over the runtime's stand-in in host/__mocks__.
import { loadRemote as loadFederated } from '@module-federation/enhanced/runtime';
import { forgetRemotes, provide, RETRY_DELAYS_MS } from '../features/remotes/api/remote-loader';
import { REMOTES } from '../testing/remotes';
import { AppRoutes } from './router';

jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  ensureRuntimeConfig: jest.fn(async () => undefined),
}));

const loadRemote = jest.mocked(loadFederated);
/** The remotes whose './App' the runtime was asked for, in order. */
const askedFor = () => loadRemote.mock.calls.map(([id]) => id.replace('/App', ''));

/** What the storefront's cart does with every change: announces its count, and sets the cart banner. */
function storefrontCartSays(itemCount: number, message: string | null) {
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { itemCount } }));
  sessionStore.updateCartMessage(message);
}

/** A remote that fails every try the loader makes (the first and each retry). */
function failsEveryTry(error: Error) {
  for (let tries = 0; tries <= RETRY_DELAYS_MS.length; tries += 1)
    loadRemote.mockRejectedValueOnce(error);
}
// The loader's retries wait this long in all before the error shows.
const UNTIL_GIVEN_UP = { timeout: RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay) + 1000 };

function remoteStub(name: RemoteName) {
  return { default: () => <p>{name} area</p> };
}

/** Renders the host's routes at a path; the answer navigates as a link would. */
function renderAt(path: string) {
  let navigate: (to: string) => void = () => undefined;
  function NavigationHandle() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <NavigationHandle />
    </MemoryRouter>,
  );
  return { navigate: (to: string) => navigate(to) };
}

describe('host routes', () => {
  beforeAll(() => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(REMOTES))) as typeof fetch;
  });
  beforeEach(() => {
    localStorage.clear();
    forgetRemotes();
    loadRemote.mockReset();
    loadRemote.mockImplementation(async (id: string) =>
      remoteStub(id.replace('/App', '') as RemoteName),
    );
  });

  it('shows the storefront remote with the header on the empty path', async () => {
    renderAt('/');
    expect(await screen.findByText('storefront area')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('draws a remote that has already arrived at once, without its loading state', () => {
    provide('storefront', remoteStub('storefront'));
    renderAt('/');
    expect(screen.getByText('storefront area')).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(askedFor()).toEqual([]);
  });

  it('shows the verify remote without a header', async () => {
    renderAt('/verify/mobile');
    expect(await screen.findByText('verify area')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the dashboard remote inside the site layout', async () => {
    renderAt('/dashboard/wallet');
    expect(await screen.findByText('dashboard area')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(askedFor()).toEqual(['dashboard']);
  });

  it("fetches the code of the page a remote opens on before drawing it, so the remote doesn't show a second loading state", async () => {
    let pageArrived: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (pageArrived = resolve)));
    loadRemote.mockResolvedValueOnce({ ...remoteStub('dashboard'), preload });
    renderAt('/dashboard/orders');
    await waitFor(() => expect(preload).toHaveBeenCalledWith('/dashboard/orders'));
    expect(screen.getByText('Loading My Dashboard…')).toBeInTheDocument();
    await act(async () => pageArrived());
    expect(await screen.findByText('dashboard area')).toBeInTheDocument();
  });

  it('draws the remote when its page fails to arrive: the remote shows that error itself', async () => {
    const preload = jest.fn().mockRejectedValue(new Error('Loading chunk 412 failed'));
    loadRemote.mockResolvedValueOnce({ ...remoteStub('dashboard'), preload });
    renderAt('/dashboard/orders');
    expect(await screen.findByText('dashboard area')).toBeInTheDocument();
  });

  it('shows an error with a retry when a remote fails, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failsEveryTry(new Error('manifest 404'));
    renderAt('/dashboard/profile');
    expect(await screen.findByRole('alert', {}, UNTIL_GIVEN_UP)).toHaveTextContent(
      "We couldn't load My Dashboard",
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard area')).toBeInTheDocument();
    expect(askedFor()).toEqual(Array(RETRY_DELAYS_MS.length + 2).fill('dashboard'));
  });

  it("keeps a failed remote's error inside its own route", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failsEveryTry(new Error('dashboard down'));
    const router = renderAt('/dashboard/profile');
    expect(await screen.findByRole('alert', {}, UNTIL_GIVEN_UP)).toBeInTheDocument();
    await act(() => router.navigate('/cart'));
    expect(await screen.findByText('storefront area')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes the session and closes a kept loader after each navigation', async () => {
    const router = renderAt('/');
    await screen.findByText('storefront area');
    act(() => loaderService.show({ title: 'Going', subtitle: '' }, { keepAfterRouteChange: true }));
    localStorage.setItem('userId', '5');
    localStorage.setItem('userName', 'Lin');
    await act(() => router.navigate('/cart'));
    expect(loaderService.state$.getValue().busy).toBeNull();
    expect(sessionStore.current('auth')).toBe(true);
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Hi, Lin');
  });

  it('logs out from the header, clearing the stored user', async () => {
    localStorage.setItem('userId', '5');
    localStorage.setItem('userName', 'Lin');
    localStorage.setItem('token', 'secret');
    renderAt('/');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.queryByTestId('header-user-name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2F',
    );
  });

  it('counts the cart in the header as the storefront tells it, and shows the cart message as a dismissible banner', async () => {
    renderAt('/products');
    await screen.findByText('storefront area');
    expect(screen.getByRole('link', { name: 'Cart (0 items)' })).toBeInTheDocument();
    act(() => storefrontCartSays(2, 'Add £20.00 more for free delivery.'));
    expect(screen.getByRole('link', { name: 'Cart (2 items)' })).toBeInTheDocument();
    expect(screen.getByText('Add £20.00 more for free delivery.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss cart message' }));
    expect(screen.queryByText('Add £20.00 more for free delivery.')).not.toBeInTheDocument();
    act(() => storefrontCartSays(0, null));
  });

  it('shows the cart message on the product list, a product and the cart only', async () => {
    const { navigate } = renderAt('/register');
    await screen.findByText('storefront area');
    act(() => storefrontCartSays(1, 'Add £30.00 more for free delivery.'));
    const banner = () => screen.queryByText('Add £30.00 more for free delivery.');
    expect(banner()).not.toBeInTheDocument();
    for (const path of ['/products', '/products/honey', '/cart']) {
      act(() => navigate(path));
      expect(banner()).toBeInTheDocument();
    }
    for (const path of ['/', '/checkout', '/dashboard/wallet', '/login']) {
      act(() => navigate(path));
      expect(banner()).not.toBeInTheDocument();
    }
    act(() => storefrontCartSays(0, null));
  });
});
