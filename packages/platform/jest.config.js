module.exports = require('@coffee/tooling/jest/web')({
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
});
