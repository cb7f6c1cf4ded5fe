const { sharedSingletons } = require('@coffee/tooling/webpack/shared');

module.exports = {
  name: 'staff',
  filename: 'remoteEntry.js',
  exposes: { './pages': './src/app/pages.ts' },
  shared: sharedSingletons(__dirname),
};
