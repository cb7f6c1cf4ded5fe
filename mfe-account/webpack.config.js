const { createConfig, createServerConfig, withServerBuild } = require('@coffee/tooling/webpack');

const client = createConfig({
  dir: __dirname,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Account — Brew Haven',
});

// The shell's server loads this to render /auth (dist/server/account.<hash>.js +
// ssr-manifest.json). React, styled-components and the @coffee packages come from the shell's
// server bundle.
const server = createServerConfig({
  dir: __dirname,
  entry: './src/server.ts',
  name: 'account',
  provideShared: false,
});

// A build makes both bundles; `webpack serve` (the standalone page) the client alone.
module.exports = withServerBuild(client, server);
