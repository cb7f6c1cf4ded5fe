const web = require('@coffee/tooling/jest/web');
const node = require('@coffee/tooling/jest/node');

const webConfig = web({
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  // `*.server.test.tsx` run where a server render runs: Node, with no window and no mock server.
  testPathIgnorePatterns: ['/node_modules/', '\\.server\\.test\\.tsx?$'],
});
const { testTimeout } = webConfig;
delete webConfig.testTimeout;

const nodeConfig = node({
  testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.{ts,tsx}'],
  // The same TSX transform as the browser tests (the Node preset's handles .ts only).
  transform: webConfig.transform,
});
delete nodeConfig.testTimeout;

module.exports = {
  testTimeout,
  projects: [
    { displayName: 'browser', ...webConfig },
    { displayName: 'server', ...nodeConfig },
  ],
};
