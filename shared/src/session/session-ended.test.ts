import { cartService } from '../cart/cart-service';
import { loaderService } from '../loader/loader-service';
import { storage } from '../storage/storage-keys';
import { sessionStore } from './session-store';
import { endSession, navigateWhenSessionEnds, SESSION_ENDED_MESSAGE } from './session-ended';

describe('endSession', () => {
  const navigate = jest.fn();
  let handBack: () => void;
  beforeEach(() => {
    localStorage.clear();
    navigate.mockClear();
    handBack = navigateWhenSessionEnds(navigate);
    window.history.pushState(null, '', '/products/7?from=home');
    storage.set('token', 'revoked');
    storage.set('userId', 'u1');
    storage.set('userName', 'Ann');
    sessionStore.updateUserAuth(true, {
      id: 'u1',
      name: 'Ann',
      mobileVerified: true,
      documentStatus: 'none',
      avatar: null,
    });
  });
  afterEach(() => handBack());

  it('forgets the user on the device and asks them to sign in, coming back here', () => {
    const reset = jest.spyOn(cartService, 'reset');

    endSession();

    expect(storage.get('token')).toBeNull();
    expect(storage.get('userId')).toBeNull();
    expect(storage.get('userName')).toBeNull();
    expect(sessionStore.current('auth')).toBe(false);
    expect(sessionStore.current('user')).toBeNull();
    expect(reset).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(
      `/login?returnTo=${encodeURIComponent('/products/7?from=home')}&ended=1`,
    );
    expect(SESSION_ENDED_MESSAGE).toBe('Your session has ended. Please sign in again.');
  });

  it("closes the loader, and the refused request's own error never shows over sign-in", () => {
    loaderService.show({ title: 'Adding to cart', subtitle: 'One moment' });

    endSession();
    loaderService.error('Sign in to continue.');

    expect(loaderService.state$.getValue()).toEqual({ busy: null, result: null });
    loaderService.navigationEnded();
  });

  it('ends it once when several requests are refused together', () => {
    endSession();
    endSession();
    endSession();
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
