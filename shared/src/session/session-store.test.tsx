import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SessionStore, sessionStore } from './session-store';
import { useSession } from './use-session';

describe('SessionStore', () => {
  it('starts with auth false and every other value empty', () => {
    const store = new SessionStore();
    expect(store.current('auth')).toBe(false);
    for (const key of [
      'user',
      'store',
      'mobileVerified',
      'governmentVerified',
      'cartMessage',
      'shopLink',
      'userAddedFromCSV',
    ] as const) {
      expect(store.current(key)).toBeNull();
    }
  });

  it('sets auth and user together through updateUserAuth', () => {
    const store = new SessionStore();
    const auth: boolean[] = [];
    store.getAuth().subscribe((value) => auth.push(value));
    const user = {
      id: '7',
      name: 'Ada',
      mobileVerified: true,
      documentStatus: null,
      avatar: null,
    };
    store.updateUserAuth(true, user);
    expect(auth).toEqual([false, true]);
    expect(store.current('user')).toEqual(user);
  });

  it('gives each other value a getter and a setter', () => {
    const store = new SessionStore();
    const seen: Array<string | null> = [];
    store.getCartMessage().subscribe((message) => seen.push(message));
    store.updateCartMessage('Add 5.00 more for free delivery');
    store.updateShopLink('/shop/corner-market');
    store.updateMobileVerified(true);
    store.updateGovernmentVerified('approved');
    store.updateUserAddedFromCSV(true);
    store.updateStoreDetails({ id: 38, name: 'Corner', currency: 'EUR', shopLink: 'corner' });
    expect(seen).toEqual([null, 'Add 5.00 more for free delivery']);
    expect(store.current('shopLink')).toBe('/shop/corner-market');
    expect(store.current('mobileVerified')).toBe(true);
    expect(store.current('governmentVerified')).toBe('approved');
    expect(store.current('userAddedFromCSV')).toBe(true);
    expect(store.current('store')?.id).toBe(38);
  });

  it('offers no setter for auth or user alone', () => {
    const setters = Object.getOwnPropertyNames(SessionStore.prototype).filter((name) =>
      name.startsWith('update'),
    );
    expect(setters.sort()).toEqual(
      [
        'updateCartMessage',
        'updateGovernmentVerified',
        'updateMobileVerified',
        'updateShopLink',
        'updateStoreDetails',
        'updateUserAddedFromCSV',
        'updateUserAuth',
      ].sort(),
    );
  });
});

describe('useSession', () => {
  function CartBanner() {
    const message = useSession('cartMessage');
    return <p>{message ?? 'no message'}</p>;
  }

  it('re-renders a component when the value changes', () => {
    render(<CartBanner />);
    expect(screen.getByText('no message')).toBeInTheDocument();
    act(() => sessionStore.updateCartMessage('Only 2 left'));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    act(() => sessionStore.updateCartMessage(null));
  });
});

describe('useSession on a page the server drew', () => {
  const STORE = { id: 38, name: 'Corner Market', currency: 'GBP', shopLink: 'corner-market' };
  const LIN = {
    id: '5',
    name: 'Lin',
    mobileVerified: false,
    documentStatus: null,
    avatar: null,
  };
  function Greeting() {
    const user = useSession('user');
    const store = useSession('store');
    return (
      <p>
        {store?.name}: {user ? `Hi, ${user.name}` : 'Sign in'}
      </p>
    );
  }

  afterEach(() => {
    sessionStore.updateUserAuth(false, null);
    sessionStore.updateStoreDetails(null);
  });

  it('draws the store but not the signed-in customer, whom only the device knows', () => {
    sessionStore.updateStoreDetails(STORE);
    sessionStore.updateUserAuth(true, LIN);
    expect(renderToString(<Greeting />)).toBe('<p>Corner Market<!-- -->: <!-- -->Sign in</p>');
  });

  it('hydrates the server’s HTML without a mismatch, then shows the customer', async () => {
    sessionStore.updateStoreDetails(STORE);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    sessionStore.updateUserAuth(true, LIN);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Greeting />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('Corner Market: Hi, Lin');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });
});
