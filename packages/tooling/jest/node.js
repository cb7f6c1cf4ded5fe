const swc = require('./swc');

/** Jest preset for Node workspaces (services, gateway, packages). */
module.exports = ({ setupFilesAfterEnv = [], ...overrides } = {}) => ({
  testEnvironment: 'node',
  // Resolve workspace packages to their TypeScript sources, as webpack and tsc do.
  testEnvironmentOptions: { customExportConditions: ['@coffee/source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc(false) },
  testTimeout: 30000,
  // Tests reach loopback only: any other connection fails the test (network-guard.js).
  setupFilesAfterEnv: [require.resolve('./network-guard'), ...setupFilesAfterEnv],
  ...overrides,
});
