// Dates are shown in the visitor's time zone: pin one, so 'November 22, 2026' reads the same on every machine.
process.env.TZ = 'UTC';

module.exports = require('@coffee/tooling/jest/web')({
  globals: { __RELEASE__: 'test@0.0.0' },
});
