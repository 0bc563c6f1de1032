import type { AddressInfo } from 'node:net';
import { build, buildPair, testRedisUrl, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// GET /api/catalogue/changes: the change bus's news as server-sent events, so
// the site's server (server/src/catalogue-news.ts) drops the pages it keeps.

/** Follows an API's news over real HTTP: every event's data, as it arrives. */
async function follow(baseUrl: string) {
  const stopped = new AbortController();
  const response = await fetch(`${baseUrl}/api/catalogue/changes`, {
    headers: { accept: 'text/event-stream' },
    signal: stopped.signal,
  });
  const heard: string[] = [];
  let text = '';
  const ended = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop()!;
      for (const block of blocks)
        if (block.startsWith('data:')) heard.push(block.slice('data:'.length).trim());
    }
  })().catch(() => {});
  return { response, heard, ended, stop: () => stopped.abort() };
}

async function until(check: () => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const listen = async (app: TestApp['app']) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe('catalogue news', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build();
  });
  afterAll(() => api.close());

  it('refuses a client that does not ask for a stream, with the standard error body', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/catalogue/changes' });
    expect(answer.statusCode).toBe(406);
    expect(answer.json()).toMatchObject({ error: { code: 'NOT_ACCEPTABLE' } });
  });

  it('streams an operator’s stock change as it happens, and the stream ends when the API closes', async () => {
    const baseUrl = await listen(api.app);
    const news = await follow(baseUrl);
    expect(news.response.status).toBe(200);
    expect(news.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const operator = await operatorToken(api.app);
    const products = await api.app.inject({ method: 'GET', url: '/api/stores/38/products' });
    const { id } = products.json().items[0];
    const received = await api.app.inject({
      method: 'POST',
      url: `/api/operator/products/${id}/stock-adjustments`,
      headers: { authKey: operator },
      payload: { reason: 'received', quantity: 3 },
    });
    expect(received.statusCode).toBe(201);
    await until(() => news.heard.includes('catalogue'));
    // A closing API ends its streams rather than waiting on them.
    await api.app.close();
    await news.ended;
  });
});

describe('catalogue news in a cluster (Redis)', () => {
  it('reaches a follower of one instance when an operator works on the other', async () => {
    const pair = await buildPair({
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: `test-news-${process.pid}-${Date.now()}:`,
    });
    try {
      const news = await follow(await listen(pair.second));
      // Redis's news of a (re)connection may come first: only 'catalogue' counts.
      pair.first.catalogueChanged();
      await until(() => news.heard.includes('catalogue'));
      news.stop();
    } finally {
      await pair.close();
    }
  }, 60_000);
});
