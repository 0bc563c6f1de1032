import { startFileServer } from '../testing/file-server';
import { remoteFiles, REVALIDATE_AFTER_MS } from './remote-files';

describe('remoteFiles', () => {
  let server: Awaited<ReturnType<typeof startFileServer>>;
  const signal = () => AbortSignal.timeout(2000);

  beforeEach(async () => {
    server = await startFileServer({ '/app.js': 'first', '/broken.js': { status: 500 } });
  });
  afterEach(() => server.close());

  it('parses a file once, and keeps it while its ETag holds', async () => {
    const parse = jest.fn((text: string) => ({ text }));
    const read = remoteFiles(parse);
    const first = await read(`${server.origin}/app.js`, signal());
    expect(await read(`${server.origin}/app.js`, signal())).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS + 50));
    expect(await read(`${server.origin}/app.js`, signal())).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(server.asked).toEqual(['get /app.js', 'revalidate /app.js']);
  });

  it('reads a deployed file within a second', async () => {
    const read = remoteFiles((text) => text);
    expect(await read(`${server.origin}/app.js`, signal())).toBe('first');
    server.files['/app.js'] = 'second';
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS + 50));
    expect(await read(`${server.origin}/app.js`, signal())).toBe('second');
  });

  it('reads a file the remote does not have as null, and rejects any other failure', async () => {
    const read = remoteFiles((text) => text);
    expect(await read(`${server.origin}/missing.js`, signal())).toBeNull();
    await expect(read(`${server.origin}/broken.js`, signal())).rejects.toThrow('answered 500');
  });
});
