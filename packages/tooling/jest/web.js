const swc = require('./swc');

/**
 * Jest preset for the shell, the remotes and the browser packages (Testing Library on jsdom).
 * `setupFiles` and `setupFilesAfterEnv` given by a workspace are added to the preset's own
 * (a frontend adds `@coffee/platform/testing/setup`, its mock HTTP server).
 */
module.exports = ({ setupFiles = [], setupFilesAfterEnv = [], ...overrides } = {}) => ({
  // jest-fixed-jsdom keeps Node's fetch, Request, Response and TextEncoder, which RTK Query and
  // the mock server (MSW) need.
  testEnvironment: 'jest-fixed-jsdom',
  // No 'browser' condition: it would hand msw/node the browser build of its interceptors.
  testEnvironmentOptions: { customExportConditions: ['@coffee/source'] },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(false) },
  // Parts of the mock server (MSW) ship as ES modules only: compile them like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
  ],
  setupFiles: [require.resolve('./setup-web.js'), ...setupFiles],
  setupFilesAfterEnv: [require.resolve('./setup-web-after.js'), ...setupFilesAfterEnv],
  moduleNameMapper: {
    '\\.(css)$': require.resolve('identity-obj-proxy'),
    '\\.(png|jpe?g|gif|svg|webp|avif)$': require.resolve('./file-stub.js'),
  },
  testTimeout: 15000,
  ...overrides,
});
