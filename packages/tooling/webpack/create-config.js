const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const GATEWAY = process.env.GATEWAY_URL || 'http://localhost:8080';

/**
 * Webpack config for the shell (host) and every remote.
 *
 * @param {object} o
 * @param {string} o.dir        the workspace directory (__dirname of its webpack.config.js)
 * @param {number} o.port       dev-server port (the remote's standalone page)
 * @param {object} o.federation the workspace's federation config (federation.config.js)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.title      <title> of the standalone page
 */
function createConfig({ dir, port, federation, kind, title }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const outDir = process.env.OUTPUT_DIR
      ? path.resolve(process.env.OUTPUT_DIR)
      : path.join(dir, 'dist');
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes are served from their own origin: 'auto' resolves chunk URLs from remoteEntry.js.
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: federation.name,
        // A remote's entry files keep stable names (served no-cache): with webpack 5.111 the
        // federation plugin cannot fill [contenthash] in a container's filename (MF core#5077).
        filename: prod && kind === 'host' ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        // Workspace packages are compiled from source by swc, like the app itself.
        conditionNames: ['@coffee/source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          // Types travel through workspace packages; the dts worker would also dial out to the network.
          dts: false,
          dev: false,
          ...federation,
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          // A release label baked into each build: shows which build of a remote is on the page.
          __RELEASE__: JSON.stringify(
            process.env.RELEASE_LABEL ||
              `${federation.name}@${require(path.join(dir, 'package.json')).version}`,
          ),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // The shell's page is served by the gateway for every client route.
          publicPath: '/',
          chunks: ['main'],
        }),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The composed page (shell on :3000) opens each remote's live-reload socket from another
        // origin; the default same-origin check refuses it. Dev servers listen on loopback only.
        allowedHosts: 'all',
        // Standalone pages talk to the real system through the gateway.
        proxy: [{ context: ['/api'], target: GATEWAY, changeOrigin: false }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createConfig };
