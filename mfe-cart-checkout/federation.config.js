const { sharedSingletons } = require('@coffee/tooling/webpack/shared');

module.exports = {
  name: 'cart_checkout',
  filename: 'remoteEntry.js',
  // Only the header's cart widget for now; the checkout pages arrive with the shopping issue.
  exposes: { './CartWidget': './src/app/cart-widget.tsx' },
  shared: sharedSingletons(__dirname),
};
