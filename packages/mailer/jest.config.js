module.exports = require('@coffee/tooling/jest/node')({
  globalSetup: require.resolve('@coffee/embedded-db/jest-global-setup'),
  globalTeardown: require.resolve('@coffee/embedded-db/jest-global-teardown'),
});
