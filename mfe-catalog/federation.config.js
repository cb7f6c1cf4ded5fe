const { sharedSingletons } = require('@coffee/tooling/webpack/shared');

module.exports = {
  name: 'catalog',
  filename: 'remoteEntry.js',
  exposes: { './pages': './src/app/pages.ts' },
  shared: sharedSingletons(__dirname),
};
