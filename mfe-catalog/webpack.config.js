const { createConfig, createServerConfig, withServerBuild } = require('@coffee/tooling/webpack');

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

// A build makes both bundles; `webpack serve` (the standalone page) the client alone.
module.exports = withServerBuild(client, server);
