#!/usr/bin/env node
// The CI gate on what is deterministic: the gzip bytes each app's entry costs,
// read from the production build. Times are too noisy for a shared machine;
// pnpm bench prints them. Exits 1 when an entry is over its budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @import { Budgets } from './lib/budgets.mjs' */

/** Scripts the federation manifest lists, loaded at once. @typedef {{ assets: { js: { sync: string[] } } }} ManifestAssets */

/**
 * An app's mf-manifest.json, of which only these are read: the shared
 * packages it provides and the modules it exposes.
 * @typedef {{ shared: ManifestAssets[], exposes: (ManifestAssets & { name: string })[] }} Manifest
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/** @type {Budgets} */
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));

/** @param {string} file */
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The host's entry: the scripts its index.html loads (start.js, and the ones it
 * starts: the federation runtime and main.js) and the shared packages it
 * provides to every page.
 */
function hostEntryFiles() {
  const html = readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8');
  const tags = [...html.matchAll(/<script[^>]*src="?\/?([^" >]+)[^>]*>/g)];
  const started = tags.flatMap(
    (tag) => tag[0].match(/data-scripts="([^"]+)"/)?.[1].split(' ') ?? [],
  );
  const scripts = [...tags.map((tag) => tag[1]), ...started].map((file) => file.replace(/^\//, ''));
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'host/dist/mf-manifest.json'), 'utf8'));
  const shared = manifest.shared.flatMap((item) => item.assets.js.sync);
  // The host's own start-up chunks, named start-* where index.ts and bootstrap.tsx load them.
  const startChunks = readdirSync(path.join(ROOT, 'host/dist')).filter((file) =>
    /^start-.+\.js$/.test(file),
  );
  return [...new Set([...scripts, ...shared, ...startChunks])];
}

/**
 * A remote's entry as the host loads it: remoteEntry.js and the scripts of its ./App.
 * @param {string} app
 */
function remoteEntryFiles(app) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(ROOT, app, 'dist/mf-manifest.json'), 'utf8'));
  // Every remote exposes ./App.
  const expose = /** @type {Manifest['exposes'][number]} */ (
    manifest.exposes.find((item) => item.name === 'App')
  );
  return ['remoteEntry.js', ...expose.assets.js.sync];
}

const entries = {
  host: hostEntryFiles(),
  'remote-storefront': remoteEntryFiles('remote-storefront'),
  'remote-verify': remoteEntryFiles('remote-verify'),
  'remote-dashboard': remoteEntryFiles('remote-dashboard'),
  'remote-operator': remoteEntryFiles('remote-operator'),
};

let over = 0;
for (const [app, files] of Object.entries(entries)) {
  const bytes = files.reduce((sum, file) => sum + gzipBytes(path.join(ROOT, app, 'dist', file)), 0);
  const budget = budgets.entryGzipBytes[app];
  const met = bytes <= budget;
  if (!met) over += 1;
  console.log(
    `${met ? '✓' : '✗'} ${app.padEnd(18)} ${String(bytes).padStart(7)} B gzip (budget ${budget} B, ${files.length} files)`,
  );
}
process.exitCode = over === 0 ? 0 : 1;
