import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

// Libraries that hold state or must exist once per page. Keys ending in "/"
// share every subpath (react-dom/client, react/jsx-runtime). A shared package
// ships whole, so react-router, rxjs and axios are not listed: apps reach them
// only through @storefront/shared, which bundles the parts it uses.
const SINGLETON_PACKAGES = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  '@storefront/shared': '@storefront/shared',
};

// Loaders live in this package, not in each app, so resolve them from here.
const resolveHere = createRequire(import.meta.url).resolve;

// The plugin that puts the host's federation runtime where remotes built with
// externalRuntime look for it. Its ES build, not the CommonJS one that
// provideExternalRuntime picks, so the host bundles one runtime, not two.
const EXTERNAL_RUNTIME_PLUGIN = createRequire(resolveHere('@module-federation/enhanced/webpack'))
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

// Where the federation packages are installed, for the standalone runtime build.
const FEDERATION_MODULES = path.resolve(
  resolveHere('@module-federation/enhanced/webpack'),
  '../../../../..',
);
const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';

/** The federation runtime as a file of its own, for a remote's standalone page. */
function standaloneRuntimeConfig(dir, production) {
  return {
    name: 'standalone-runtime',
    mode: production ? 'production' : 'development',
    entry: path.join(import.meta.dirname, 'standalone-runtime.mjs'),
    output: { path: path.join(dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    resolve: { modules: [FEDERATION_MODULES, 'node_modules'] },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// The version an app was built against comes from the package it resolves,
// so a workspace: range never reaches the federation runtime.
function installedVersion(appDir, packageName) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return readJson(require.resolve(`${packageName}/package.json`)).version;
}

function sharedSingletons(appDir) {
  return Object.fromEntries(
    Object.entries(SINGLETON_PACKAGES).map(([key, packageName]) => {
      const version = installedVersion(appDir, packageName);
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (import.meta.dirname)
 * @param {string} app.name       federation container name
 * @param {string} app.title      the fixed document title of its index.html
 * @param {Record<string,string>} [app.exposes]
 */
export function createWebpackConfig({ dir, name, title, exposes = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Entry files use fullhash: with webpack 5.111 the federation runtime module
    // cannot resolve [contenthash] in the entry filename (module-federation/core#5077).
    const entryFile = production ? '[name].[fullhash:8].js' : '[name].js';
    const chunkFile = production ? '[name].[contenthash:8].js' : '[name].js';
    const publicDir = path.join(dir, 'public');
    const isRemote = Object.keys(exposes).length > 0;
    const appConfig = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // 'auto' lets a remote's chunks load from wherever its manifest is served,
        // so moving a remote needs no rebuild of anything.
        publicPath: 'auto',
        filename: entryFile,
        chunkFilename: chunkFile,
        uniqueName: name,
        clean: isRemote ? { keep: STANDALONE_RUNTIME_FILE } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: resolveHere('swc-loader'),
              options: {
                jsc: {
                  target: 'es2022',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                },
              },
            },
          },
          { test: /\.css$/, use: [resolveHere('style-loader'), resolveHere('css-loader')] },
          { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          // A remote that cannot be fetched must never stop the shell from booting.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: isRemote
            ? { externalRuntime: true, optimization: { target: 'web' } }
            : { optimization: { target: 'web' } },
          // The host hands its runtime to the remotes (see EXTERNAL_RUNTIME_PLUGIN).
          runtimePlugins: isRemote ? [] : [EXTERNAL_RUNTIME_PLUGIN],
        }),
        // Absolute script URLs, so deep links like /dashboard/wallet load the same files.
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title,
          publicPath: '/',
          standaloneRuntime: isRemote ? `/${STANDALONE_RUNTIME_FILE}` : null,
        }),
        ...(existsSync(publicDir)
          ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    return isRemote ? [appConfig, standaloneRuntimeConfig(dir, production)] : appConfig;
  };
}
