import { mockApi } from '../testing/mock-api';
import { clearStoredUser } from './app-start';
import { completeSignIn, signOut } from './auth-session';
import { syncSessionMirror } from './session-mirror';

const auth = {
  token: 'tok-123',
  user: {
    id: 'u-1',
    name: 'Ada',
    email: 'ada@example.test',
    mobile: '+447911123456',
    role: 'customer' as const,
    mobileVerified: true,
    documentStatus: 'none' as const,
    referralCode: 'ABCDEFGH',
    addedFromCsv: false,
    avatar: null,
  },
};

const answerApi = () =>
  mockApi({
    'GET /me/cart': [200, { lines: [], currency: 'GBP', adjustments: [] }],
    'POST /auth/logout': [204],
  });

let fetchMock: jest.Mock;
/** Each call to the host's server, its header names as the wire has them (lower case). */
const sessionCalls = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    url,
    method: init.method,
    headers: Object.fromEntries(new Headers(init.headers)),
  }));

// Spec section 7, as every request of the page: JSON asked for, the token when
// one is stored, and no Content-Type for a request without a body.
const POST_WITH = (token: string) => ({
  url: '/session',
  method: 'POST',
  headers: { accept: 'application/json', authkey: token },
});
const DELETE = { url: '/session', method: 'DELETE', headers: { accept: 'application/json' } };

describe('the session’s mirror on the host’s server', () => {
  beforeEach(() => {
    localStorage.clear();
    answerApi();
    fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock;
  });

  it('is asked for at sign-in, with the token, and sign-in never waits for it', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await completeSignIn(auth);
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(sessionCalls()).toEqual([POST_WITH('tok-123')]);
  });

  it('is cleared when the device forgets the user, at sign-out or after logging out everywhere', async () => {
    await completeSignIn(auth);
    await signOut();
    clearStoredUser();
    expect(sessionCalls().slice(1)).toEqual([DELETE, DELETE]);
  });

  it('only logs a failure: sign-in and sign-out go on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await completeSignIn(auth);
    await signOut();
    await new Promise((resolve) => setTimeout(resolve));
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('answered 502'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('clear the session'),
      expect.any(TypeError),
    );
    warn.mockRestore();
  });

  describe('at start', () => {
    it('mirrors a session the server drew the page without, once', () => {
      localStorage.setItem('token', 'older-session');
      syncSessionMirror(false);
      expect(sessionCalls()).toEqual([POST_WITH('older-session')]);
    });

    it('clears a cookie the device no longer has a session for', () => {
      syncSessionMirror(true);
      expect(sessionCalls()).toEqual([DELETE]);
    });

    it.each([
      ['a page drawn in the browser', 'tok', undefined],
      ['a page drawn with the session', 'tok', true],
      ['an anonymous page for an anonymous device', null, false],
    ])('asks nothing for %s', (_name, token, drawnWithSession) => {
      if (token) localStorage.setItem('token', token);
      syncSessionMirror(drawnWithSession);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
