import { writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  followCatalogueNews,
  pageForgetter,
  parseEvents,
  STOCK_FORGET_EVERY_MS,
  UNKNOWN_CHANGE,
} from './catalogue-news';
import { createStaticServer } from './static-server';
import { hostDist, listening, renderHook } from './test-support';

/** An API that streams its news to every follower, as GET /api/catalogue/changes does. */
async function newsApi() {
  const followers = new Set<ServerResponse>();
  let connections = 0;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/api/catalogue/changes') return response.writeHead(404).end();
    connections += 1;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write(': following\n\n');
    followers.add(response);
    response.on('close', () => followers.delete(response));
  });
  const port = await listening(server);
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    connections: () => connections,
    followers: () => followers.size,
    announce: (news: string) =>
      followers.forEach((follower) => follower.write(`data: ${news}\n\n`)),
    /** Cuts every stream, as an API restarting does. */
    cut: () => followers.forEach((follower) => follower.destroy()),
    close: () => {
      followers.forEach((follower) => follower.destroy());
      server.close().closeAllConnections();
    },
  };
}

async function until(check: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('parseEvents', () => {
  it('reads each event’s data and keeps what is not finished yet', () => {
    expect(parseEvents(': hello\n\ndata: catalogue\n\ndata: stock\r\n\r\ndata: sto')).toEqual({
      events: ['catalogue', 'stock'],
      rest: 'data: sto',
    });
    // An empty event is news that anything may have changed.
    expect(parseEvents('data:\n\n').events).toEqual([UNKNOWN_CHANGE]);
  });
});

describe('pageForgetter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('drops pages at once for the catalogue, and at most every STOCK_FORGET_EVERY_MS for stock', () => {
    let now = 0;
    const forgetPages = jest.fn();
    const forgetter = pageForgetter(forgetPages, () => now);
    forgetter.hear('catalogue');
    forgetter.hear(UNKNOWN_CHANGE);
    expect(forgetPages).toHaveBeenCalledTimes(2);
    now = 100;
    forgetter.hear('stock');
    forgetter.hear('stock');
    expect(forgetPages).toHaveBeenCalledTimes(2);
    now = STOCK_FORGET_EVERY_MS;
    jest.advanceTimersByTime(STOCK_FORGET_EVERY_MS - 100);
    expect(forgetPages).toHaveBeenCalledTimes(3);
    now = 2 * STOCK_FORGET_EVERY_MS + 1;
    forgetter.hear('stock');
    expect(forgetPages).toHaveBeenCalledTimes(4);
  });
});

describe('followCatalogueNews', () => {
  it('hears the API’s news, and after a cut reconnects and hears that news may have been missed', async () => {
    const api = await newsApi();
    const heard: string[] = [];
    const news = followCatalogueNews({
      apiBaseUrl: async () => api.apiBaseUrl,
      onNews: (n) => heard.push(n),
      onLive: (live) => heard.push(live ? 'live' : 'lost'),
    });
    try {
      await until(() => api.followers() === 1, 'the first connection');
      api.announce('catalogue');
      await until(() => heard.length === 3, 'the news');
      expect(heard).toEqual([UNKNOWN_CHANGE, 'live', 'catalogue']);
      api.cut();
      await until(() => api.followers() === 1 && api.connections() === 2, 'a reconnection');
      await until(() => heard.length === 6, 'the reconnection’s news');
      expect(heard.slice(3)).toEqual(['lost', UNKNOWN_CHANGE, 'live']);
    } finally {
      news.stop();
      api.close();
    }
  });

  it('keeps trying, with longer waits, while the API names none or answers no stream', async () => {
    let asked = 0;
    const news = followCatalogueNews({
      apiBaseUrl: async () => (asked++, undefined),
      onNews: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    news.stop();
    // 0, 250, 750 ms: three tries in a second, not one per tick.
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(asked).toBeLessThanOrEqual(4);
  });
});

describe('a server whose renderer keeps pages', () => {
  it('drops them on the news of the API its config.json names, and stops following when closed', async () => {
    const api = await newsApi();
    const dir = hostDist();
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBaseUrl: api.apiBaseUrl }));
    const forgetPages = jest.fn();
    const followingNews = jest.fn();
    const app = await createStaticServer({
      dir,
      render: { ...renderHook({}), forgetPages, followingNews },
    });
    try {
      await app.ready();
      await until(() => api.followers() === 1, 'the server to follow the news');
      await until(() => forgetPages.mock.calls.length === 1, 'the connection’s forgetting');
      api.announce('catalogue');
      await until(() => forgetPages.mock.calls.length === 2, 'the catalogue’s news');
      expect(followingNews.mock.calls).toEqual([[true]]);
    } finally {
      await app.close();
    }
    await until(() => api.followers() === 0, 'the server to stop following');
    await until(() => followingNews.mock.calls.length === 2, 'the server to stop hearing');
    expect(followingNews.mock.calls[1]).toEqual([false]);
    api.close();
  });
});
