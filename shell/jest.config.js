const webAndServer = require('@coffee/tooling/jest/web-and-server');

// Browser tests on jsdom, and `*.server.test.tsx` in Node, where the server render runs.
module.exports = webAndServer({
  // The mock HTTP server (MSW): a request no test answered fails that test.
  setupFilesAfterEnv: ['@coffee/platform/testing/setup'],
  globals: { __RELEASE__: 'test@0.0.0' },
});
