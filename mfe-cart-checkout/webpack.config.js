const { createConfig } = require('@coffee/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Cart — Brew Haven',
});
