// The server build of a workspace that renders on the server (the shell, mfe-catalog): one
// CommonJS file the gateway loads and calls (see the SSR contract: docs/decisions/ssr-contract.md).
const { createHash } = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');
const {
  SERVER_DIR,
  definePlugin,
  moduleRules,
  modeOf,
  outputDirOf,
  resolveOptions,
} = require('./common');

/**
 * The server-side share scope. The shell's server bundle bundles these and hands them out
 * (`module.exports.shared`); a remote's server bundle leaves them as `require(key)` (webpack
 * externals), which the gateway's loader answers from the shell's `shared`, so one React, one
 * styled-components and one store library render the whole page.
 */
const SSR_SHARED = Object.freeze([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'styled-components',
  '@coffee/platform',
  '@coffee/ui',
  '@coffee/events',
]);

const MANIFEST = 'ssr-manifest.json';

/**
 * Emits `ssr-manifest.json` = `{ entry, integrity, shared }`: the bundle to load (relative to the
 * server folder), the SHA-384 of its bytes (Subresource Integrity form, `sha384-<base64>`: the
 * gateway refuses a bundle that does not match, so a file swapped on the static host, or bytes
 * changed on the way, are never run), and the keys it expects from the share scope. Written at
 * the report stage, after minification and RealContentHashPlugin have made the entry final.
 */
class SsrManifestPlugin {
  constructor(entryName) {
    this.entryName = entryName;
  }

  apply(compiler) {
    const name = 'SsrManifestPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entryName);
          const files = entrypoint
            ? [...entrypoint.getFiles()].filter((f) => f.endsWith('.js'))
            : [];
          if (files.length !== 1) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${name}: the server entry '${this.entryName}' must be one .js file, got [${files.join(', ')}]`,
              ),
            );
            return;
          }
          const bytes = compilation.getAsset(files[0]).source.buffer();
          const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
          const manifest = { entry: files[0], integrity, shared: [...SSR_SHARED] };
          compilation.emitAsset(
            MANIFEST,
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** `commonjs <key>` for exactly the SSR_SHARED keys (no prefix matching: `react-dom/client` is bundled). */
function sharedExternals({ request }, callback) {
  if (SSR_SHARED.includes(request)) return callback(null, `commonjs ${request}`);
  return callback();
}

/**
 * Webpack config of a workspace's server bundle, exported beside createConfig's through
 * `withServerBuild(client, server)`.
 *
 * Emits `<dist>/server/<name>.<contenthash:10>.js` (`<name>.js` in development; `<dist>` is
 * OUTPUT_DIR when set) and `<dist>/server/ssr-manifest.json`. One file (dynamic imports are
 * folded into it), CommonJS (`module.exports` = the entry's exports), target node. Sources are
 * compiled, resolved and defined exactly as in the client build (common.js), so
 * styled-components class names, asset URLs and __RELEASE__ match what the client hydrates.
 *
 * @param {object} o
 * @param {string} o.dir            the workspace directory (__dirname of its webpack.config.js)
 * @param {string} o.entry          the server entry, relative to dir (e.g. './src/server.tsx')
 * @param {string} o.name           the bundle's name; use the federation name (`shell`,
 *                                  `catalog`): __RELEASE__ is `<name>@<version>` as in the client
 * @param {boolean} o.provideShared true: bundle SSR_SHARED (the shell); false: leave them as
 *                                  `require(key)` for the gateway to provide (a remote)
 * @param {string} [o.publicPath]   base URL of asset modules in the server markup (default '/').
 *                                  The client's 'auto' cannot be computed on the server: a remote
 *                                  whose first view shows imported assets passes its origin.
 */
function createServerConfig({ dir, entry, name, provideShared, publicPath = '/' }) {
  if (!dir || !entry || !name) throw new Error('createServerConfig needs dir, entry and name');
  if (typeof provideShared !== 'boolean')
    throw new Error('createServerConfig needs provideShared: true (the shell) or false (a remote)');
  return (_env = {}, argv = {}) => {
    const mode = modeOf(argv);
    const prod = mode === 'production';
    return {
      name: `${name}-server`,
      mode,
      target: 'node',
      context: dir,
      entry: { [name]: entry },
      // Maps for error reporting, never linked from the bundle (and never served: coffee-serve
      // answers 404 for *.map).
      devtool: prod ? 'hidden-source-map' : false,
      output: {
        path: path.join(outputDirOf(dir), SERVER_DIR),
        filename: prod ? '[name].[contenthash:10].js' : '[name].js',
        library: { type: 'commonjs2' },
        uniqueName: `${name}-server`,
        publicPath,
        // Cleans only dist/server (the client build keeps that folder).
        clean: true,
      },
      externals: provideShared ? [] : [sharedExternals],
      resolve: resolveOptions(),
      module: { rules: moduleRules(mode, { emitAssets: false }) },
      plugins: [
        definePlugin(mode, { dir, name }),
        // The gateway loads one file over HTTP: every import() is folded into it.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new SsrManifestPlugin(name),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * What a workspace with a server bundle exports from webpack.config.js: both bundles for a build,
 * the client alone under `webpack serve` (the dev server has nothing to serve from a Node bundle,
 * and rebuilding it on every save would be waste).
 */
function withServerBuild(client, server) {
  return (env = {}, argv = {}) =>
    env.WEBPACK_SERVE ? client(env, argv) : [client(env, argv), server(env, argv)];
}

module.exports = { SSR_SHARED, createServerConfig, SsrManifestPlugin, withServerBuild };
