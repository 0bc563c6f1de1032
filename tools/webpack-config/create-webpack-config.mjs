import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import {
  CHUNK_PACKAGES_FILE,
  ChunkPackagesPlugin,
  packageFolderOf,
  RUNTIME_PACKAGES_FILE,
} from './chunk-packages-plugin.mjs';
import { devServerConfig } from './dev-server.mjs';
import { indexHtml } from './index-html.mjs';

/**
 * @import { BrotliOptions, ZlibOptions } from 'node:zlib'
 * @import { Configuration, NormalModule, RuleSetRule } from 'webpack'
 */

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

// Shared modules the host's page does not load up front, provided by every
// app (so a remote still runs standalone) and loaded on first use from the
// app that registered first: on the host's page, the host. The contracts'
// schemas carry zod and libphonenumber-js, which would otherwise arrive once
// per remote. Provided by path, so the host offers them though it never
// imports them itself.
const ON_DEMAND_MODULES = ['@storefront/shared/contracts'];

// Loaders live in this package, not in each app, so resolve them from here.
const resolveHere = createRequire(import.meta.url).resolve;

// Where the federation packages are installed, for the runtime's own build.
const FEDERATION_MODULES = path.resolve(
  resolveHere('@module-federation/enhanced/webpack'),
  '../../../../..',
);
// The runtime API (loadRemote, registerRemotes) as the bundler runtime itself imports it.
// Its folder, not a file: webpack then picks the same entry the bundler runtime imports.
const FEDERATION_RUNTIME_API = path.dirname(
  createRequire(
    createRequire(resolveHere('@module-federation/enhanced/webpack')).resolve(
      '@module-federation/runtime-tools/package.json',
    ),
  ).resolve('@module-federation/runtime/package.json'),
);
// The bundler runtime's entry, as the federation plugin's generated entry
// imports it; each app's build takes bundler-runtime.mjs in its place.
const BUNDLER_RUNTIME_ENTRY = path.join(
  path.dirname(
    createRequire(resolveHere('@module-federation/enhanced/webpack')).resolve(
      '@module-federation/webpack-bundler-runtime',
    ),
  ),
  'bundler.js',
);
const RUNTIME_FILE = 'federation-runtime.js';
// Starts the page's scripts once it has painted (see start.js).
const START_FILE = 'start.js';
// Development only: the global React hook every app's Fast Refresh shares.
const REFRESH_HOOK = path.join(import.meta.dirname, 'refresh-hook.cjs');

/**
 * The federation runtime core as a file of its own (federation-runtime.js).
 * Every app is built with externalRuntime: on the host's page the host's copy
 * serves the host and every remote; a remote's own page loads its own.
 * @param {string} dir the app's folder
 * @param {boolean} production
 * @returns {Configuration}
 */
function runtimeConfig(dir, production) {
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    entry: path.join(import.meta.dirname, 'federation-runtime.mjs'),
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_FILE, clean: false },
    resolve: { modules: [FEDERATION_MODULES, 'node_modules'] },
    // As the federation plugin's optimization.target 'web' does: Node's paths drop out.
    plugins: [
      new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      new ChunkPackagesPlugin({ file: RUNTIME_PACKAGES_FILE }),
      ...(production ? precompress() : []),
    ],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {boolean} [refresh] under `webpack serve`: components register with
 *   React Fast Refresh, and JSX carries its development checks
 * @returns {RuleSetRule}
 */
const swcRule = (refresh = false) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: resolveHere('swc-loader'),
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: refresh
            ? { runtime: 'automatic', development: true, refresh }
            : { runtime: 'automatic' },
        },
      },
    },
  },
});
const IMAGE_FILES = /\.(png|jpe?g|webp|svg)$/;

// Scripts and stylesheets are compressed once, at build time, at the highest
// levels (brotli 11, gzip 9), which a server compressing each response on the
// fly cannot afford; the static server sends these files as they are.
const PRECOMPRESSED = /\.(js|css)$/;
/** @returns {[CompressionPlugin<BrotliOptions>, CompressionPlugin<ZlibOptions>]} */
const precompress = () => [
  new CompressionPlugin({
    test: PRECOMPRESSED,
    exclude: /^server\//,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
  }),
  new CompressionPlugin({
    test: PRECOMPRESSED,
    exclude: /^server\//,
    algorithm: 'gzip',
    filename: '[path][base].gz',
    compressionOptions: { level: 9 },
    threshold: 1024,
  }),
];

// A remote's server code takes these from the host's server, as its browser
// code takes them from the host's page: one React and one session store.
/** @param {string} request */
const isSharedOnServer = (request) =>
  request === '@storefront/shared' ||
  ['react', 'react-dom'].some((name) => request === name || request.startsWith(`${name}/`));

/**
 * The app's server build: one CommonJS file that draws its pages in Node. The
 * host's (`server/render.js`) renders whole pages; a remote's (`server/app.js`)
 * is fetched by the host's server at run time, like its remoteEntry.js in the
 * browser, and gets the shared packages from the host.
 * @param {object} app
 * @param {string} app.dir
 * @param {string} app.name
 * @param {string} app.entry       the server build's entry
 * @param {boolean} app.isRemote
 * @param {boolean} app.production
 * @returns {Configuration}
 */
function serverConfig({ dir, name, entry, isRemote, production }) {
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node20',
    entry,
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: isRemote ? 'app.js' : 'render.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Remotes are loaded by the host's server, never by the browser runtime.
      alias: { '@module-federation/enhanced/runtime': false },
    },
    externals: isRemote
      ? ({ request }, callback) =>
          isSharedOnServer(request) ? callback(null, `commonjs ${request}`) : callback()
      : undefined,
    module: {
      rules: [
        swcRule(),
        // Styles reach the page as the client build's stylesheet.
        { test: /\.css$/, type: 'asset/source' },
        { test: IMAGE_FILES, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Pages loaded on demand in the browser are all at hand on the server.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces in the server's log.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {string} file a package.json, the only JSON read here
 * @returns {{ version: string }}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// The version an app was built against comes from the package it resolves,
// so a workspace: range never reaches the federation runtime.
/** @param {string} appDir @param {string} packageName */
function installedVersion(appDir, packageName) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return readJson(require.resolve(`${packageName}/package.json`)).version;
}

/**
 * @param {string} appDir
 * @param {string[]} onDemand the shared modules provided on demand (ON_DEMAND_MODULES and the app's own)
 */
function sharedSingletons(appDir, onDemand) {
  const resolveFromApp = createRequire(path.join(appDir, 'package.json')).resolve;
  /** @param {string} packageName */
  const singleton = (packageName) => {
    const version = installedVersion(appDir, packageName);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  return {
    ...Object.fromEntries(
      Object.entries(SINGLETON_PACKAGES).map(([key, packageName]) => [key, singleton(packageName)]),
    ),
    ...Object.fromEntries(
      onDemand.map((request) => [
        request,
        { ...singleton(packageOf(request)), import: resolveFromApp(request) },
      ]),
    ),
  };
}

// A chunk name safe in a file name: '@scope/name' → '_scope_name'.
/** @param {string} file a module file under node_modules */
const packageNameOf = (file) =>
  /** @type {{ name: string }} */ (packageFolderOf(file)).name.replace(/[\\/@]/g, '_');

// '@scope/name/sub' → '@scope/name'
/** @param {string} request */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (import.meta.dirname)
 * @param {string} app.name       federation container name
 * @param {string} app.title      the fixed document title of its index.html
 * @param {Record<string,string>} [app.exposes]
 * @param {string} [app.server]   entry of the app's server build, for pages rendered on the server
 * @param {string[]} [app.sharedOnDemand] shared modules, beyond ON_DEMAND_MODULES, that only some
 *   apps provide: each costs every app that provides it a few bytes of entry, so only the host
 *   and the apps that use it do
 * @param {Record<string, RegExp>} [app.chunks] chunks of the app's own code, named, each with
 *   the module paths it holds: code that an exposed module and the app's pages both use, which
 *   webpack would otherwise copy into each (a chunk under 20 KB is not split out by itself)
 * @returns {(env: unknown, argv: { mode?: Configuration['mode'] }) => Configuration[]} the config
 *   function webpack-cli calls with its command line (`env.WEBPACK_SERVE` under `webpack serve`)
 */
export function createWebpackConfig({
  dir,
  name,
  title,
  exposes = {},
  server,
  sharedOnDemand = [],
  chunks = {},
}) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `webpack serve --mode development` (each app's `pnpm dev`): hot updates
    // with React Fast Refresh, in memory. Never in production mode, so
    // production output stays exactly as it was.
    const serve =
      !production && Boolean(/** @type {{ WEBPACK_SERVE?: boolean }} */ (env)?.WEBPACK_SERVE);
    // Entry files use fullhash: with webpack 5.111 the federation runtime module
    // cannot resolve [contenthash] in the entry filename (module-federation/core#5077).
    const entryFile = production ? '[name].[fullhash:8].js' : '[name].js';
    const chunkFile = production ? '[name].[contenthash:8].js' : '[name].js';
    const publicDir = path.join(dir, 'public');
    const isRemote = Object.keys(exposes).length > 0;
    /** @type {Configuration} */
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
        // The runtime and the server build are builds of their own.
        clean: { keep: (file) => file.startsWith(RUNTIME_FILE) || file.startsWith('server/') },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // rxjs's ES2015 build: classes as they are, with no helpers from tslib.
        conditionNames: ['es2015', '...'],
        // The runtime API the app calls (loadRemote, registerRemotes) is the one
        // its entry already holds; through enhanced's re-exports it would cost
        // two near-empty chunks of their own.
        alias: {
          '@module-federation/enhanced/runtime$': FEDERATION_RUNTIME_API,
          // Once per page, in federation-runtime.js, rather than in every app's entry.
          [BUNDLER_RUNTIME_ENTRY]: path.join(import.meta.dirname, 'bundler-runtime.mjs'),
        },
      },
      module: {
        rules: [
          swcRule(serve),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, resolveHere('css-loader')] },
          { test: IMAGE_FILES, type: 'asset/resource' },
        ],
      },
      optimization: {
        // One stylesheet per app, so a page rendered on the server can link
        // every style it needs before any script runs.
        splitChunks: {
          cacheGroups: {
            styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
            packages: {
              test: /[\\/]node_modules[\\/]/,
              chunks: 'async',
              enforce: true,
              // Matched by its path under node_modules: a module read from a file.
              name: (module) =>
                `npm.${packageNameOf(/** @type {NormalModule} */ (module).resource)}`,
            },
            ...Object.fromEntries(
              Object.entries(chunks).map(([chunkName, test]) => [
                chunkName,
                { test, name: chunkName, chunks: 'async', enforce: true },
              ]),
            ),
          },
        },
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir, [...ON_DEMAND_MODULES, ...sharedOnDemand]),
          // A remote that cannot be fetched must never stop the shell from booting.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One runtime core per page, from federation-runtime.js (see runtimeConfig).
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
        }),
        // Absolute script URLs, so deep links like /dashboard/wallet load the same files.
        new HtmlWebpackPlugin({
          publicPath: '/',
          inject: false,
          // A remote's own dev page runs main.js alone: its remoteEntry.js is a
          // second webpack runtime of the same build, and the two would share
          // one hot-update global, so main.js's updates would never apply.
          excludeChunks: serve && isRemote ? [name] : [],
          templateContent: (parameters) => {
            // The plugin's options type the parameters as any object; they are its TemplateParameter.
            const { compilation, htmlWebpackPlugin } =
              /** @type {HtmlWebpackPlugin.TemplateParameter} */ (parameters);
            return indexHtml({
              title,
              // The app's stylesheet is linked from the page, not left to the
              // script that first needs it.
              stylesheets: compilation
                .getAssets()
                .map((asset) => asset.name)
                .filter((name) => name.endsWith('.css')),
              scripts: [`/${RUNTIME_FILE}`, ...htmlWebpackPlugin.files.js],
              startFile: `/${START_FILE}`,
            });
          },
        }),
        new CopyWebpackPlugin({
          patterns: [
            { from: path.join(import.meta.dirname, START_FILE) },
            ...(existsSync(publicDir) ? [{ from: publicDir }] : []),
          ],
        }),
        new ChunkPackagesPlugin({ file: CHUNK_PACKAGES_FILE }),
        ...(production ? precompress() : []),
        // Its library namespace is output.uniqueName, so the host's and each
        // remote's refresh runtimes on one page stay apart; refresh-hook.cjs
        // goes first in every entry, so they all reach React (see there).
        ...(serve
          ? [
              new webpack.EntryPlugin(dir, REFRESH_HOOK, { name: undefined }),
              new ReactRefreshPlugin({ exclude: [/node_modules/, REFRESH_HOOK] }),
            ]
          : []),
      ],
      ...(serve ? { devServer: devServerConfig({ dir, name }) } : {}),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    if (serve) {
      // Pages are drawn in the browser: no server build. The dev server serves
      // the runtime too, so it gets a dev client of its own, harmless as it never
      // changes; a name of its own keeps its hot-update global apart from the app's.
      const runtime = runtimeConfig(dir, production);
      runtime.output = { ...runtime.output, uniqueName: `${name}-federation-runtime` };
      return [appConfig, runtime];
    }
    return [
      appConfig,
      runtimeConfig(dir, production),
      ...(server ? [serverConfig({ dir, name, entry: server, isRemote, production })] : []),
    ];
  };
}
