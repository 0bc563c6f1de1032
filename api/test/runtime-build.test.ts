import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  HOST,
  freePort,
  spawnNode,
  stopIfRunning,
  testDatabase,
  waitUntilReady,
  type ApiProcess,
} from './runtime-process';

/**
 * The production build: `node build.mjs` compiles the API, and the start
 * command runs it from a copy of the API's layout that holds only what a
 * production install has — the bundles, the migrations, the images and the
 * runtime dependencies. No tsx and no workspace TypeScript are within reach,
 * so a bundle that still needed either would not start.
 */

const API_DIR = path.resolve(__dirname, '..');
const PORT_RANGE = { from: 9400, to: 9419 };
const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));

/** The runtime dependencies a production install puts beside the bundles. */
function linkRuntimeDependencies(root: string) {
  for (const name of Object.keys(manifest.dependencies)) {
    // Workspace packages ship TypeScript: the bundle must carry them compiled.
    if (name.startsWith('@storefront/')) continue;
    const link = path.join(root, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(API_DIR, 'node_modules', name), link);
  }
}

/** Whether node, in that folder, finds the package (asked of node itself: jest resolves modules its own way). */
function resolvesFrom(dir: string, name: string): boolean {
  const probe = spawnSync(process.execPath, ['-e', 'require.resolve(process.argv[1])', name], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '', NODE_PATH: '' },
  });
  return probe.status === 0;
}

describe('the compiled API', () => {
  let root = '';
  let api: ApiProcess | undefined;
  let dropDatabase = async () => {};

  afterAll(async () => {
    await stopIfRunning(api);
    await dropDatabase();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('builds to dist/ and runs with node alone', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'storefront-runtime-'));
    const outdir = path.join(root, 'dist');
    const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir], {
      cwd: API_DIR,
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(existsSync(path.join(outdir, 'server.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'server.js.map'))).toBe(true);

    // What config.ts finds from __dirname: the migrations and images one folder up.
    symlinkSync(path.join(API_DIR, 'drizzle'), path.join(root, 'drizzle'));
    symlinkSync(path.join(API_DIR, 'assets'), path.join(root, 'assets'));
    linkRuntimeDependencies(root);
    expect(resolvesFrom(outdir, 'fastify')).toBe(true);
    expect(resolvesFrom(outdir, 'tsx')).toBe(false);
    expect(resolvesFrom(outdir, '@storefront/shared/contracts')).toBe(false);

    // `pnpm start` is what production runs: it must be node and a bundle.
    const start = /^node (dist\/[\w-]+\.js)$/.exec(manifest.scripts.start);
    expect(start).not.toBeNull();
    const port = await freePort(PORT_RANGE);
    const base = `http://${HOST}:${port}`;
    // No PGLITE_DIR: embedded PGlite opens where config.ts puts it by default.
    const database = await testDatabase('storefront_runtime');
    dropDatabase = database.drop;
    api = spawnNode([start![1]!], {
      cwd: root,
      env: {
        ...database.env,
        HOST,
        PORT: String(port),
        NODE_ENV: 'production',
        // Production refuses the test run's cheap password hashes.
        PASSWORD_HASH_COST: '17',
        LOG_LEVEL: 'warn',
      },
    });
    await waitUntilReady(api, base);

    const cmdline = readFileSync(`/proc/${api.child.pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline.filter(Boolean)).toEqual([process.execPath, start![1]]);
    if (!database.env.DATABASE_URL) {
      expect(existsSync(path.join(root, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
    }

    const store = await fetch(`${base}/api/stores/38`);
    expect(store.status).toBe(200);
    expect(await store.json()).toMatchObject({ id: 38, name: expect.any(String) });

    const docs = await fetch(`${base}/api/docs/json`);
    expect(docs.status).toBe(200);
    const openapi = (await docs.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/stores/{storeId}', '/api/health']),
    );

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const image = await fetch(`${base}/api/images/categories/drinks.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // The developer-only routes stay out of a production start.
    expect((await fetch(`${base}/api/dev/outbox?mobile=%2B447400000000`)).status).toBe(404);

    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
