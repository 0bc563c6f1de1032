#!/usr/bin/env node
// Runs the composed app: the API (with its embedded database, seeded) and the
// five built front ends on their static servers. Ctrl+C stops all of them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The compiled API (pnpm build), started with node directly (not through pnpm)
// so that stopping it reaches the server and lets it finish its requests.
const apiDir = path.join(root, 'api');
const apiBundle = path.join(apiDir, 'dist/server.js');
// And the site's server, compiled the same way (server/).
const serverBundle = path.join(root, 'server/dist/index.js');
for (const bundle of [apiBundle, serverBundle]) {
  if (!existsSync(bundle)) {
    console.error(`${path.relative(root, bundle)} is missing: run pnpm build first.`);
    process.exit(1);
  }
}
/** @type {typeof import('../server/src/index')} */
const { APPS, configuredPublicOriginOrExit, portOf, releasesDirOf, serveApp } = await import(
  serverBundle
);
// Checked before the API starts: a wrong PUBLIC_ORIGIN stops everything at once.
const publicOrigin = configuredPublicOriginOrExit();
// A local demo: the demo accounts get passwords made for this copy, which the
// API prints once it is up. No local-testing route opens (DEV_OUTBOX stays off).
// Links in texts and e-mails start at the same public origin as the pages.
const apiEnv = {
  ...process.env,
  DEMO_ACCOUNTS: process.env.DEMO_ACCOUNTS ?? 'generated',
  PUBLIC_URL: process.env.PUBLIC_URL ?? publicOrigin,
};
// In its own process group, so Ctrl+C in the terminal reaches only this
// script, which then asks the API once to stop (a second signal would cut its drain short).
const api = spawn(process.execPath, [apiBundle], {
  cwd: apiDir,
  env: apiEnv,
  stdio: 'inherit',
  detached: true,
});
api.on('exit', (code) => {
  console.error(`The API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

// Each static server in this process; if one cannot start (its port taken),
// the others and the API are stopped too: the detached API would otherwise
// outlive this script and hold its port.
const started = await Promise.allSettled(
  Object.keys(APPS).map((app) =>
    serveApp({
      app,
      dir: path.join(root, app, 'dist'),
      releasesDir: releasesDirOf(app),
      publicOrigin,
    }),
  ),
);
const servers = started.filter((result) => result.status === 'fulfilled').map((r) => r.value);
const failed = started.find((result) => result.status === 'rejected');
if (failed) {
  console.error(`A static server could not start: ${failed.reason?.message ?? failed.reason}`);
  await stopAll();
  process.exit(1);
}
for (const app of Object.keys(APPS))
  console.log(`${app.padEnd(18)} http://localhost:${portOf(app)}`);
console.log(
  `api                http://localhost:${process.env.PORT ?? 3000}/api (docs at /api/docs)`,
);
console.log(`\nOpen http://localhost:${portOf('host')} — Ctrl+C stops everything.`);
console.log('This is a local demo: its accounts and passwords are printed once the API is up.');

/** Asks the API once to stop, closes the static servers, and answers the API's exit code. */
async function stopAll() {
  api.removeAllListeners('exit');
  const apiStopped =
    api.exitCode === null ? new Promise((resolve) => api.once('exit', resolve)) : api.exitCode;
  api.kill('SIGTERM');
  const [apiCode] = await Promise.all([apiStopped, ...servers.map((server) => server.close())]);
  return apiCode;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => process.exit((await stopAll()) ?? 1));
}
