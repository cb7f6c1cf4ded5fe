// The helpers exit the process, so each case runs in a child: a `node -e` module importing
// cli.mjs, or a script that uses it with options that make it stop before it starts anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { requireFrom } from '../packages.mjs';
import { repoRoot } from '../workspaces.mjs';

const cli = pathToFileURL(path.join(repoRoot, 'scripts/lib/cli.mjs')).href;
const USAGE = 'Usage: try [options]';

/** Runs `node` with `args` in the repository; a script that has not exited in 10 s fails. */
function node(args, { env } = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 10_000,
    env: { ...process.env, ...env },
  });
  assert.equal(result.error, undefined, `node ${args.join(' ')}: ${result.error?.message}`);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs `body` (a module importing `* as cli`) with `argv` as the command line. */
const withCli = (body, argv = []) =>
  node([
    '--input-type=module',
    '-e',
    `import * as cli from ${JSON.stringify(cli)};\nconst USAGE = ${JSON.stringify(USAGE)};\n${body}`,
    '--',
    ...argv,
  ]);

const print = (expression) => `console.log(JSON.stringify(${expression}));`;

describe('wholeNumber', () => {
  it('when the text is a whole number of at least the minimum, then it is the number', () => {
    const run = withCli(
      print(`[
        cli.wholeNumber(USAGE, 'runs', '3', 1),
        cli.wholeNumber(USAGE, 'warmup', '0', 0),
        cli.wholeNumber(USAGE, 'count', ' 10000 ', 1),
      ]`),
    );
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), [3, 0, 10000]);
  });

  for (const [text, min] of [
    ['abc', 1],
    ['0', 1],
    ['-2', 0],
    ['2.5', 1],
    ['', 0],
    ['  ', 0],
    ['3,4', 1],
  ]) {
    it(`when the text is ${JSON.stringify(text)} (at least ${min}), then the message and the usage, exit 2`, () => {
      const run = withCli(`cli.wholeNumber(USAGE, 'runs', ${JSON.stringify(text)}, ${min});`);
      assert.equal(run.code, 2);
      assert.equal(
        run.stderr,
        `--runs takes a whole number of at least ${min} (got ${text})\n\n${USAGE}\n`,
      );
      assert.equal(run.stdout, '');
    });
  }
});

describe('wholeNumbers', () => {
  it('when every number is whole and at least the minimum, then the list of them', () => {
    const run = withCli(print(`cli.wholeNumbers(USAGE, 'steps', '10, 20,30', 1)`));
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), [10, 20, 30]);
  });

  for (const text of ['10,abc', '10,,20', '4', '']) {
    it(`when the list is ${JSON.stringify(text)} (at least 5), then the message and the usage, exit 2`, () => {
      const run = withCli(`cli.wholeNumbers(USAGE, 'duration', ${JSON.stringify(text)}, 5);`);
      assert.equal(run.code, 2);
      assert.equal(
        run.stderr,
        `--duration takes whole numbers of at least 5, comma-separated (got ${text})\n\n${USAGE}\n`,
      );
    });
  }
});

describe('parseCommandLine', () => {
  const parse = `${print(`cli.parseCommandLine(USAGE, { runs: { type: 'string', default: '3' } }).values`)}`;

  it('when the options are known, then their values with the defaults', () => {
    const run = withCli(parse, ['--runs', '5']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { runs: '5', help: false });
  });

  it('when --help or -h is given, then the usage on stdout, exit 0', () => {
    for (const flag of ['--help', '-h']) {
      const run = withCli(parse, [flag]);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, `${USAGE}\n`);
    }
  });

  it('when an option is unknown, then parseArgs says which and the usage follows, exit 2', () => {
    const run = withCli(parse, ['--bogus']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^Unknown option '--bogus'.*\n\nUsage: try \[options\]\n$/s);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
  });

  it('when a positional is given and none is allowed, then the message and the usage, exit 2', () => {
    const run = withCli(parse, ['extra']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /extra.*\n\nUsage: try/s);
  });
});

// Every script that reads its options with cli.mjs, and the gateway's benchmark with its own copy
// of it. Each stops at the options: none of these starts a shop, a build or a browser.
const scripts = [
  ['scripts/lighthouse.mjs', 'runs'],
  ['scripts/bench-catalog.mjs', 'connections'],
  ['scripts/bench-platform.mjs', 'chain-runs'],
  ['scripts/bench-signin-flood.mjs', 'shoppers'],
  ['scripts/deploy-workspace.mjs', null],
  [path.relative(repoRoot, requireFrom().resolve('@coffee/gateway/bench/overhead')), 'duration'],
];

describe('the scripts', () => {
  for (const [script, numberOption] of scripts) {
    it(`${script}: --help prints its usage (exit 0), --bogus the message and the usage (exit 2)`, () => {
      const help = node([script, '--help']);
      assert.equal(help.code, 0, help.stderr);
      assert.match(help.stdout, /^Usage: /);
      assert.match(help.stdout, /-h, --help +this text/);
      assert.equal(help.stderr, '');

      const bogus = node([script, '--bogus']);
      assert.equal(bogus.code, 2);
      assert.equal(bogus.stdout, '');
      assert.match(bogus.stderr, /^Unknown option '--bogus'/);
      assert.ok(bogus.stderr.endsWith(`\n\n${help.stdout}`), bogus.stderr);
    });

    if (numberOption)
      it(`${script}: --${numberOption} abc is refused with the message and the usage (exit 2)`, () => {
        const run = node([script, `--${numberOption}`, 'abc']);
        assert.equal(run.code, 2);
        assert.match(
          run.stderr,
          new RegExp(
            `^--${numberOption} takes a whole number of at least \\d+ \\(got abc\\)\n\nUsage: `,
          ),
        );
      });
  }

  it('deploy-workspace.mjs: no workspace, then the message and the usage (exit 2)', () => {
    const run = node(['scripts/deploy-workspace.mjs']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^expected one workspace \(got none\)\n\nUsage: node scripts\/deploy/);
  });

  it('gateway-overhead.mjs: a bad BENCH_DURATION default is refused like the option', () => {
    const overhead = scripts.at(-1)[0];
    const run = node([overhead], { env: { BENCH_DURATION: 'soon' } });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^--duration takes a whole number of at least 1 \(got soon\)\n\n/);
  });
});
