const { sharedSingletons } = require('@coffee/tooling/webpack/shared');

module.exports = {
  name: 'cart_checkout',
  filename: 'remoteEntry.js',
  // Two coarse modules: the header's cart widget, and the routed pages the shell composes.
  exposes: {
    './CartWidget': './src/app/cart-widget.tsx',
    './pages': './src/app/pages.ts',
  },
  shared: sharedSingletons(__dirname),
};
