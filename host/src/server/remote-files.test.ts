import { startFileServer } from '../testing/file-server';
import { remoteFiles, REVALIDATE_AFTER_MS } from './remote-files';

describe('remoteFiles', () => {
  let server: Awaited<ReturnType<typeof startFileServer>>;
  const signal = () => AbortSignal.timeout(2000);
  const pastRevalidation = () =>
    new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS + 50));

  beforeEach(async () => {
    server = await startFileServer({ '/app.js': 'first', '/broken.js': { status: 500 } });
  });
  afterEach(() => server.close());

  it('parses a file once, and keeps it while its ETag holds', async () => {
    const parse = jest.fn((text: string) => ({ text }));
    const read = remoteFiles(parse);
    const first = await read(`${server.origin}/app.js`, signal());
    expect(await read(`${server.origin}/app.js`, signal())).toBe(first);
    await pastRevalidation();
    expect(await read(`${server.origin}/app.js`, signal())).toBe(first);
    await read.idle();
    expect(await read(`${server.origin}/app.js`, signal())).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(server.asked).toEqual(['get /app.js', 'revalidate /app.js']);
  });

  it('answers with the kept file at once, and reads a deploy by the question behind it', async () => {
    const read = remoteFiles((text) => text);
    expect(await read(`${server.origin}/app.js`, signal())).toBe('first');
    server.files['/app.js'] = 'second';
    await pastRevalidation();
    expect(await read(`${server.origin}/app.js`, signal())).toBe('first');
    await read.idle();
    expect(await read(`${server.origin}/app.js`, signal())).toBe('second');
  });

  it('forgets a kept file that then fails, so the next read fails as a first read does', async () => {
    const read = remoteFiles((text) => text);
    await read(`${server.origin}/app.js`, signal());
    server.files['/app.js'] = { status: 503 };
    await pastRevalidation();
    expect(await read(`${server.origin}/app.js`, signal())).toBe('first');
    await read.idle();
    await expect(read(`${server.origin}/app.js`, signal())).rejects.toThrow('answered 503');
  });

  it('reads a file the remote does not have as null, and rejects any other failure', async () => {
    const read = remoteFiles((text) => text);
    expect(await read(`${server.origin}/missing.js`, signal())).toBeNull();
    await expect(read(`${server.origin}/broken.js`, signal())).rejects.toThrow('answered 500');
  });
});
