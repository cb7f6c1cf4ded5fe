// What failed, read from the test runners' reports, for the closing summary of `npm test`: CI
// keeps only the end of a run's output, and a red step must say there which test failed and why.

/** At most this many failures are named per step; the rest are counted. */
export const MAX_NAMED = 8;

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

/** The first lines that say something (an assertion's expected and received), on one line. */
function gist(text, { lines = 3, width = 200 } = {}) {
  const line = stripAnsi(text)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .slice(0, lines)
    .join(' · ');
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

const relative = (file, root) =>
  root && file?.startsWith(`${root}/`) ? file.slice(root.length + 1) : (file ?? '');

/**
 * Failed tests of a jest `--json` report: `{ title, reason }`; a suite that could not run (a
 * syntax error, a failing import) is named by its file.
 */
export function jestFailures(report, root) {
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = relative(suite.name, root);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed)
      failures.push({
        title: `${file} › ${test.fullName}`,
        reason: gist(test.failureMessages?.[0]),
      });
    if (suite.status === 'failed' && failed.length === 0)
      failures.push({ title: file, reason: gist(suite.message) || 'the suite did not run' });
  }
  return failures;
}

/**
 * Failed tests of a Playwright JSON report (flaky ones passed on retry and are not failures),
 * each with the line its error points at; errors outside any test (a global setup) too.
 */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = (test.results ?? []).at(-1);
        const error = result?.error ?? result?.errors?.[0];
        const at = error?.location
          ? ` (${error.location.file.split('/').pop()}:${error.location.line})`
          : '';
        failures.push({
          title: `${spec.file}:${spec.line} › ${spec.title}`,
          reason: `${gist(error?.message) || result?.status || 'failed'}${at}`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? [])
    failures.push({ title: 'outside the tests', reason: gist(error.message) });
  return failures;
}

/**
 * Failed tests of a node:test TAP report: the tests themselves, not the suites that failed
 * because a test in them did.
 */
export function tapFailures(text) {
  const failures = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const match = /^\s*not ok \d+ - (.*)$/.exec(line);
    if (!match) return;
    const block = [];
    for (let j = i + 1; j < lines.length && !/^\s*(not )?ok \d+ /.test(lines[j]); j += 1)
      block.push(lines[j]);
    if (block.some((l) => /failureType: 'subtestsFailed'/.test(l))) return;
    const at = block.findIndex((l) => /^\s*error: /.test(l));
    let reason = at < 0 ? '' : block[at].replace(/^\s*error: /, '');
    // A multi-line error is a YAML block: its text starts on the next line.
    if (/^[|>][-+]?$/.test(reason)) {
      const indent = block[at].search(/\S/);
      const text = [];
      for (
        let j = at + 1;
        j < block.length && (!block[j].trim() || block[j].search(/\S/) > indent);
        j += 1
      )
        text.push(block[j]);
      reason = text.join('\n');
    }
    const location = block.find((l) => /^\s*location: /.test(l))?.match(/([^/']+:\d+):\d+'/)?.[1];
    failures.push({
      title: match[1].trim(),
      reason: `${gist(reason.replace(/^'(.*)'$/, '$1'))}${location ? ` (${location})` : ''}`,
    });
  });
  return failures;
}

/** The summary's lines for one step's failures. */
export function describeFailures(failures, max = MAX_NAMED) {
  const lines = failures
    .slice(0, max)
    .map((f) => `✘ ${f.title}${f.reason ? `\n          ${f.reason}` : ''}`);
  if (failures.length > max) lines.push(`… and ${failures.length - max} more`);
  return lines;
}
