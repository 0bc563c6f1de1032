import path from 'node:path';

/**
 * Where `pnpm release` keeps a remote's versions (tools/release): RELEASES_DIR,
 * or releases/ at the repository's root, one folder per remote. The host is
 * not released that way: none.
 */
export function releasesDirOf(app: string): string | undefined {
  if (!app.startsWith('remote-')) return undefined;
  // __dirname is server/src in the sources and server/dist once built: both two below the root.
  const store = process.env.RELEASES_DIR ?? path.resolve(__dirname, '../../releases');
  return path.resolve(store, app);
}
