const { createConfig } = require('@coffee/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  port: 3005,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Staff portals — Brew Haven',
});
