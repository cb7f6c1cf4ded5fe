// A jest run of its own for network-guard.test.ts: the fixture's tests, under the node preset.
module.exports = require('@coffee/tooling/jest/node')({
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.fixture.ts'],
});
