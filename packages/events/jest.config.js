module.exports = require('@coffee/tooling/jest/web')();
