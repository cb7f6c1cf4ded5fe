// Builds the fixture app with the client and the server config together, as a workspace's
// webpack.config.js exports them, in a process of its own (webpack inside jest's module
// registry is slow). Usage: node build-fixture.js <outputDir> <mode>. Prints the asset names.
const path = require('node:path');
const webpack = require('webpack');
const { createConfig, createServerConfig } = require('../create-config');

const [outputDir, mode = 'production'] = process.argv.slice(2);
process.env.OUTPUT_DIR = outputDir;
delete process.env.RELEASE_LABEL;

const dir = path.join(__dirname, 'fixture');
const configs = [
  createConfig({
    dir,
    federation: {
      name: 'fixture',
      filename: 'remoteEntry.js',
      exposes: { './page': './src/page.tsx' },
    },
    kind: 'remote',
    title: 'Fixture',
    port: 1,
  }),
  createServerConfig({ dir, entry: './src/server.tsx', name: 'fixture', provideShared: false }),
].map((config) => config({}, { mode }));

webpack(configs, (err, stats) => {
  if (err) throw err;
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    process.exit(1);
  }
  process.stdout.write(
    JSON.stringify(
      stats.toJson({ all: false, assets: true }).children.map((c) => c.assets.map((a) => a.name)),
    ),
  );
});
