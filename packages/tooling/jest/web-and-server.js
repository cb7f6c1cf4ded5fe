const web = require('./web');
const node = require('./node');

const SERVER_TESTS = '\\.server\\.test\\.tsx?$';

/**
 * Jest for a workspace whose code also renders on the server (the shell, the catalog, platform):
 * two projects.
 * - 'browser': the web preset (jsdom) for every test but `*.server.test.tsx`.
 * - 'server': those, where a server render runs: Node, with no window or document. The web
 *   preset's setup files patch `window`, so this is the Node preset, with the browser's TSX
 *   transform and module mappings.
 * `setupFilesAfterEnv` and `globals` apply to both (a frontend's mock HTTP server answers both);
 * `serverSetupFilesAfterEnv` replaces them for the server project when it needs other ones.
 */
module.exports = ({
  setupFilesAfterEnv = [],
  serverSetupFilesAfterEnv = setupFilesAfterEnv,
  globals,
} = {}) => {
  const browser = web({
    setupFilesAfterEnv,
    globals,
    testPathIgnorePatterns: ['/node_modules/', SERVER_TESTS],
  });
  const server = node({
    testMatch: ['<rootDir>/src/**/__tests__/**/*.server.test.{ts,tsx}'],
    transform: browser.transform,
    transformIgnorePatterns: browser.transformIgnorePatterns,
    moduleNameMapper: browser.moduleNameMapper,
    setupFilesAfterEnv: serverSetupFilesAfterEnv,
    globals,
  });
  // A per-project testTimeout is ignored: jest reads it from the top level only.
  const { testTimeout } = browser;
  delete browser.testTimeout;
  delete server.testTimeout;
  return {
    testTimeout,
    projects: [
      { displayName: 'browser', ...browser },
      { displayName: 'server', ...server },
    ],
  };
};
