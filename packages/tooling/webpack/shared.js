const path = require('node:path');

// Libraries that must exist once on the page: two Reacts give "Invalid hook call", two
// styled-components lose the theme, two react-reduxes lose the store.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@coffee/platform',
  '@coffee/ui',
  '@coffee/events',
];
const DEEP_IMPORTED = new Set(['react', 'react-dom', '@reduxjs/toolkit']);
// Not shared: zod and @coffee/contracts are stateless, and a shared module cannot be
// tree-shaken, so sharing them put all of zod (87 KB gzipped) on every first load.

function versionOf(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(pkgPath).version;
}

/**
 * The `shared` block of a federation config. Version ranges come from the workspace's own
 * package.json (what it was written against); the concrete version from what is installed.
 * Only the libraries the workspace depends on are shared by it.
 */
function sharedSingletons(workspaceDir) {
  const pkg = require(path.join(workspaceDir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) continue;
    const requiredVersion = deps[name].startsWith('*') ? false : deps[name];
    const entry = { singleton: true, requiredVersion, version: versionOf(name, workspaceDir) };
    shared[name] = entry;
    // The trailing-slash keys catch deep imports such as react-dom/client, react/jsx-runtime and
    // @reduxjs/toolkit/query: without them each remote bundles its own copy of those.
    if (DEEP_IMPORTED.has(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
