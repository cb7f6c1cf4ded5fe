const web = require('@coffee/tooling/jest/web');

const browser = web({
  // The mock HTTP server (MSW): a request no test answered fails that test.
  setupFilesAfterEnv: ['@coffee/platform/testing/setup'],
  globals: { __RELEASE__: 'test@0.0.0' },
});

const SERVER_TESTS = '\\.server\\.test\\.tsx?$';

module.exports = {
  projects: [
    {
      ...browser,
      displayName: 'browser',
      testPathIgnorePatterns: ['/node_modules/', SERVER_TESTS],
    },
    {
      // The server render (`*.server.test.tsx`): Node, no DOM at all, as in the gateway. The web
      // preset's setupFiles patch `window`, so this project has none; the mock server stays.
      ...browser,
      displayName: 'server',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['@coffee/source', 'node', 'node-addons'] },
      testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/'],
      setupFiles: [],
    },
  ],
};
