module.exports = require('@coffee/tooling/jest/web')({
  // The mock HTTP server (MSW): a request no test answered fails that test (src/test/setup.ts).
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  globals: { __RELEASE__: 'test@0.0.0' },
});
