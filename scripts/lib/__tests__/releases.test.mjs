// The release tool on small fixtures (a fake shell and remote workspace, a "build" that writes a
// few files): no webpack, so the whole file runs in about a second. The command lines run in
// children with RELEASES_DIR pointing at a temporary folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import {
  applyPromote,
  applyRelease,
  applyRollback,
  contentHash,
  fitProblems,
  readManifest,
  releaseRemote,
  withManifestLock,
  writeManifestAtomic,
} from '../releases.mjs';
import { repoRoot } from '../workspaces.mjs';

const temps = [];
after(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-releases-'));
  temps.push(dir);
  return dir;
}
const write = (file, content) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
};
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const shared = (name, version, requiredVersion) => ({
  id: `x:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion,
  hash: '',
  assets: {},
});

/** A shell with a built mf-manifest.json and a remote workspace whose build() writes `dist/`. */
function fixture({ remoteReact = '19.3.1', contracts = '1.0.0' } = {}) {
  const root = tempDir();
  const shellDir = path.join(root, 'shell');
  write(path.join(shellDir, 'package.json'), {
    name: 'shell',
    version: '1.0.0',
    dependencies: { '@coffee/contracts': '1.0.0', react: '^19.3.1' },
  });
  write(path.join(shellDir, 'dist', 'mf-manifest.json'), {
    shared: [
      shared('react', '19.3.1', '^19.3.1'),
      shared('react/', '19.3.1', '^19.3.1'),
      shared('styled-components', '6.6.0', '^6.6.0'),
    ],
  });
  const workspaceDir = path.join(root, 'mfe-catalog');
  write(path.join(workspaceDir, 'package.json'), { name: 'mfe-catalog', version: '1.2.0' });
  write(path.join(workspaceDir, 'node_modules', '@coffee', 'contracts', 'package.json'), {
    name: '@coffee/contracts',
    version: contracts,
  });
  const distDir = path.join(workspaceDir, 'dist');
  let text = 'page v1';
  const build = async () => {
    fs.rmSync(distDir, { recursive: true, force: true });
    write(path.join(distDir, 'mf-manifest.json'), {
      shared: [
        shared('react', remoteReact, '^19.0.0'),
        shared('styled-components', '6.6.0', '^6.0.0'),
      ],
    });
    write(path.join(distDir, 'remoteEntry.js'), `/* ${text} */`);
    write(path.join(distDir, 'server', 'ssr-manifest.json'), { entry: 'catalog.js' });
  };
  const releasesDir = path.join(root, 'releases');
  return {
    root,
    releasesDir,
    manifestFile: path.join(releasesDir, 'manifest.json'),
    options: { remote: 'catalog', workspaceDir, distDir, shellDir, releasesDir, build },
    change: (next) => {
      text = next;
    },
  };
}

describe('releaseRemote', () => {
  it('when a build fits, then it is copied into a versioned folder and the manifest switches to it', async () => {
    const f = fixture();
    const result = await releaseRemote(f.options);
    assert.match(result.release, /^1\.2\.0-[0-9a-f]{12}$/);
    const folder = path.join(f.releasesDir, 'catalog', result.release);
    assert.equal(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8'), '/* page v1 */');
    assert.ok(fs.existsSync(path.join(folder, 'server', 'ssr-manifest.json')));
    assert.equal(readJson(path.join(folder, 'release.json')).contracts, '1.0.0');
    const doc = readJson(f.manifestFile);
    assert.equal(doc.remotes.catalog, `/releases/catalog/${result.release}/`);
    assert.equal(doc.releases.catalog.stable, result.release);
    assert.deepEqual(
      doc.releases.catalog.history.map((e) => e.event),
      ['released'],
    );
    // No temporary file or folder is left beside them.
    assert.deepEqual(fs.readdirSync(f.releasesDir).sort(), ['catalog', 'manifest.json']);
    assert.deepEqual(fs.readdirSync(path.join(f.releasesDir, 'catalog')), [result.release]);
  });

  it('when the same bytes are released again, then the folder is reused, never rewritten', async () => {
    const f = fixture();
    const first = await releaseRemote(f.options);
    const marker = path.join(first.folder, 'remoteEntry.js');
    const stamp = fs.statSync(marker).mtimeMs;
    const again = await releaseRemote(f.options);
    assert.equal(again.release, first.release);
    assert.equal(again.reused, true);
    assert.equal(fs.statSync(marker).mtimeMs, stamp);
  });

  it('when a shared singleton does not fit the shell, then the release is refused naming it and the running version stays', async () => {
    const f = fixture();
    const running = await releaseRemote(f.options);
    const before = fs.readFileSync(f.manifestFile, 'utf8');
    const bad = fixture({ remoteReact: '18.2.0' });
    await assert.rejects(releaseRemote({ ...bad.options, releasesDir: f.releasesDir }), (err) => {
      assert.match(err.message, /react 18\.2\.0 does not fit the shell's \^19\.3\.1/);
      assert.match(err.message, new RegExp(`${running.release} stays`));
      return true;
    });
    assert.equal(fs.readFileSync(f.manifestFile, 'utf8'), before);
    assert.deepEqual(fs.readdirSync(path.join(f.releasesDir, 'catalog')), [running.release]);
  });

  it('when the contracts version does not fit the shell, then the release is refused naming it', async () => {
    const f = fixture({ contracts: '2.0.0' });
    await assert.rejects(
      releaseRemote(f.options),
      /@coffee\/contracts 2\.0\.0 does not fit the shell's 1\.0\.0/,
    );
    assert.equal(fs.existsSync(f.manifestFile), false);
  });

  it('when a canary is asked for a remote with no stable release, then it is refused before building', async () => {
    const f = fixture();
    let built = false;
    await assert.rejects(
      releaseRemote({
        ...f.options,
        build: async () => {
          built = true;
        },
        canary: { percent: 10, maxFailureMargin: 5, minLoads: 20 },
      }),
      /no stable release/,
    );
    assert.equal(built, false);
  });
});

describe('fitProblems', () => {
  const shell = {
    shared: { react: { version: '19.3.1', requiredVersion: '^19.3.1' } },
    contractsRange: '1.0.0',
  };
  it('when the build shares a router the shell does not, then it says two copies would run', () => {
    assert.deepEqual(
      fitProblems({ shared: { 'react-router-dom': { version: '7.18.5' } } }, shell),
      [
        'react-router-dom 7.18.5 is shared by this build but not by the shell: the page would run two copies',
      ],
    );
  });
  it("when the shell's version is outside the build's range, then that is named", () => {
    assert.deepEqual(
      fitProblems({ shared: { react: { version: '19.3.1', requiredVersion: '^20.0.0' } } }, shell),
      ["the shell's react 19.3.1 does not fit this build's ^20.0.0"],
    );
  });
  it('when everything fits, then there is no problem', () => {
    assert.deepEqual(
      fitProblems(
        {
          shared: { react: { version: '19.3.2', requiredVersion: '^19.0.0' } },
          contracts: '1.0.0',
        },
        shell,
      ),
      [],
    );
  });
});

describe('manifest switches', () => {
  const at = (n) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
  const v1 = '1.0.0-aaaaaaaaaaaa';
  const v2 = '1.1.0-bbbbbbbbbbbb';
  const v3 = '1.2.0-cccccccccccc';
  const released = () => {
    let doc = { remotes: {}, releases: {} };
    doc = applyRelease(doc, 'catalog', v1, { now: at(1) });
    doc = applyRelease(doc, 'catalog', v2, { now: at(2) });
    return applyRelease(doc, 'catalog', v3, { now: at(3) });
  };

  it('when rolled back twice with no version, then each step goes to the release before, keeping history', () => {
    const once = applyRollback(released(), 'catalog', undefined, { now: at(4) });
    assert.equal(once.release, v2);
    assert.equal(once.doc.remotes.catalog, `/releases/catalog/${v2}/`);
    const twice = applyRollback(once.doc, 'catalog', undefined, { now: at(5) });
    assert.equal(twice.release, v1);
    assert.deepEqual(
      twice.doc.releases.catalog.history.map((e) => `${e.event} ${e.release}`),
      [
        `released ${v1}`,
        `released ${v2}`,
        `released ${v3}`,
        `rolled-back ${v2}`,
        `rolled-back ${v1}`,
      ],
    );
    assert.throws(() => applyRollback(twice.doc, 'catalog'), {
      exitCode: 2,
      message: /no release before/,
    });
  });

  it('when rolled back to a named version (whole id or package version), then that one is stable', () => {
    assert.equal(applyRollback(released(), 'catalog', v1).release, v1);
    assert.equal(applyRollback(released(), 'catalog', '1.1.0').release, v2);
    assert.throws(() => applyRollback(released(), 'catalog', '9.9.9'), {
      exitCode: 2,
      message: /unknown version 9\.9\.9 of catalog; its releases: /,
    });
    assert.throws(() => applyRollback(released(), 'account'), {
      exitCode: 2,
      message: /no release history/,
    });
  });

  it('when a canary is promoted, then it is stable and history keeps both; a rollback then goes back to the old stable', () => {
    let doc = applyRelease(released(), 'catalog', '1.3.0-dddddddddddd', {
      canary: { percent: 10, maxFailureMargin: 5, minLoads: 20 },
      now: at(4),
    });
    assert.equal(doc.remotes.catalog, `/releases/catalog/${v3}/`, 'stable served until promoted');
    assert.equal(doc.releases.catalog.canary.percent, 10);
    doc = applyPromote(doc, 'catalog', { now: at(5) });
    assert.equal(doc.releases.catalog.stable, '1.3.0-dddddddddddd');
    assert.equal(doc.releases.catalog.canary, undefined);
    const back = applyRollback(doc, 'catalog');
    assert.equal(back.release, v3);
    assert.deepEqual(
      back.doc.releases.catalog.history.slice(-3).map((e) => e.event),
      ['canary', 'promoted', 'rolled-back'],
    );
    assert.throws(() => applyPromote(back.doc, 'catalog'), { exitCode: 2, message: /no canary/ });
  });

  it('when a rollback names no version while a canary runs, then the canary is withdrawn and the stable stays', () => {
    const doc = applyRelease(released(), 'catalog', '1.3.0-dddddddddddd', {
      canary: { percent: 10, maxFailureMargin: 5, minLoads: 20 },
    });
    const back = applyRollback(doc, 'catalog');
    assert.equal(back.withdrew, '1.3.0-dddddddddddd');
    assert.equal(back.doc.releases.catalog.stable, v3);
    assert.equal(back.doc.releases.catalog.canary, undefined);
  });
});

describe('manifest file', () => {
  let dir;
  beforeEach(() => {
    dir = tempDir();
  });

  it('when written, then it is replaced whole by a rename (another reader never sees half of it)', () => {
    const file = path.join(dir, 'manifest.json');
    writeManifestAtomic(file, { remotes: { catalog: '/releases/catalog/a/' }, releases: {} });
    const inode = fs.statSync(file).ino;
    writeManifestAtomic(file, { remotes: { catalog: '/releases/catalog/b/' }, releases: {} });
    assert.notEqual(fs.statSync(file).ino, inode, 'a new file renamed over the old one');
    assert.equal(readManifest(file).remotes.catalog, '/releases/catalog/b/');
    assert.deepEqual(fs.readdirSync(dir), ['manifest.json']);
  });

  it('when two changes run at once, then the lock makes them take turns', async () => {
    const file = path.join(dir, 'manifest.json');
    const order = [];
    const slow = (name) => async () => {
      order.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 30));
      order.push(`${name} out`);
    };
    await Promise.all([withManifestLock(file, slow('a')), withManifestLock(file, slow('b'))]);
    assert.deepEqual(order, ['a in', 'a out', 'b in', 'b out']);
    assert.equal(fs.existsSync(`${file}.lock`), false);
  });

  it('when the content hash is taken twice of the same files, then it is the same', () => {
    write(path.join(dir, 'a', 'x.js'), 'x');
    write(path.join(dir, 'b', 'x.js'), 'x');
    assert.equal(contentHash(path.join(dir, 'a')), contentHash(path.join(dir, 'b')));
    write(path.join(dir, 'b', 'x.js'), 'y');
    assert.notEqual(contentHash(path.join(dir, 'a')), contentHash(path.join(dir, 'b')));
  });
});

describe('the command lines', () => {
  /** Runs a script with RELEASES_DIR set; exits within 20 s or fails. */
  function run(script, args, releasesDir) {
    const result = spawnSync(process.execPath, [path.join('scripts', script), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, RELEASES_DIR: releasesDir, NO_COLOR: '1' },
    });
    assert.equal(result.error, undefined);
    return { code: result.status, out: result.stdout, err: result.stderr };
  }

  it('when asked for --help, then each prints its usage and exits 0', () => {
    for (const script of ['release.mjs', 'rollback.mjs']) {
      const r = run(script, ['--help'], tempDir());
      assert.equal(r.code, 0);
      assert.match(r.out, /^Usage: npm run (release|rollback) -- <remote>/);
    }
  });

  it('when a remote is unknown or missing, or an option is bad, then it says so and exits 2', () => {
    const dir = tempDir();
    const cases = [
      ['release.mjs', ['nope'], /Unknown remote nope: one of catalog, /],
      ['release.mjs', [], /Name one remote/],
      ['release.mjs', ['catalog', '--canary', '150'], /from 1 to 99/],
      ['release.mjs', ['catalog', '--canary', 'ten'], /--canary takes a whole number/],
      ['release.mjs', ['catalog', '--min-loads', '5'], /--min-loads goes with --canary/],
      ['release.mjs', ['catalog', '--frobnicate'], /Unknown option '--frobnicate'/],
      ['rollback.mjs', ['nope'], /Unknown remote nope/],
      ['rollback.mjs', ['catalog'], /catalog has no release history/],
      ['release.mjs', ['catalog', '--promote'], /catalog has no release history/],
    ];
    for (const [script, args, message] of cases) {
      const r = run(script, args, dir);
      assert.equal(r.code, 2, `${script} ${args.join(' ')}: ${r.err}`);
      assert.match(r.err, message, `${script} ${args.join(' ')}`);
    }
    assert.deepEqual(fs.readdirSync(dir), [], 'nothing was written');
  });

  it('when rolled back by command, then the manifest switches, and an unknown version exits 2', () => {
    const dir = tempDir();
    const v1 = '1.0.0-aaaaaaaaaaaa';
    const v2 = '1.1.0-bbbbbbbbbbbb';
    for (const v of [v1, v2]) write(path.join(dir, 'catalog', v, 'mf-manifest.json'), '{}');
    let doc = applyRelease({ remotes: {}, releases: {} }, 'catalog', v1);
    doc = applyRelease(doc, 'catalog', v2);
    writeManifestAtomic(path.join(dir, 'manifest.json'), doc);

    const unknown = run('rollback.mjs', ['catalog', '3.0.0'], dir);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown version 3\.0\.0 of catalog/);

    const back = run('rollback.mjs', ['catalog'], dir);
    assert.equal(back.code, 0, back.err);
    assert.match(back.out, new RegExp(`catalog ${v1} is live again`));
    assert.equal(readManifest(path.join(dir, 'manifest.json')).releases.catalog.stable, v1);

    const list = run('rollback.mjs', ['catalog', '--list'], dir);
    assert.match(list.out, /rolled-back\s+1\.0\.0-aaaaaaaaaaaa \(from 1\.1\.0-bbbbbbbbbbbb\)/);
  });

  it('when a copy built elsewhere is released --from it, as stable, then canary, then promoted, then the manifest the gateway follows says so', () => {
    const dir = tempDir();
    const remotesFile = path.join(dir, 'shop', 'remotes.json');
    const copy = path.join(dir, 'copy');
    const react = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'node_modules/react/package.json'), 'utf8'),
    ).version;
    const build = (text) => {
      write(path.join(copy, 'package.json'), { name: 'mfe-catalog', version: '3.0.0' });
      write(path.join(copy, 'dist', 'mf-manifest.json'), {
        shared: [shared('react', react, `^${react}`)],
      });
      write(path.join(copy, 'dist', 'remoteEntry.js'), text);
    };
    const release = (...args) => {
      const r = spawnSync(
        process.execPath,
        ['scripts/release.mjs', 'catalog', '--from', copy, ...args],
        {
          cwd: repoRoot,
          encoding: 'utf8',
          timeout: 20_000,
          env: { ...process.env, REMOTES_FILE: remotesFile, NO_COLOR: '1' },
        },
      );
      assert.equal(r.status, 0, r.stderr);
      return r.stdout;
    };
    build('one');
    assert.match(release(), /catalog 3\.0\.0-[0-9a-f]{12} is live/);
    build('two');
    assert.match(
      release('--canary', '10', '--max-failure-margin', '3'),
      /is the canary for 10% of visitors/,
    );
    let doc = readManifest(remotesFile);
    assert.equal(doc.releases.catalog.canary.maxFailureMargin, 3);
    assert.equal(doc.releases.catalog.canary.minLoads, 20);
    const canary = doc.releases.catalog.canary.release;
    assert.ok(fs.existsSync(path.join(dir, 'shop', 'catalog', canary, 'release.json')));
    const promote = spawnSync(process.execPath, ['scripts/release.mjs', 'catalog', '--promote'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, REMOTES_FILE: remotesFile, NO_COLOR: '1' },
    });
    assert.equal(promote.status, 0, promote.stderr);
    doc = readManifest(remotesFile);
    assert.equal(doc.releases.catalog.stable, canary);
    assert.equal(doc.remotes.catalog, `/releases/catalog/${canary}/`);
    assert.deepEqual(
      doc.releases.catalog.history.map((e) => e.event),
      ['released', 'canary', 'promoted'],
    );
  });
});
