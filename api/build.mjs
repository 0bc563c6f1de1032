#!/usr/bin/env node
// Compiles the API to plain JavaScript for production: one flat CommonJS
// bundle per entry in dist/, so the running server needs node and its
// node_modules, never a TypeScript loader.
//
//   node build.mjs [--outdir <dir>]
//
// The bundles sit one folder below the API's root (dist/), as the sources do
// (src/), so the paths config.ts computes from __dirname (drizzle/, assets/,
// data/) name the same folders from either.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const API_DIR = import.meta.dirname;

/** Output name → source. */
const ENTRIES = [
  { out: 'server', source: 'src/server.ts' },
  // The embedded database's own process, and the release step that migrates and seeds.
  { out: 'pglite-server', source: 'src/db/pglite-server.ts' },
  { out: 'migrate', source: 'src/db/migrate.ts' },
  // The first operator of a copy others can reach (no published passwords there).
  { out: 'create-operator', source: 'src/db/create-operator.ts' },
];

/**
 * The API's own dependencies are installed beside it at run time and stay
 * external (native parts, files read from their package folders). The
 * workspace's shared package ships TypeScript source, so it is compiled in.
 */
function externalPackages() {
  const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@storefront/'));
}

export async function buildApi(outdir = path.join(API_DIR, 'dist')) {
  const entryPoints = Object.fromEntries(
    ENTRIES.map((entry) => [entry.out, path.join(API_DIR, entry.source)]),
  );
  // A bundle left from an entry that no longer exists must not be started by mistake.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // CommonJS keeps __dirname and __filename, which config.ts and the
    // database's process launcher rely on.
    format: 'cjs',
    sourcemap: true,
    external: externalPackages(),
    tsconfig: path.join(API_DIR, 'tsconfig.json'),
    logLevel: 'warning',
  });
  return { outdir, entries: Object.keys(entryPoints) };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const started = performance.now();
  const { outdir, entries } = await buildApi(values.outdir && path.resolve(values.outdir));
  const ms = Math.round(performance.now() - started);
  console.log(
    `api: built ${entries.map((name) => `${name}.js`).join(', ')} in ${outdir} (${ms} ms)`,
  );
}
