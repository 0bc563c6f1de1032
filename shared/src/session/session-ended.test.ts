import { loaderService } from '../loader/loader-service';
import { storage } from '../storage/storage-keys';
import { sessionStore } from './session-store';
import { signInPath } from '../navigation/return-to';
import { endSession, navigateWhenSessionEnds, SESSION_ENDED_MESSAGE } from './session-ended';
import { writeSession } from './write-session';

/** Signing in is what ends the "session ended" state. */
function signInAgain() {
  writeSession({
    id: 'u1',
    name: 'Ann',
    mobileVerified: true,
    documentStatus: 'none',
    avatar: null,
    addedFromCsv: false,
  });
}

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
  afterEach(() => {
    handBack();
    signInAgain();
  });

  it('forgets the user on the device and asks them to sign in, coming back here', () => {
    endSession();

    expect(storage.get('token')).toBeNull();
    expect(storage.get('userId')).toBeNull();
    expect(storage.get('userName')).toBeNull();
    expect(sessionStore.current('auth')).toBe(false);
    expect(sessionStore.current('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      `/login?returnTo=${encodeURIComponent('/products/7?from=home')}&ended=1`,
    );
    expect(SESSION_ENDED_MESSAGE).toBe('Your session has ended. Please sign in again.');
  });

  it('keeps the flag on any way to sign in, so a page’s own guard going there last keeps it too', () => {
    expect(signInPath('/dashboard/profile', '')).toBe('/login?returnTo=%2Fdashboard%2Fprofile');
    endSession();
    expect(signInPath('/dashboard/profile', '')).toBe(
      '/login?returnTo=%2Fdashboard%2Fprofile&ended=1',
    );
    signInAgain();
    expect(signInPath('/dashboard/profile', '')).toBe('/login?returnTo=%2Fdashboard%2Fprofile');
  });

  it('keeps the flag in this tab across a reload that crossed the refusal, until a sign-in', () => {
    endSession();
    // A reload: the modules start afresh, the tab's sessionStorage stays.
    jest.isolateModules(() => {
      const reloaded =
        jest.requireActual<typeof import('../navigation/return-to')>('../navigation/return-to');
      expect(reloaded.signInPath('/checkout/delivery', '')).toBe(
        '/login?returnTo=%2Fcheckout%2Fdelivery&ended=1',
      );
    });
    signInAgain();
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
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
