const swc = require('./swc');

/** Jest preset for the shell, the remotes and the browser packages (Testing Library on jsdom). */
module.exports = (overrides = {}) => ({
  // jest-fixed-jsdom keeps Node's fetch, Request, Response and TextEncoder, which RTK Query needs.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: ['@coffee/source', 'browser'] },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  setupFiles: [require.resolve('./setup-web.js')],
  setupFilesAfterEnv: [require.resolve('./setup-web-after.js')],
  moduleNameMapper: {
    '\\.(css)$': require.resolve('identity-obj-proxy'),
    '\\.(png|jpe?g|gif|svg|webp|avif)$': require.resolve('./file-stub.js'),
  },
  testTimeout: 15000,
  ...overrides,
});
