// What the server's tests share: a host's dist folder and a render hook that
// draws what it is told, as the host's server build would.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { DrawnPage, RenderHook } from './render-hook';
import type { RuntimeConfig } from './runtime-config';
import type { VisitorCookies } from './session-cookie';

export const INDEX_HTML =
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
export const REMOTES = { storefront: 'http://localhost:8081/mf-manifest.json' };
export const CONFIG = { apiBaseUrl: 'http://localhost:3000/api' };

/** What the render hook was asked to draw. */
export interface Asked {
  url: string;
  runtime: RuntimeConfig;
  visitor: VisitorCookies;
  origin: string;
}

/** A host's dist folder: its page, a hashed script with its brotli twin, and runtime config. */
export function hostDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'console.log("main")');
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), brotliCompressSync('console.log("main")'));
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES));
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(CONFIG));
  return dir;
}

/** A render hook as the host's server build gives it, drawing what `pages` says. */
export function renderHook(pages: Record<string, DrawnPage>): RenderHook & { asked: Asked[] } {
  const asked: Asked[] = [];
  return {
    asked,
    remoteForPath: (pathname) => (pathname.startsWith('/dashboard') ? 'dashboard' : 'storefront'),
    storeId: 38,
    async renderPage(url, runtime, visitor, origin) {
      asked.push({ url, runtime, visitor, origin });
      return pages[url.split('?')[0]!] ?? null;
    },
  };
}

/** `server` listening on a free port of 127.0.0.1; its port. */
export async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
