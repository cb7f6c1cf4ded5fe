module.exports = require('@coffee/tooling/jest/web')({
  // The mock HTTP server (MSW): a request no test answered fails that test.
  setupFilesAfterEnv: ['@coffee/platform/testing/setup', '<rootDir>/src/test/default-handlers.ts'],
  globals: { __RELEASE__: 'test@0.0.0' },
});
