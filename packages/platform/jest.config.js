const webAndServer = require('@coffee/tooling/jest/web-and-server');

// Browser tests on jsdom, and `*.server.test.tsx` in Node, where a server render runs (no mock
// server there: those tests talk to a real local HTTP server).
module.exports = webAndServer({
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  serverSetupFilesAfterEnv: [],
});
