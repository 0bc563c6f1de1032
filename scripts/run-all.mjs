#!/usr/bin/env node
// Runs the composed app: the API (with its embedded database, seeded) and the
// four built front ends on their static servers. Ctrl+C stops all of them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, portOf, serveApp } from '../tools/static-server/static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
// tsx is started directly (not through pnpm) so that stopping it reaches the server.
const apiDir = path.join(root, 'api');
const api = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
  cwd: apiDir,
  stdio: 'inherit',
});
api.on('exit', (code) => {
  console.error(`The API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const servers = await Promise.all(
  Object.keys(APPS).map((app) => serveApp({ app, dir: path.join(root, app, 'dist') })),
);
for (const app of Object.keys(APPS))
  console.log(`${app.padEnd(18)} http://localhost:${portOf(app)}`);
console.log(
  `api                http://localhost:${process.env.PORT ?? 3000}/api (docs at /api/docs)`,
);
console.log(`\nOpen http://localhost:${portOf('host')} — Ctrl+C stops everything.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    api.removeAllListeners('exit');
    api.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  });
}
