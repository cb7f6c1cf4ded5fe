import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureFerretDb } from '../build';
import { candidateBinaryPaths, findFerretDb, findRepoRoot } from '../locate';

describe('locating the FerretDB binary', () => {
  let home: string;

  beforeEach(() => {
    home = mkdtempSync(path.join(tmpdir(), 'edb-locate-'));
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  const fakeBinary = (file: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    return file;
  };

  it('when looking for the repository root, then it finds the folder with scripts/ferretdb', () => {
    expect(findRepoRoot()).toBe(path.resolve(__dirname, '../../../..'));
  });

  it('when FERRETDB_BIN is set, then it is the first candidate, before .tools/bin and the user cache', () => {
    const repo = path.join(home, 'repo');
    const candidates = candidateBinaryPaths({ FERRETDB_BIN: '/opt/ferretdb', HOME: home }, repo);
    expect(candidates.slice(0, 3)).toEqual([
      '/opt/ferretdb',
      path.join(repo, '.tools', 'bin', 'ferretdb-1.24.2'),
      path.join(home, '.cache', 'coffee-shop', 'ferretdb-1.24.2'),
    ]);
  });

  it('when FERRETDB_BIN points at a missing file, then it fails naming the variable instead of falling back', () => {
    expect(() => findFerretDb({ FERRETDB_BIN: path.join(home, 'nope'), HOME: home })).toThrow(
      /FERRETDB_BIN/,
    );
  });

  it('when only the user cache has a binary, then that binary is found', () => {
    const cached = fakeBinary(path.join(home, 'xdg', 'coffee-shop', 'ferretdb-1.24.2'));
    expect(
      findFerretDb({ HOME: home, XDG_CACHE_HOME: path.join(home, 'xdg') }, path.join(home, 'repo')),
    ).toBe(cached);
  });

  it('when no binary exists anywhere, then findFerretDb answers null', () => {
    expect(findFerretDb({ HOME: home }, path.join(home, 'repo'))).toBeNull();
  });

  it('when no binary exists and Go is not installed, then ensureFerretDb says to install Go or set MONGODB_URI', async () => {
    // The repo root is real here, so give .tools/bin no chance: FERRETDB_BIN is unset and HOME is empty.
    const repoTools = path.join(findRepoRoot(), '.tools', 'bin', 'ferretdb-1.24.2');
    const env = { HOME: home, PATH: path.join(home, 'no-bin') };
    if (findFerretDb(env) === repoTools) return; // a developer machine with a repo-local build: nothing to prove
    await expect(ensureFerretDb({ env, log: () => undefined })).rejects.toThrow(
      /Install Go.*MONGODB_URI/s,
    );
  });
});
