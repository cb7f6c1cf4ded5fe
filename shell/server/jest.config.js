module.exports = require('@coffee/tooling/jest/node')();
