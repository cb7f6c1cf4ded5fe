const web = require('@coffee/tooling/jest/web');
const node = require('@coffee/tooling/jest/node');

const globals = { __RELEASE__: 'test@0.0.0' };

const webConfig = web({
  // The mock HTTP server (MSW): a request no test answered fails that test.
  setupFilesAfterEnv: ['@coffee/platform/testing/setup'],
  globals,
  // `*.server.test.tsx` run where the server render runs: Node, with no window or document.
  testPathIgnorePatterns: ['/node_modules/', '\\.server\\.test\\.tsx?$'],
});
const { testTimeout } = webConfig;
delete webConfig.testTimeout;

const nodeConfig = node({
  testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.{ts,tsx}'],
  // The same TSX transform as the browser tests (the Node preset's handles .ts only).
  transform: webConfig.transform,
  transformIgnorePatterns: webConfig.transformIgnorePatterns,
  setupFilesAfterEnv: ['@coffee/platform/testing/setup'],
  globals,
});
delete nodeConfig.testTimeout;

module.exports = {
  testTimeout,
  projects: [
    { displayName: 'browser', ...webConfig },
    { displayName: 'server', ...nodeConfig },
  ],
};
