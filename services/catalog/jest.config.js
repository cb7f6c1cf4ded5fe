module.exports = require('@coffee/tooling/jest/node')({
  // One embedded FerretDB for the run (or the server in MONGODB_URI); each test file makes its own database.
  globalSetup: require.resolve('@coffee/embedded-db/jest-global-setup'),
  globalTeardown: require.resolve('@coffee/embedded-db/jest-global-teardown'),
});
