const { createConfig } = require('@coffee/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  port: 3003,
  federation: require('./federation.config'),
  kind: 'remote',
  title: 'Membership — Brew Haven',
});
