const { createConfig } = require('@coffee/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  port: 3001,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Catalog — Brew Haven',
});
