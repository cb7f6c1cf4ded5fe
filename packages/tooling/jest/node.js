const swc = require('./swc');

/** Jest preset for Node workspaces (services, gateway, packages). */
module.exports = (overrides = {}) => ({
  testEnvironment: 'node',
  // Resolve workspace packages to their TypeScript sources, as webpack and tsc do.
  testEnvironmentOptions: { customExportConditions: ['@coffee/source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc(false) },
  testTimeout: 30000,
  ...overrides,
});
