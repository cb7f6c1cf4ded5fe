// Other workspaces as their package.json publishes them (`exports`, `main`, `bin`), resolved
// from the package name: the scripts never name a file inside another workspace's dist/.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './workspaces.mjs';

/** `require` as the repository root sees packages (every workspace is linked there). */
export function requireFrom(root = repoRoot) {
  return createRequire(path.join(root, 'package.json'));
}

const NOT_BUILT = 'run `npm run build` (or npm start, which builds what is stale)';

/** The file a package export names (`@coffee/gateway/main`), which must exist: it is built. */
export function resolveBuilt(specifier, root = repoRoot) {
  try {
    return requireFrom(root).resolve(specifier);
  } catch (err) {
    if (err.code !== 'MODULE_NOT_FOUND') throw err;
    throw new Error(`${specifier} is not built: ${NOT_BUILT}`);
  }
}

/** A built package's exports (`import('@coffee/embedded-db')` for plain Node). */
export function requireBuilt(specifier, root = repoRoot) {
  return requireFrom(root)(resolveBuilt(specifier, root));
}

/** The script a package declares under `bin` in its package.json. */
export function binOf(pkg, name, root = repoRoot) {
  const manifest = requireFrom(root).resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const file = typeof bin === 'string' ? bin : bin?.[name];
  if (!file) throw new Error(`${pkg} declares no bin ${name}`);
  return path.join(path.dirname(manifest), file);
}

/** The folder of a frontend's built site: where its `./index.html` export lives. */
export function builtSite(pkg, root = repoRoot) {
  return path.dirname(resolveBuilt(`${pkg}/index.html`, root));
}
