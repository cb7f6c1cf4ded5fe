import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  planShards,
  readWeights,
  shardPortShift,
  specFiles,
  weightsFromReports,
} from '../e2e-shards.mjs';
import { repoRoot } from '../workspaces.mjs';

describe('planShards', () => {
  it('shares the files out by their seconds, longest first, so the shards end together', () => {
    const weights = { 'tests/a.spec.ts': 90, 'tests/b.spec.ts': 60, 'tests/c.spec.ts': 40 };
    const files = ['tests/a.spec.ts', 'tests/b.spec.ts', 'tests/c.spec.ts', 'tests/d.spec.ts'];
    weights['tests/d.spec.ts'] = 10;
    const shards = planShards(files, weights, 2);
    assert.deepEqual(
      shards.map((s) => s.files),
      [
        ['tests/a.spec.ts', 'tests/d.spec.ts'],
        ['tests/b.spec.ts', 'tests/c.spec.ts'],
      ],
    );
    assert.deepEqual(
      shards.map((s) => s.seconds),
      [100, 100],
    );
  });

  it('counts a file with no record as the median of the known ones, and runs every file once', () => {
    const weights = { 'tests/a.spec.ts': 10, 'tests/b.spec.ts': 20, 'tests/c.spec.ts': 30 };
    const files = [...Object.keys(weights), 'tests/new.spec.ts'];
    const shards = planShards(files, weights, 2);
    assert.deepEqual(shards.flatMap((s) => s.files).sort(), [...files].sort());
    assert.equal(
      shards.reduce((n, s) => n + s.seconds, 0),
      80,
    );
  });

  it('leaves no shard empty and plans the same on every machine', () => {
    const files = ['tests/a.spec.ts', 'tests/b.spec.ts'];
    assert.equal(planShards(files, {}, 4).length, 2);
    assert.deepEqual(planShards(files, {}, 2), planShards([...files].reverse(), {}, 2));
    assert.deepEqual(planShards(files, {}, 1)[0].files, files);
  });

  it('gives each shard its own ports, apart from npm start', () => {
    assert.deepEqual([0, 1, 2].map(shardPortShift), [10_000, 20_000, 30_000]);
  });
});

describe('the recorded seconds', () => {
  it('are read from Playwright reports per file, retries included', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [
            { file: 'a.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] },
          ],
          suites: [
            {
              file: 'a.spec.ts',
              specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1000 }] }] }],
            },
          ],
        },
        {
          file: 'b.spec.ts',
          specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 250 }] }] }],
        },
      ],
    };
    assert.deepEqual(weightsFromReports([report]), {
      'tests/a.spec.ts': 3,
      'tests/b.spec.ts': 0.3,
    });
  });

  it('name every spec file of the suite (a new spec must be measured and added)', () => {
    const e2eDir = path.join(repoRoot, 'e2e');
    const weights = readWeights(path.join(e2eDir, 'shard-weights.json'));
    const unmeasured = specFiles(e2eDir).filter((file) => typeof weights[file] !== 'number');
    // A new file still runs (as the median); this only keeps the record from going stale.
    assert.ok(
      unmeasured.length <= 3,
      `e2e/shard-weights.json has no seconds for ${unmeasured.join(', ')}: copy e2e/test-results/shard-weights.json over it after a run`,
    );
  });
});
