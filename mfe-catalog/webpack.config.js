const { createConfig, createServerConfig } = require('@coffee/tooling/webpack');

const client = createConfig({
  dir: __dirname,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Catalog — Brew Haven',
});

// The gateway's server render loads this (dist/server/catalog.<hash>.js + ssr-manifest.json).
// React, styled-components and the @coffee packages come from the shell's server bundle.
const server = createServerConfig({
  dir: __dirname,
  entry: './src/server.ts',
  name: 'catalog',
  provideShared: false,
});

// A build makes both bundles. `webpack serve` (the standalone page) is the client alone: the
// dev server has nothing to serve from a node bundle, and rebuilding it on every save is waste.
module.exports = (env = {}, argv = {}) =>
  env.WEBPACK_SERVE ? client(env, argv) : [client(env, argv), server(env, argv)];
