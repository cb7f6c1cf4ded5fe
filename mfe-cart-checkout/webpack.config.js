const { createConfig } = require('@coffee/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  port: 3002,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Cart — Brew Haven',
});
