import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  configureHttpClient,
  httpClient,
  isAxiosError,
  requestHeaders,
  whenSessionRefused,
} from './http-client';

// The adapter is the last stop before the network, so what it receives is
// exactly what the browser would send.
function captureRequests() {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };
  httpClient.defaults.adapter = adapter;
  return sent;
}

describe('httpClient', () => {
  beforeEach(() => localStorage.clear());

  it('sends the stored token in the authKey header', async () => {
    const sent = captureRequests();
    localStorage.setItem('token', 'abc123');
    await httpClient.get('/me');
    expect(sent[0]?.headers.get('authKey')).toBe('abc123');
  });

  it('sends a token given with the request rather than the stored one', async () => {
    const sent = captureRequests();
    localStorage.setItem('token', 'stored');
    await httpClient.get('/me/cart', { headers: { authKey: 'visitor' } });
    expect(sent[0]?.headers.get('authKey')).toBe('visitor');
  });

  it('sends no authKey when no token is stored', async () => {
    const sent = captureRequests();
    await httpClient.get('/stores/38');
    expect(sent[0]?.headers.has('authKey')).toBe(false);
  });

  it('always asks for JSON', async () => {
    const sent = captureRequests();
    await httpClient.get('/stores/38');
    await httpClient.post('/auth/login', { email: 'a@b.co' });
    for (const request of sent) expect(request.headers.get('Accept')).toBe('application/json');
  });

  it('sets Content-Type to JSON only when none is set', async () => {
    const sent = captureRequests();
    await httpClient.post('/auth/login', { email: 'a@b.co' });
    await httpClient.post('/import', 'a,b', { headers: { 'Content-Type': 'text/csv' } });
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(sent[1]?.headers.get('Content-Type')).toBe('text/csv');
  });

  it.each(['/uploaddocument', '/me/uploadprofilepic'])(
    'sends a FormData upload to %s with authKey and neither JSON header',
    async (url) => {
      const sent = captureRequests();
      localStorage.setItem('token', 'tok');
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'id.pdf');
      await httpClient.post(url, form);
      const headers = sent[0]!.headers;
      expect(headers.get('authKey')).toBe('tok');
      expect(headers.has('Accept')).toBe(false);
      expect(String(headers.get('Content-Type') ?? '')).not.toMatch(/application\/json/);
      expect(sent[0]?.data).toBeInstanceOf(FormData);
    },
  );

  it('sends any other FormData body without a JSON Content-Type, so it stays multipart', async () => {
    const sent = captureRequests();
    localStorage.setItem('token', 'tok');
    const form = new FormData();
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'tea.png');
    await httpClient.put('/operator/products/5/image', form);
    const headers = sent[0]!.headers;
    expect(headers.get('authKey')).toBe('tok');
    expect(headers.get('Accept')).toBe('application/json');
    expect(String(headers.get('Content-Type') ?? '')).not.toMatch(/application\/json/);
    expect(sent[0]?.data).toBeInstanceOf(FormData);
  });

  it('takes its base URL from runtime configuration', async () => {
    const sent = captureRequests();
    configureHttpClient({ apiBaseUrl: 'http://api.example.test/api' });
    await httpClient.get('/stores/38');
    expect(sent[0]?.baseURL).toBe('http://api.example.test/api');
    expect(sent[0]?.url).toBe('/stores/38');
  });
});

describe('requestHeaders, for a fetch() of the page’s own', () => {
  beforeEach(() => localStorage.clear());
  const asObject = (headers: Headers) => Object.fromEntries(headers);

  it('asks for JSON, types a body as JSON, and carries the stored token', () => {
    localStorage.setItem('token', 'tok');
    expect(asObject(requestHeaders('http://api.test/api/remote-loads', { body: '{}' }))).toEqual({
      accept: 'application/json',
      authkey: 'tok',
      'content-type': 'application/json',
    });
  });

  it('keeps a token and a Content-Type given, and types no request without a body', () => {
    localStorage.setItem('token', 'stored');
    expect(asObject(requestHeaders('/session', { headers: { authKey: 'given' } }))).toEqual({
      accept: 'application/json',
      authkey: 'given',
    });
    expect(
      asObject(requestHeaders('/import', { body: 'a,b', headers: { 'Content-Type': 'text/csv' } })),
    ).toEqual({ accept: 'application/json', authkey: 'stored', 'content-type': 'text/csv' });
  });

  it('leaves an upload URL only its token', () => {
    localStorage.setItem('token', 'tok');
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    expect(asObject(requestHeaders('/me/uploadprofilepic', { headers, body: 'x' }))).toEqual({
      authkey: 'tok',
    });
  });
});

describe('isAxiosError', () => {
  it('knows axios’s errors from any other', () => {
    expect(isAxiosError(new AxiosError('Request failed', 'ERR_BAD_REQUEST'))).toBe(true);
    expect(isAxiosError(new Error('Request failed'))).toBe(false);
    expect(isAxiosError({ isAxiosError: 'yes' })).toBe(false);
    expect(isAxiosError(null)).toBe(false);
  });
});

describe('a request the API refuses for its session', () => {
  function answer(status: number, code: string) {
    httpClient.defaults.adapter = async (config) => {
      throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, {
        data: { error: { code, message: code } },
        status,
        statusText: '',
        headers: {},
        config,
      });
    };
  }
  const ended = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    ended.mockClear();
    whenSessionRefused(ended);
  });
  afterAll(() => whenSessionRefused(() => {}));

  it('ends the session when a request with a token gets 401 UNAUTHORIZED, and still fails', async () => {
    localStorage.setItem('token', 'revoked');
    answer(401, 'UNAUTHORIZED');
    await expect(httpClient.get('/me/cart')).rejects.toMatchObject({ response: { status: 401 } });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a wrong password at sign-in', 401, 'INVALID_CREDENTIALS', 'revoked'],
    ['a 401 to a request without a token', 401, 'UNAUTHORIZED', null],
    ['a 403', 403, 'FORBIDDEN', 'valid'],
  ])('leaves the session alone for %s', async (_case, status, code, token) => {
    if (token) localStorage.setItem('token', token);
    answer(status, code);
    await expect(httpClient.get('/anything')).rejects.toBeDefined();
    expect(ended).not.toHaveBeenCalled();
  });
});
