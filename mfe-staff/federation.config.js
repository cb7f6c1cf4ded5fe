const { remoteFederation } = require('@coffee/tooling/webpack/federation');

// Name, pages and widgets come from @coffee/topology (the REMOTES entry of this package).
module.exports = remoteFederation(__dirname);
