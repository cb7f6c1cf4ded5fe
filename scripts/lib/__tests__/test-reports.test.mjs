import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeFailures,
  jestFailures,
  playwrightFailures,
  tapFailures,
} from '../test-reports.mjs';

// The reports below are trimmed from real ones, written by jest 29, Playwright and node:test 20.
const ESC = '\u001b';

describe('jestFailures', () => {
  const report = {
    testResults: [
      {
        name: '/repo/gateway/src/__tests__/a.test.ts',
        status: 'failed',
        message: '  ● group › fails\n\n    expect(received).toBe(expected)',
        assertionResults: [
          { fullName: 'passes', status: 'passed', failureMessages: [] },
          {
            fullName: 'group fails',
            status: 'failed',
            failureMessages: [
              'Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: 2\nReceived: 1\n    at Object.toBe (/repo/gateway/src/__tests__/a.test.ts:2:57)',
            ],
          },
        ],
      },
      {
        name: '/repo/gateway/src/__tests__/b.test.ts',
        status: 'failed',
        message:
          "  ● Test suite failed to run\n\n    Cannot find module './nope' from 'b.test.ts'\n\n    at Resolver",
        assertionResults: [],
      },
      { name: '/repo/gateway/src/__tests__/c.test.ts', status: 'passed', assertionResults: [] },
    ],
  };

  it('when a test and a suite failed, then each is named with what it said first', () => {
    assert.deepEqual(jestFailures(report, '/repo'), [
      {
        title: 'gateway/src/__tests__/a.test.ts › group fails',
        reason:
          'Error: expect(received).toBe(expected) // Object.is equality · Expected: 2 · Received: 1',
      },
      {
        title: 'gateway/src/__tests__/b.test.ts',
        reason:
          "● Test suite failed to run · Cannot find module './nope' from 'b.test.ts' · at Resolver",
      },
    ]);
  });
});

describe('playwrightFailures', () => {
  const test = (status, results) => ({ status, results });
  const report = {
    suites: [
      {
        title: 'checkout-crash.spec.ts',
        file: 'checkout-crash.spec.ts',
        specs: [
          {
            title: 'passes',
            file: 'checkout-crash.spec.ts',
            line: 2,
            tests: [test('expected', [{ status: 'passed', errors: [] }])],
          },
          {
            title: 'flaky, passed on retry',
            file: 'checkout-crash.spec.ts',
            line: 9,
            tests: [test('flaky', [{ status: 'failed' }, { status: 'passed' }])],
          },
        ],
        suites: [
          {
            title: 'group',
            specs: [
              {
                title: 'fails here',
                file: 'checkout-crash.spec.ts',
                line: 57,
                tests: [
                  test('unexpected', [
                    {
                      status: 'failed',
                      error: {
                        message: `Error: ${ESC}[2mexpect(${ESC}[22m${ESC}[31mreceived${ESC}[39m${ESC}[2m).${ESC}[22mtoBe\n\nExpected: ${ESC}[32m503${ESC}[39m\nReceived: ${ESC}[31m504${ESC}[39m`,
                        location: { file: '/repo/e2e/faults/checkout-crash.spec.ts', line: 103 },
                      },
                    },
                  ]),
                ],
              },
              {
                title: 'timed out',
                file: 'slow.spec.ts',
                line: 4,
                tests: [test('unexpected', [{ status: 'timedOut' }])],
              },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: global setup failed\n    at setup' }],
  };

  it('when tests failed, then each is named with its error and the line it points at', () => {
    assert.deepEqual(playwrightFailures(report), [
      {
        title: 'checkout-crash.spec.ts:57 › fails here',
        reason:
          'Error: expect(received).toBe · Expected: 503 · Received: 504 (checkout-crash.spec.ts:103)',
      },
      { title: 'slow.spec.ts:4 › timed out', reason: 'timedOut' },
      { title: 'outside the tests', reason: 'Error: global setup failed · at setup' },
    ]);
  });
});

describe('tapFailures', () => {
  const tap = `TAP version 13
# Subtest: group
    # Subtest: passes
    ok 1 - passes
      ---
      duration_ms: 1.0
      ...
    # Subtest: fails once
    not ok 2 - fails once
      ---
      duration_ms: 1.6
      location: '/repo/scripts/lib/__tests__/f.test.mjs:5:3'
      failureType: 'testCodeFailure'
      error: |-
        Expected values to be strictly equal:

        1 !== 2

      code: 'ERR_ASSERTION'
      ...
    # Subtest: throws
    not ok 3 - throws
      ---
      location: '/repo/scripts/lib/__tests__/f.test.mjs:6:3'
      failureType: 'testCodeFailure'
      error: 'boom'
      ...
    1..3
not ok 1 - group
  ---
  type: 'suite'
  location: '/repo/scripts/lib/__tests__/f.test.mjs:3:1'
  failureType: 'subtestsFailed'
  error: '2 subtests failed'
  ...
1..1
# fail 2
`;

  it('when tests failed, then the tests are named and not the suite around them', () => {
    assert.deepEqual(tapFailures(tap), [
      {
        title: 'fails once',
        reason: 'Expected values to be strictly equal: · 1 !== 2 (f.test.mjs:5)',
      },
      { title: 'throws', reason: 'boom (f.test.mjs:6)' },
    ]);
  });
});

describe('describeFailures', () => {
  it('when there are more failures than it names, then it counts the rest', () => {
    const failures = Array.from({ length: 4 }, (_, i) => ({
      title: `t${i}`,
      reason: i ? '' : 'why',
    }));
    assert.deepEqual(describeFailures(failures, 2), [
      '✘ t0\n          why',
      '✘ t1',
      '… and 2 more',
    ]);
  });
});
