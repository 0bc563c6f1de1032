#!/usr/bin/env node
// Serves the host and the four remotes from their dist folders on their default
// ports (docs/design-decisions.md); each remote also serves its released
// versions under /releases/ (pnpm release, tools/release).
import path from 'node:path';
import { releasesDirOf } from './releases-dir.mjs';
import { APPS, configuredPublicOriginOrExit, portOf, serveApp } from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
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

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  });
}
