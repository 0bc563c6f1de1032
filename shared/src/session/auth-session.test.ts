import { mockApi, type Route } from '../testing/mock-api';
import { fakeSessionMirror } from '../testing/session-mirror';
import { sessionStore } from './session-store';
import { startSession } from './app-start';
import { completeSignIn, signOut } from './auth-session';
import { updateSession } from './write-session';

const auth = {
  token: 'tok-123',
  user: {
    id: 'u-1',
    name: 'Ada',
    email: 'ada@example.test',
    mobile: '+447911123456',
    role: 'customer' as const,
    mobileVerified: false,
    documentStatus: 'pending' as const,
    referralCode: 'ABCDEFGH',
    addedFromCsv: false,
    avatar: null,
  },
};

/** The API as sign-in and sign-out meet it: a cart to merge into, and `logout` for the log-out. */
const answerApi = (logout: Route = [204]) =>
  mockApi({
    'GET /me/cart': [200, { lines: [], currency: 'GBP', adjustments: [] }],
    'POST /auth/logout': logout,
  });

describe('auth session', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeSessionMirror();
    answerApi();
  });

  it('stores the spec keys and publishes each session value on sign-in', async () => {
    const published: unknown[] = [];
    const subscription = sessionStore.getUser().subscribe((user) => published.push(user));
    await completeSignIn(auth);
    subscription.unsubscribe();
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem('userName')).toBe('Ada');
    expect(localStorage.getItem('mobileVerified')).toBe('false');
    expect(localStorage.getItem('documentVerify')).toBe('pending');
    expect(localStorage.getItem('userRole')).toBe('customer');
    expect(sessionStore.current('auth')).toBe(true);
    const ada = {
      id: 'u-1',
      name: 'Ada',
      mobileVerified: false,
      documentStatus: 'pending',
      avatar: null,
      role: 'customer',
    };
    // The user is published once, as the account said, never read back from storage.
    expect(published.slice(1)).toEqual([ada]);
    expect(sessionStore.current('mobileVerified')).toBe(false);
    expect(sessionStore.current('governmentVerified')).toBe('pending');
  });

  it('writes a change to the account to its key and publishes it, keeping the rest', async () => {
    await completeSignIn(auth);
    updateSession({ mobileVerified: true });
    updateSession({ documentStatus: 'approved', avatar: 'profile-pictures/u-1.webp' });
    expect(localStorage.getItem('mobileVerified')).toBe('true');
    expect(localStorage.getItem('documentVerify')).toBe('approved');
    expect(localStorage.getItem('userAvatar')).toBe('profile-pictures/u-1.webp');
    expect(sessionStore.current('user')).toEqual({
      id: 'u-1',
      name: 'Ada',
      mobileVerified: true,
      documentStatus: 'approved',
      avatar: 'profile-pictures/u-1.webp',
      role: 'customer',
    });
    expect(sessionStore.current('governmentVerified')).toBe('approved');
    // What the device stored reads back the same after a reload.
    startSession();
    expect(sessionStore.current('user')?.documentStatus).toBe('approved');
  });

  it('writes only the changed key of a session the device kept in part', () => {
    // A session kept before the device stored names: no userName, no documentVerify.
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem('userId', 'u-1');
    startSession();
    updateSession({ mobileVerified: true });
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('documentVerify')).toBeNull();
    expect(sessionStore.current('user')).toMatchObject({
      name: null,
      documentStatus: null,
      mobileVerified: true,
    });
  });

  it('changes nothing when no one is signed in', () => {
    sessionStore.updateUserAuth(false, null);
    updateSession({ name: 'Nobody' });
    expect(localStorage.getItem('userName')).toBeNull();
    expect(sessionStore.current('user')).toBeNull();
  });

  it('revokes the token at the API, then clears the device', async () => {
    const api = answerApi();
    await completeSignIn(auth);
    await signOut();
    const logouts = api.to('POST /auth/logout');
    expect(logouts.map((request) => request.headers.get('authKey'))).toEqual(['tok-123']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.current('auth')).toBe(false);
  });

  it('still signs out on this device when the API is unreachable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi(() => {
      throw new Error('Network Error');
    });
    await completeSignIn(auth);
    await signOut();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionStore.current('user')).toBeNull();
  });

  it("keeps an imported customer's welcome over a reload until the profile is saved", async () => {
    await completeSignIn({ ...auth, user: { ...auth.user, addedFromCsv: true } });
    expect(sessionStore.current('userAddedFromCSV')).toBe(true);

    sessionStore.updateUserAddedFromCSV(null); // a reload starts from an empty store
    startSession();
    expect(sessionStore.current('userAddedFromCSV')).toBe(true);

    updateSession({ name: 'Ada Lovelace', avatar: null, addedFromCsv: false });
    expect(sessionStore.current('userAddedFromCSV')).toBe(false);
    expect(localStorage.getItem('userAddedFromCSV')).toBeNull();
  });

  it('forgets the imported flag on sign-out', async () => {
    await completeSignIn({ ...auth, user: { ...auth.user, addedFromCsv: true } });
    await signOut();
    expect(localStorage.getItem('userAddedFromCSV')).toBeNull();
    expect(sessionStore.current('userAddedFromCSV')).toBeNull();
  });
});
