// What the client build (create-config.js) and the server build (ssr.js) of a workspace must
// share so that the server renders exactly the markup the client hydrates: the mode, the output
// folder, how sources are compiled (swc + the styled-components plugin), resolution, asset
// names and the DefinePlugin values. Defined once here; neither config copies any of it.
const path = require('node:path');
const webpack = require('webpack');

/** Folder of the server build inside the client's output folder (`dist/server`). */
const SERVER_DIR = 'server';

/** Asset modules (images, fonts): the same name in the client and the server build. */
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';
const ASSET_TEST = /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i;

const STYLED_COMPONENTS_PLUGIN = require.resolve('@swc/plugin-styled-components');
// swc caches compiled wasm plugins under `cacheRoot` (default: `.swc` in the working folder,
// which would litter every workspace): keep it beside the installed @swc/core instead.
const SWC_CACHE = path.join(
  path.dirname(require.resolve('@swc/core/package.json')),
  '..',
  '..',
  '.cache',
  'swc',
);

/** webpack mode: `--mode`, else NODE_ENV, else production. */
function modeOf(argv = {}) {
  return argv.mode || process.env.NODE_ENV || 'production';
}

/** The workspace's output folder: OUTPUT_DIR when set, else `<dir>/dist`. */
function outputDirOf(dir) {
  return process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist');
}

/**
 * The swc-loader options of every build, client and server alike.
 *
 * styled-components plugin: without it a styled component's id (and so its class names) comes
 * from a counter of components in the order the bundle happens to define them, which differs
 * between the client and the server bundle: the hydrating client would then look for classes
 * the server never emitted. With `ssr: true` the id is `sc-<hash of the file's source>-<n-th
 * styled call in the file>`, the same in any build that compiles that file. `displayName`
 * (readable class prefixes in devtools) changes the class names too, so it follows the mode,
 * which both builds of one mode share.
 */
function swcOptions(mode) {
  const dev = mode !== 'production';
  return {
    jsc: {
      target: 'es2020',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: dev } },
      experimental: {
        cacheRoot: SWC_CACHE,
        plugins: [[STYLED_COMPONENTS_PLUGIN, { ssr: true, displayName: dev }]],
      },
    },
  };
}

/**
 * Sources and assets. The server build names an asset exactly like the client (the markup
 * carries its URL) but does not write it: the client build already does.
 */
function moduleRules(mode, { emitAssets }) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: swcOptions(mode) },
    },
    {
      test: ASSET_TEST,
      type: 'asset/resource',
      generator: { filename: ASSET_FILENAME, emit: emitAssets },
    },
  ];
}

/** Module resolution of every build. */
function resolveOptions() {
  return {
    extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    // Workspace packages are compiled from source by swc, like the app itself.
    conditionNames: ['@coffee/source', '...'],
  };
}

/** The build label baked in as __RELEASE__: RELEASE_LABEL, else `<name>@<package version>`. */
function releaseLabel(dir, name) {
  return process.env.RELEASE_LABEL || `${name}@${require(path.join(dir, 'package.json')).version}`;
}

/** process.env.NODE_ENV and __RELEASE__, the same in the client and the server build. */
function definePlugin(mode, { dir, name }) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    // A release label baked into each build: shows which build of a remote is on the page.
    __RELEASE__: JSON.stringify(releaseLabel(dir, name)),
  });
}

module.exports = {
  ASSET_FILENAME,
  SERVER_DIR,
  definePlugin,
  moduleRules,
  modeOf,
  outputDirOf,
  releaseLabel,
  resolveOptions,
  swcOptions,
};
