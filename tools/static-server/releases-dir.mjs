// Kept apart from static-server.mjs, which the e2e tests load through
// Playwright's transform: that one cannot take import.meta.
import path from 'node:path';

/**
 * Where `pnpm release` keeps a remote's versions (tools/release): RELEASES_DIR,
 * or releases/ at the repository's root, one folder per remote. The host is
 * not released that way: none.
 * @param {string} app
 * @returns {string | undefined}
 */
export function releasesDirOf(app) {
  if (!app.startsWith('remote-')) return undefined;
  const store = process.env.RELEASES_DIR ?? path.resolve(import.meta.dirname, '../../releases');
  return path.resolve(store, app);
}
