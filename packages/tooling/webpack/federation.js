const fs = require('node:fs');
const path = require('node:path');
const { REMOTES, widgetModulePath } = require('@coffee/topology');
const { sharedSingletons } = require('./shared');

/** The remote a workspace builds: the topology entry whose package is the workspace's. */
function remoteOf(workspaceDir) {
  const { name: pkg } = require(path.join(workspaceDir, 'package.json'));
  const name = Object.keys(REMOTES).find((key) => REMOTES[key].package === pkg);
  if (!name) throw new Error(`${pkg} is not a remote in @coffee/topology (REMOTES)`);
  return name;
}

/** `./src/app/<kebab-name>.tsx` or `.ts`, whichever the remote has. */
function widgetModule(workspaceDir, remote, widget) {
  const base = widgetModulePath(widget);
  const found = ['.tsx', '.ts'].find((ext) => fs.existsSync(path.join(workspaceDir, base + ext)));
  if (!found)
    throw new Error(`${remote} exposes the widget ${widget}: ${base}.tsx or .ts is missing`);
  return base + found;
}

/**
 * The federation config of a remote, all read from the topology: its name, `./pages` (the pages
 * module every remote has) and one module per widget, so what a remote exposes is what the
 * shell's types say it exposes.
 */
function remoteFederation(workspaceDir) {
  const name = remoteOf(workspaceDir);
  const exposes = { './pages': './src/app/pages.ts' };
  for (const widget of REMOTES[name].widgets)
    exposes[`./${widget}`] = widgetModule(workspaceDir, name, widget);
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(workspaceDir),
    experiments: {
      // The federation runtime core (~16 KB gzipped) comes from the shell, which provides it
      // (provideExternalRuntime), instead of riding every remoteEntry.js; the standalone page
      // gets it from the provider script create-config.js puts before `main`.
      externalRuntime: true,
      // Browser-only builds: the runtime's Node code paths are left out.
      optimization: { target: 'web' },
    },
  };
}

module.exports = { remoteFederation, remoteOf };
