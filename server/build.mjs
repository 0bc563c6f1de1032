#!/usr/bin/env node
// Compiles the site's server to plain JavaScript, as the API's build does:
// one CommonJS bundle per entry in dist/, its dependencies left to
// node_modules, so `node dist/serve.js` needs no TypeScript loader.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_DIR = import.meta.dirname;

/** Output name → source: the library the tools import, and the two commands. */
const ENTRIES = { index: 'src/index.ts', serve: 'src/serve.ts', 'serve-all': 'src/serve-all.ts' };

const manifest = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
const outdir = path.join(SERVER_DIR, 'dist');
// A bundle left from an entry that no longer exists must not be started by mistake.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries(ENTRIES).map(([out, source]) => [out, path.join(SERVER_DIR, source)]),
  ),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // CommonJS keeps __dirname, which releases-dir.ts finds the repository by,
  // and Node's ESM users (tools/, scripts/) still import its names.
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(manifest.dependencies),
  tsconfig: path.join(SERVER_DIR, 'tsconfig.json'),
  logLevel: 'warning',
});
