import { clearStoredUser, pushStoredUser, startSession } from './app-start';
import { fakeSessionMirror } from '../testing/session-mirror';
import { sessionStore } from './session-store';

describe('app start', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeSessionMirror();
    sessionStore.updateUserAuth(false, null);
  });

  it('writes deliverySelectFromUser, addressStatus and storeId 38', () => {
    startSession();
    expect(localStorage.getItem('deliverySelectFromUser')).toBe('true');
    expect(localStorage.getItem('addressStatus')).toBe('true');
    expect(localStorage.getItem('storeId')).toBe('38');
  });

  it('treats a stored userId as logged in and pushes the stored user', () => {
    localStorage.setItem('userId', '42');
    localStorage.setItem('userName', 'Grace');
    localStorage.setItem('mobileVerified', 'true');
    localStorage.setItem('documentVerify', 'pending');
    localStorage.setItem('userRole', 'operator');
    startSession();
    expect(sessionStore.current('auth')).toBe(true);
    expect(sessionStore.current('user')).toEqual({
      id: '42',
      name: 'Grace',
      mobileVerified: true,
      documentStatus: 'pending',
      avatar: null,
      role: 'operator',
    });
  });

  it('reads the stored keys into the API’s names and types, ignoring a status it does not know', () => {
    localStorage.setItem('userId', '42');
    localStorage.setItem('mobileVerified', 'false');
    localStorage.setItem('documentVerify', 'maybe');
    startSession();
    expect(sessionStore.current('user')).toMatchObject({
      mobileVerified: false,
      documentStatus: null,
      // Signed in before the role was kept: the header offers no console.
      role: 'customer',
    });
  });

  it('stays anonymous without a userId', () => {
    localStorage.setItem('userName', 'left over');
    startSession();
    expect(sessionStore.current('auth')).toBe(false);
    expect(sessionStore.current('user')).toBeNull();
  });

  it('picks up a sign-in made elsewhere on the next push', () => {
    startSession();
    localStorage.setItem('userId', '9');
    pushStoredUser();
    expect(sessionStore.current('auth')).toBe(true);
  });

  it('writes start-up errors to the console only', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => startSession()).not.toThrow();
    expect(error).toHaveBeenCalledWith('Session start failed', expect.any(Error));
    setItem.mockRestore();
    error.mockRestore();
  });

  it('clears the user keys and the session on sign-out', () => {
    localStorage.setItem('userId', '42');
    localStorage.setItem('token', 't');
    startSession();
    clearStoredUser();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('storeId')).toBe('38');
    expect(sessionStore.current('auth')).toBe(false);
  });
});
