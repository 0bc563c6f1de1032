import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for the server code's tests: answers each path from
 * `files` with a strong ETag (304 to a matching If-None-Match), 404 for any
 * other, and counts what it was asked. Tests change `files` to deploy.
 */
export async function startFileServer(files: Record<string, string | { status: number }>) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(`${request.headers['if-none-match'] ? 'revalidate' : 'get'} ${path}`);
    const file = files[path];
    if (file === undefined) return response.writeHead(404).end();
    if (typeof file !== 'string') return response.writeHead(file.status).end();
    const etag = `"${createHash('sha1').update(file).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response.writeHead(200, { etag, 'content-type': 'application/json' }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    files,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
