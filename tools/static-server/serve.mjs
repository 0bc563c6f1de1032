#!/usr/bin/env node
// Serves one built app: node tools/static-server/serve.mjs --app remote-dashboard [--port 8083] [--dir path]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { releasesDirOf } from './releases-dir.mjs';
import { APPS, configuredPublicOriginOrExit, portOf, serveApp } from './static-server.mjs';

const { values } = parseArgs({
  options: { app: { type: 'string' }, port: { type: 'string' }, dir: { type: 'string' } },
});
if (!values.app || !(values.app in APPS)) {
  console.error(`--app must be one of: ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');
const dir = values.dir ?? path.join(root, values.app, 'dist');
const port = values.port ? Number(values.port) : portOf(values.app);
const server = await serveApp({
  app: values.app,
  dir,
  port,
  releasesDir: releasesDirOf(values.app),
  publicOrigin: configuredPublicOriginOrExit(),
});
console.log(`${values.app} serving ${dir} at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close().then(() => process.exit(0)));
}
