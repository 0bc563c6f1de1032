import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @import { Compiler, Module } from 'webpack' */

/**
 * What a module may hold: a concatenated module the modules it was built
 * from, a module read from a file that file.
 * @typedef {Module & { modules?: Module[], resource?: string }} BuiltModule
 */

// An app's scripts, and the federation runtime's, which a build of its own writes to the same folder.
export const CHUNK_PACKAGES_FILE = 'chunk-packages.json';
export const RUNTIME_PACKAGES_FILE = 'federation-runtime.js.packages.json';

// A path inside node_modules names its package right after the last
// node_modules/ (pnpm's store keeps real paths of that shape too).
const PACKAGE_IN_PATH = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/g;

/**
 * The installed package folder a module file is in, and its name as the path spells it; null for the app's own code.
 * @param {string} file
 * @returns {{ root: string, name: string } | null}
 */
export function packageFolderOf(file) {
  const last = [...file.matchAll(PACKAGE_IN_PATH)].at(-1);
  return last ? { root: file.slice(0, last.index + last[0].length), name: last[1] } : null;
}

/**
 * The npm package a module file belongs to, as name@version, or null for the app's own code.
 * @param {string} file
 * @param {Map<string, string | null>} versions name@version by package folder, null for a folder without a package.json
 */
function packageOfFile(file, versions) {
  const root = packageFolderOf(file)?.root;
  if (!root) return null;
  if (!versions.has(root)) {
    const manifest = path.join(root, 'package.json');
    // node_modules/.federation holds files the federation plugin writes for the app itself.
    if (!existsSync(manifest)) versions.set(root, null);
    else {
      const { name, version } = /** @type {{ name: string, version: string }} */ (
        JSON.parse(readFileSync(manifest, 'utf8'))
      );
      versions.set(root, `${name}@${version}`);
    }
  }
  return versions.get(root);
}

/**
 * A concatenated module holds the modules it was built from.
 * @param {BuiltModule} module
 * @returns {Generator<BuiltModule & { resource: string }>}
 */
function* sourceModules(module) {
  if (module.modules) for (const inner of module.modules) yield* sourceModules(inner);
  else if (module.resource) yield /** @type {BuiltModule & { resource: string }} */ (module);
}

/**
 * Writes a JSON file beside the build: for every script the build
 * emits, the npm packages (name@version) whose modules it holds, read from
 * webpack's chunk graph. The duplicate-package check (e2e) maps each script a
 * page downloads to its packages through it; nothing reads the minified text.
 */
export class ChunkPackagesPlugin {
  /** @param {{ file: string }} options `file`: the JSON file's name in the build's output */
  constructor({ file }) {
    this.file = file;
  }

  /** @param {Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
    compiler.hooks.thisCompilation.tap('ChunkPackagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkPackagesPlugin', stage }, () => {
        /** @type {Map<string, string | null>} */
        const versions = new Map();
        /** @type {Record<string, string[]>} */
        const files = {};
        for (const asset of compilation.getAssets())
          if (asset.name.endsWith('.js')) files[asset.name] = [];
        for (const chunk of compilation.chunks) {
          /** @type {Set<string>} */
          const packages = new Set();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
            for (const source of sourceModules(module)) {
              const found = packageOfFile(source.resource, versions);
              if (found) packages.add(found);
            }
          for (const file of chunk.files)
            if (file.endsWith('.js')) files[file] = [...packages].sort();
        }
        compilation.emitAsset(this.file, new RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
      });
    });
  }
}
