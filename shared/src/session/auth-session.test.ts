import type { AxiosAdapter } from 'axios';
import { httpClient } from '../http/http-client';
import { fakeSessionMirror } from '../testing/session-mirror';
import { sessionStore } from './session-store';
import { startSession } from './app-start';
import { signOut, storeProfile, storeSignedInUser } from './auth-session';

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

describe('auth session', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeSessionMirror();
  });

  it('stores the spec keys and pushes the user-auth update on sign-in', () => {
    storeSignedInUser(auth);
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem('userName')).toBe('Ada');
    expect(localStorage.getItem('mobileVerified')).toBe('false');
    expect(localStorage.getItem('documentVerify')).toBe('pending');
    expect(sessionStore.current('auth')).toBe(true);
    expect(sessionStore.current('user')?.userName).toBe('Ada');
    expect(sessionStore.current('governmentVerified')).toBe('pending');
  });

  it('revokes the token at the API, then clears the device', async () => {
    const sent: Array<{ url?: string; token: unknown }> = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push({ url: config.url, token: config.headers.get('authKey') });
      return { data: null, status: 204, statusText: '', headers: {}, config };
    };
    httpClient.defaults.adapter = adapter;
    storeSignedInUser(auth);
    await signOut();
    expect(sent).toEqual([{ url: '/auth/logout', token: 'tok-123' }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.current('auth')).toBe(false);
  });

  it('still signs out on this device when the API is unreachable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    httpClient.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    storeSignedInUser(auth);
    await signOut();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionStore.current('user')).toBeNull();
  });

  it("keeps an imported customer's welcome over a reload until the profile is saved", () => {
    storeSignedInUser({ ...auth, user: { ...auth.user, addedFromCsv: true } });
    expect(sessionStore.current('userAddedFromCSV')).toBe(true);

    sessionStore.updateUserAddedFromCSV(null); // a reload starts from an empty store
    startSession();
    expect(sessionStore.current('userAddedFromCSV')).toBe(true);

    storeProfile({ name: 'Ada Lovelace', avatar: null, addedFromCsv: false });
    expect(sessionStore.current('userAddedFromCSV')).toBe(false);
    expect(localStorage.getItem('userAddedFromCSV')).toBeNull();
  });

  it('forgets the imported flag on sign-out', async () => {
    httpClient.defaults.adapter = async (config) => ({
      data: null,
      status: 204,
      statusText: '',
      headers: {},
      config,
    });
    storeSignedInUser({ ...auth, user: { ...auth.user, addedFromCsv: true } });
    await signOut();
    expect(localStorage.getItem('userAddedFromCSV')).toBeNull();
    expect(sessionStore.current('userAddedFromCSV')).toBeNull();
  });
});
