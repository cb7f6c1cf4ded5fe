const { sharedSingletons } = require('@coffee/tooling/webpack/shared');

module.exports = {
  name: 'membership',
  filename: 'remoteEntry.js',
  exposes: {
    './pages': './src/app/pages.ts',
    // The home page's plan comparison, mounted by the catalog through the shell's widget loader.
    './PlanComparison': './src/app/plan-comparison.ts',
  },
  shared: sharedSingletons(__dirname),
};
