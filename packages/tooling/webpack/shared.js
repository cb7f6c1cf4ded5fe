const path = require('node:path');

// Libraries that must exist once on the page: two Reacts give "Invalid hook call", two
// styled-components lose the theme; our own packages hold the one store, api, router and theme.
const SINGLETONS = [
  'react',
  'react-dom',
  'styled-components',
  '@coffee/platform',
  '@coffee/ui',
  '@coffee/events',
];
const DEEP_IMPORTED = new Set(['react', 'react-dom']);
// Not shared: a shared module cannot be tree-shaken (a consumer may use any export), so sharing
// a library puts all of it on the first load.
// - zod and @coffee/contracts are stateless: each bundle keeps what it uses (all of zod was
//   87 KB gzipped).
// - react-router and react-router-dom: reached only through @coffee/ui (src/router.ts
//   re-exports the subset in use), so the one router comes with the ui singleton and only that
//   subset is bundled (the whole library was ~59 KB gzipped).
// - @reduxjs/toolkit (and its query, query/react entries) and react-redux: reached only through
//   @coffee/platform (src/redux.ts), which creates the store and the one RTK Query api (~38 KB
//   gzipped with immer, reselect, redux and react-redux when shared whole).
// A direct import of one of these outside its package would bundle a second copy with its own
// contexts (lint forbids it).

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
    // The trailing-slash keys catch deep imports such as react-dom/client and react/jsx-runtime:
    // without them each remote bundles its own copy of those.
    if (DEEP_IMPORTED.has(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
