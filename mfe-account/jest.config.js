module.exports = require('@coffee/tooling/jest/web')({
  globals: { __RELEASE__: 'test@0.0.0' },
});
