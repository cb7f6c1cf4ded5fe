// The tooling's own tests: the webpack configs (webpack/__tests__), plain CommonJS.
module.exports = require('./jest/node')({
  testMatch: ['<rootDir>/webpack/__tests__/**/*.test.js'],
  // Building the fixture with both configs takes a few seconds on a quiet machine.
  testTimeout: 120000,
});
