// Serves the host and the four remotes from their dist folders on their default
// ports (docs/design-decisions.md); each remote also serves its released
// versions under /releases/ (pnpm release, tools/release).
import path from 'node:path';
import { APPS, configuredPublicOriginOrExit, portOf } from './apps';
import { releasesDirOf } from './releases-dir';
import { serveApp } from './static-server';

async function main() {
  // server/src or server/dist: the repository's root is two folders up.
  const root = path.resolve(__dirname, '../..');
  const publicOrigin = configuredPublicOriginOrExit();
  const servers = await Promise.all(
    Object.keys(APPS).map((app) =>
      serveApp({
        app,
        dir: path.join(root, app, 'dist'),
        releasesDir: releasesDirOf(app),
        publicOrigin,
      }),
    ),
  );
  for (const app of Object.keys(APPS))
    console.log(`${app.padEnd(18)} http://localhost:${portOf(app)}`);
  console.log(`\nOpen http://localhost:${portOf('host')} — Ctrl+C stops everything.`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
    });
  }
}

void main();
