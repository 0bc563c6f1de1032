// Serves one built app: node server/dist/serve.js --app remote-dashboard [--port 8083] [--dir path]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, configuredPublicOriginOrExit, portOf } from './apps';
import { releasesDirOf } from './releases-dir';
import { serveApp } from './static-server';

async function main() {
  const { values } = parseArgs({
    options: { app: { type: 'string' }, port: { type: 'string' }, dir: { type: 'string' } },
  });
  if (!values.app || !(values.app in APPS)) {
    console.error(`--app must be one of: ${Object.keys(APPS).join(', ')}`);
    process.exit(2);
  }
  // server/src or server/dist: the repository's root is two folders up.
  const root = path.resolve(__dirname, '../..');
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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}

void main();
