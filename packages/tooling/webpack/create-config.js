const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { GATEWAY, REMOTES, SHELL } = require('@coffee/topology');
const {
  ASSET_FILENAME,
  SERVER_DIR,
  definePlugin,
  moduleRules,
  modeOf,
  outputDirOf,
  resolveOptions,
} = require('./common');
const { SSR_SHARED, createServerConfig, withServerBuild } = require('./ssr');

const GATEWAY_URL = process.env.GATEWAY_URL || `http://localhost:${GATEWAY.port}`;
const FAVICON = path.join(__dirname, 'favicon.svg');

/** Puts favicon.svg (which index.html links) beside every page: the shell's and each standalone one. */
class EmitFavicon {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFavicon', (compilation) => {
      compilation.fileDependencies.add(FAVICON);
      compilation.hooks.processAssets.tap(
        { name: 'EmitFavicon', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'favicon.svg',
            new webpack.sources.RawSource(fs.readFileSync(FAVICON)),
          );
        },
      );
    });
  }
}

const RUNTIME_PROVIDER = path.join(__dirname, 'federation-runtime-provider.js');

/**
 * Builds federation-runtime-provider.js on its own (a plain webpack compilation without the
 * federation plugin, so the runtime core is bundled rather than externalised): resolves to the
 * file name and source to emit.
 */
function buildRuntimeProvider(mode) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-mf-runtime-'));
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode,
        target: 'web',
        context: __dirname,
        entry: RUNTIME_PROVIDER,
        devtool: false,
        output: { path: outDir, filename: 'provider.js' },
        performance: { hints: false },
        stats: 'errors-warnings',
      },
      (err, stats) => {
        try {
          if (err) throw err;
          if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
          const source = fs.readFileSync(path.join(outDir, 'provider.js'), 'utf8');
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
          resolve({
            file: mode === 'production' ? `federation-runtime.${hash}.js` : 'federation-runtime.js',
            source,
          });
        } catch (error) {
          reject(error);
        } finally {
          fs.rmSync(outDir, { recursive: true, force: true });
        }
      },
    );
  });
}

/**
 * A remote built with `experiments.externalRuntime` reads the federation runtime core from a
 * global the shell provides (`provideExternalRuntime`), so the core is downloaded once per page
 * instead of once per remoteEntry.js. The remote's standalone page has no shell: this emits the
 * provider script beside it and loads it before `main` (deferred scripts run in order).
 */
class StandaloneFederationRuntime {
  constructor(mode) {
    this.mode = mode;
    this.built = null;
  }

  provider() {
    if (!this.built) {
      this.built = buildRuntimeProvider(this.mode);
      // A failed build is tried again on the next (watch) compilation.
      this.built.catch(() => (this.built = null));
    }
    return this.built;
  }

  apply(compiler) {
    const name = 'StandaloneFederationRuntime';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { file, source } = await this.provider();
          compilation.emitAsset(file, new webpack.sources.RawSource(source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tapPromise(
        name,
        async (data) => {
          const { file } = await this.provider();
          data.assets.js.unshift(`${data.assets.publicPath}${file}`);
          return data;
        },
      );
    });
  }
}

/**
 * `provideExternalRuntime` adds a runtime plugin that is loaded as CommonJS, so it pulls in the
 * CommonJS build of the runtime core while the rest of the runtime imports its ES build: two
 * copies (~16 KB gzipped each) in the shell's main.js, and the remotes handed the other one.
 * Both resolve to the ES build instead: one copy, the one the shell itself runs on.
 */
function runtimeCoreAlias(federation) {
  if (!federation.experiments?.provideExternalRuntime) return {};
  const esm = path.join(
    path.dirname(require.resolve('@module-federation/runtime-core')),
    'index.js',
  );
  if (!fs.existsSync(esm)) throw new Error(`The ES build of the runtime core is missing: ${esm}`);
  return { '@module-federation/runtime-core$': esm };
}

/** CleanPlugin's keep test: paths are relative to the output folder, `/`-separated. */
function keepServerBuild(file) {
  return file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`);
}

/**
 * Webpack config for the shell (host) and every remote.
 *
 * @param {object} o
 * @param {string} o.dir        the workspace directory (__dirname of its webpack.config.js)
 * @param {object} o.federation the workspace's federation config (federation.config.js)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.title      <title> of the standalone page
 * @param {number} [o.port]     dev-server port; by default the topology's for the shell or remote
 */
function createConfig({ dir, federation, kind, title, port }) {
  const devPort = port ?? (kind === 'host' ? SHELL.port : REMOTES[federation.name].port);
  return (_env = {}, argv = {}) => {
    const mode = modeOf(argv);
    const prod = mode === 'production';
    const outDir = outputDirOf(dir);
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are written for error reporting but not linked from the bundles (no
      // sourceMappingURL); the gateway and coffee-serve answer 404 for `*.map` (SERVE_SOURCE_MAPS).
      devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes are served from their own origin: 'auto' resolves chunk URLs from remoteEntry.js.
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: federation.name,
        // A remote's entry files keep stable names (served no-cache): with webpack 5.111 the
        // federation plugin cannot fill [contenthash] in a container's filename (MF core#5077).
        filename: prod && kind === 'host' ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        // `server/` belongs to the server build (ssr.js), which webpack runs beside this one
        // (webpack.config.js exports both) and which cleans that folder itself.
        clean: { keep: keepServerBuild },
      },
      resolve: { ...resolveOptions(), alias: runtimeCoreAlias(federation) },
      module: { rules: moduleRules(mode, { emitAssets: true }) },
      plugins: [
        new ModuleFederationPlugin({
          // Types travel through workspace packages; the dts worker would also dial out to the network.
          dts: false,
          dev: false,
          ...federation,
        }),
        definePlugin(mode, { dir, name: federation.name }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // The shell's page is served by the gateway for every client route.
          publicPath: '/',
          chunks: ['main'],
        }),
        new EmitFavicon(),
        ...(federation.experiments?.externalRuntime ? [new StandaloneFederationRuntime(mode)] : []),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The composed page (shell on :3000) opens each remote's live-reload socket from another
        // origin; the default same-origin check refuses it. Dev servers listen on loopback only.
        allowedHosts: 'all',
        // Standalone pages talk to the real system through the gateway; the shell also borrows
        // the remote manifest the gateway writes from its configuration.
        proxy: [
          {
            context: kind === 'host' ? ['/api', '/remotes.json'] : ['/api'],
            target: GATEWAY_URL,
            changeOrigin: false,
          },
        ],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createConfig, createServerConfig, SSR_SHARED, withServerBuild };
