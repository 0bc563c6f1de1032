export interface SessionMirrorCall {
  method: string;
  /** As sent on the wire: names in lower case. */
  headers: Record<string, string>;
}

const passOn = globalThis.fetch;

/**
 * Answers the session mirror's requests (`/session`) as the host's server
 * does, so a test that signs in or out needs no server (jsdom's page has
 * none); every other fetch goes on as before. Answers the calls it received.
 */
export function fakeSessionMirror(): SessionMirrorCall[] {
  const calls: SessionMirrorCall[] = [];
  globalThis.fetch = (input, init) => {
    if (input !== '/session') return passOn(input, init);
    calls.push({
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    return Promise.resolve(new Response(null, { status: 204 }));
  };
  return calls;
}
