import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuntimeConfig } from './runtime-config';
import type { VisitorCookies } from './session-cookie';

/**
 * A page the host's server build drew: `personal` when drawn from the
 * visitor's cookies, `sessionRejected` when the API refused the session's token.
 */
export interface DrawnPage {
  html: string;
  /** The style-src sources of its <style> elements; a page drawn by an older host build has none. */
  styleSources?: string[];
  /** Called once the answer has gone: draws a kept page again for the next visitor. */
  drawAgain?: () => void;
  personal: boolean;
  sessionRejected: boolean;
}

/**
 * What the host's server build gives this server to draw pages with.
 * `renderPage` answers null for a page the browser draws; `origin` is the
 * site's public origin.
 */
export interface RenderHook {
  renderPage(
    url: string,
    runtime: RuntimeConfig,
    visitor: VisitorCookies,
    origin: string,
  ): Promise<DrawnPage | null>;
  remoteForPath(pathname: string): string;
  /** Where an address that moved went. */
  movedPath?(url: string): string | null;
  storeId: number;
  /**
   * Drops the pages the renderer keeps (host/src/server/recent-pages.ts). With
   * it, the server follows the API's catalogue news and calls it on each change.
   */
  forgetPages?(): void;
  /** Told whether the catalogue news is heard now: kept pages then last longer. */
  followingNews?(live: boolean): void;
}

/** The host's server build (host/src/server/index.ts), as its bundle exports it. */
interface HostServerBuild {
  createPageRenderer(options: { dir: string }): RenderHook['renderPage'] & {
    forgetPages?: () => void;
    followingNews?: (live: boolean) => void;
  };
  remoteForPath: RenderHook['remoteForPath'];
  movedPath?: RenderHook['movedPath'];
  STORE_ID: number;
}

/**
 * The render hook in an app's dist: the host's server build
 * (`server/render.js`, its `src/server/`), which draws pages and knows which
 * remote draws each path; null for an app without one.
 */
export function renderHookIn(dir: string): RenderHook | null {
  const renderFile = path.resolve(dir, 'server', 'render.js');
  if (!existsSync(renderFile)) return null;
  // The host's build is CommonJS made by webpack, outside this bundle.
  const build = createRequire(renderFile)(renderFile) as HostServerBuild;
  const renderPage = build.createPageRenderer({ dir });
  return {
    renderPage,
    remoteForPath: build.remoteForPath,
    movedPath: build.movedPath,
    storeId: build.STORE_ID,
    forgetPages: renderPage.forgetPages,
    followingNews: renderPage.followingNews,
  };
}
