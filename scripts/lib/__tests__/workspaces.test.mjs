import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildWaves, readWorkspaces, staleWorkspaces, withDependencies } from '../workspaces.mjs';

let root;
const write = (rel, content) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(
    path.join(root, rel),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
};
const age = (rel, secondsAgo) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(path.join(root, rel), t, t);
};

/** A small repo: a library, a service using it, and a bundled frontend using it. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-ws-'));
  write('package.json', {
    name: 'repo',
    workspaces: ['packages/lib', 'services/api', 'web', 'e2e'],
  });
  write('packages/lib/package.json', { name: '@x/lib', scripts: { build: 'tsc' } });
  write('packages/lib/src/index.ts', 'export const a = 1;');
  write('services/api/package.json', {
    name: '@x/api',
    scripts: { build: 'tsc' },
    dependencies: { '@x/lib': '1.0.0', express: '^5' },
  });
  write('services/api/src/main.ts', 'import "@x/lib";');
  write('web/package.json', {
    name: 'web',
    scripts: { build: 'webpack' },
    devDependencies: { '@x/lib': '1.0.0' },
  });
  write('web/webpack.config.js', 'module.exports = {};');
  write('web/src/index.ts', 'import "@x/lib";');
  write('e2e/package.json', { name: 'e2e', scripts: { 'test:e2e': 'playwright test' } });
  for (const ws of ['packages/lib', 'services/api', 'web']) {
    write(`${ws}/dist/index.js`, '');
    for (const f of fs.readdirSync(path.join(root, ws), { recursive: true }))
      age(path.join(ws, f), 100);
    age(`${ws}/dist/index.js`, 10);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('workspaces', () => {
  it('when read, then each workspace knows its local dependencies and whether it builds', () => {
    const list = readWorkspaces(root);
    assert.deepEqual(
      list.map((w) => [w.name, w.localDeps, w.hasBuild]),
      [
        ['@x/lib', [], true],
        ['@x/api', ['@x/lib'], true],
        ['web', ['@x/lib'], true],
        ['e2e', [], false],
      ],
    );
  });

  it('when asked for a workspace by folder, then it comes with what it depends on', () => {
    assert.deepEqual(
      withDependencies(readWorkspaces(root), ['services/api']).map((w) => w.name),
      ['@x/lib', '@x/api'],
    );
    assert.throws(
      () => withDependencies(readWorkspaces(root), ['nope']),
      /No workspace named nope/,
    );
  });

  it('when every build is newer than its sources, then nothing is stale', () => {
    assert.deepEqual(staleWorkspaces(readWorkspaces(root), root), []);
  });

  it('when a build folder is missing, then that workspace is stale as "not built"', () => {
    fs.rmSync(path.join(root, 'web/dist'), { recursive: true });
    assert.deepEqual(
      staleWorkspaces(readWorkspaces(root), root).map(({ ws, reason }) => [ws.name, reason]),
      [['web', 'not built']],
    );
  });

  it('when a library changes, then the bundle that includes it is stale but a tsc build using it is not', () => {
    write('packages/lib/src/index.ts', 'export const a = 2;');
    assert.deepEqual(
      staleWorkspaces(readWorkspaces(root), root).map(({ ws, reason }) => [ws.name, reason]),
      [
        ['@x/lib', 'sources changed'],
        ['web', '@x/lib changed'],
      ],
    );
  });

  it('when only a test changes, then nothing needs a build', () => {
    write('services/api/src/__tests__/main.test.ts', 'it("x", () => {});');
    assert.deepEqual(staleWorkspaces(readWorkspaces(root), root), []);
  });

  it('when a bundle reaches a library only through a package without a build, then it is still built after it', () => {
    write('packages/tooling/package.json', {
      name: '@x/tooling',
      dependencies: { '@x/lib': '1.0.0' },
    });
    write('package.json', {
      name: 'repo',
      workspaces: ['packages/lib', 'packages/tooling', 'services/api', 'web', 'e2e'],
    });
    write('web/package.json', {
      name: 'web',
      scripts: { build: 'webpack' },
      devDependencies: { '@x/tooling': '1.0.0' },
    });
    const web = readWorkspaces(root).find((w) => w.name === 'web');
    assert.deepEqual(web.localDeps, ['@x/tooling']);
    assert.deepEqual(web.allDeps, ['@x/lib', '@x/tooling']);
    const waves = buildWaves(readWorkspaces(root).filter((w) => w.hasBuild));
    assert.deepEqual(
      waves.map((wave) => wave.map((w) => w.name)),
      [['@x/lib'], ['@x/api', 'web']],
    );
  });

  it('when builds are ordered, then a workspace comes after the ones it depends on', () => {
    const waves = buildWaves(readWorkspaces(root).filter((w) => w.hasBuild));
    assert.deepEqual(
      waves.map((wave) => wave.map((w) => w.name)),
      [['@x/lib'], ['@x/api', 'web']],
    );
  });
});
